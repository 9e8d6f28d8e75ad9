import * as v from 'valibot';
import { BILLING_STATUSES, BILLING_TRANSACTION_TYPES } from '../../domain/billing/billingTransaction.ts';
import { billingStatusOf, billingTypeOf } from '../../domain/billing/billingList.ts';

const ALL = 'all';
const STATUS_MESSAGE = `Please name a billing status: all, ${BILLING_STATUSES.join(', ')}.`;
const TYPE_MESSAGE = `Please name a billing type: all, ${BILLING_TRANSACTION_TYPES.join(', ')}.`;

/** GET /billing/transactions (spec 002 §7): search, status, type, page, and export=1 for the whole view as CSV. */
export const BillingListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'), v.transform(Number)), '1'),
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'The search is at most 200 characters.')), ''),
  status: v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => text.trim().toLowerCase() === ALL || billingStatusOf(text) !== null, STATUS_MESSAGE),
    v.transform((text) => billingStatusOf(text) ?? ALL),
  ),
  type: v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => text.trim().toLowerCase() === ALL || billingTypeOf(text) !== null, TYPE_MESSAGE),
    v.transform((text) => billingTypeOf(text) ?? ALL),
  ),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
});
