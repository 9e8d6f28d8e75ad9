import * as v from 'valibot';
import { ALERT_TYPES } from '../../domain/alerts/alert.ts';
import { ALERT_STATUSES, alertStatusOf, alertTypeOf } from '../../domain/alerts/alertList.ts';
import { ALL_USERS } from '../../domain/alerts/alertListUrl.ts';
import { StoredId, StoredIdDigits } from '../../domain/validation/storableSchemas.ts';

const ALL = 'all';
const TYPE_MESSAGE = `Please name an alert type: all, ${ALERT_TYPES.join(', ')}.`;
const STATUS_MESSAGE = `Please name an alert status: ${ALERT_STATUSES.join(', ')}.`;
const USER_MESSAGE = 'The user must be a user id or all.';
const ALERT_ID_MESSAGE = 'Please name the alert: alert_id, a whole number from 1.';

/**
 * GET /alerts (spec 000 §7): page, type, status, user (a user id, or all; the signed-in user's own when absent),
 * and export=1 for the whole view as CSV. Types and statuses in any case.
 */
export const AlertListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'), v.transform(Number)), '1'),
  type: v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => text.trim().toLowerCase() === ALL || alertTypeOf(text) !== null, TYPE_MESSAGE),
    v.transform((text) => alertTypeOf(text)),
  ),
  status: v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => alertStatusOf(text) !== null, STATUS_MESSAGE),
    v.transform((text) => alertStatusOf(text) ?? ALL),
  ),
  user: v.optional(v.union([v.literal(ALL_USERS), StoredIdDigits(USER_MESSAGE)], USER_MESSAGE)),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
});

/** POST /platform/{id}/alerts/set (spec 000 §7): form alert_id (or JSON, a number or its digits). */
export const AlertSetBodySchema = v.object({
  alert_id: v.union([StoredId(ALERT_ID_MESSAGE), StoredIdDigits(ALERT_ID_MESSAGE)], ALERT_ID_MESSAGE),
});
