import * as v from 'valibot';
import { CALENDAR_TYPES } from '../../domain/calendar/calendarEntry.ts';
import { isIsoDay } from '../../domain/time/calendarDay.ts';

/** Spec 000 §7: the create call's error the client turns into the You Do Not Have an Active Mailbox dialog. */
export const NO_ACTIVE_MAILBOX_MESSAGE = 'You do not have an active mailbox to send a confirmation email.';
export const APPOINTMENT_UPDATED_MESSAGE = 'The appointment was updated successfully';
export const APPOINTMENT_REMOVED_MESSAGE = 'The appointment was deleted successfully';

/** The longest range GET /calendar answers: six weeks, a month view's. */
export const CALENDAR_MAX_DAYS = 42;
export const CALENDAR_RANGE_MESSAGE = `The calendar shows at most ${CALENDAR_MAX_DAYS} days at once.`;
export const CALENDAR_ORDER_MESSAGE = 'end_date must not be before start_date.';

const Id = (name: string) => v.pipe(v.string(`${name} is required.`), v.trim(), v.nonEmpty(`${name} is required.`), v.maxLength(64, `The ${name} is too long.`));
const OptionalId = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, `The ${name} is too long.`)), '');

/** A form field as a form (text) or JSON (any scalar) sends it; the appointment form's own rules judge it. */
const Field = v.optional(v.union([v.string(), v.number(), v.boolean(), v.null()]));
type FieldValue = v.InferOutput<typeof Field>;

/**
 * POST /appointment/create: customer_id (a customer's, or a prospect's) or prospect_id, or neither for an event;
 * customer_message (ours, issue 28) is what the confirmation e-mail tells the customer, the note never being sent.
 */
export const AppointmentCreateBodySchema = v.object({
  user_id: Field,
  customer_id: OptionalId('customer_id'),
  prospect_id: OptionalId('prospect_id'),
  appointment_time: Field,
  note: Field,
  confirmation: Field,
  customer_message: Field,
});
export type AppointmentCreateBody = v.InferOutput<typeof AppointmentCreateBodySchema>;

/** POST /appointment/update: customer_id is accepted and ignored (an entry keeps its person). */
export const AppointmentUpdateBodySchema = v.object({
  id: Id('id'),
  user_id: Field,
  customer_id: Field,
  appointment_time: Field,
  note: Field,
  customer_message: Field,
});
export type AppointmentUpdateBody = v.InferOutput<typeof AppointmentUpdateBodySchema>;

/** POST /appointment/delete and POST /calendar/delete. */
export const AppointmentDeleteBodySchema = v.object({ id: Id('id') });

const Day = (name: string) => v.optional(v.pipe(v.string(), v.trim(), v.check(isIsoDay, `${name} must be a day (YYYY-MM-DD).`)));

/** GET /calendar: the days from start_date to end_date (both included), a type tab and a user (an id, or all). */
export const CalendarQuerySchema = v.object({
  start_date: Day('start_date'),
  end_date: Day('end_date'),
  type: v.optional(v.picklist(CALENDAR_TYPES, `type must be one of ${CALENDAR_TYPES.join(', ')}.`), 'all'),
  user: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(|all|\d{1,9})$/i, 'user must be a user id, or all.'),
      v.transform((text) => (text === '' || text.toLowerCase() === 'all' ? null : Number(text))),
    ),
    '',
  ),
});

/**
 * "2026-11-26 07:00:00" or "2026-11-26T07:00:00" (seconds optional and dropped: the calendar books whole minutes)
 * as the form's date and time; anything else, a day that does not exist included, as empty ones, which the form
 * refuses with its date message.
 */
function dateAndTime(value: FieldValue): { date: string; time: string } {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim()) : null;
  return match && isIsoDay(match[1]!) ? { date: match[1]!, time: match[2]! } : { date: '', time: '' };
}

/** A user id as sent: a number, digits, or empty or null for none; anything else is left for the form to refuse. */
function userIdOf(value: FieldValue): unknown {
  if (value === null || value === '') return null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value);
  return value;
}

/** The confirmation toggle: on when sent (a form's checkbox), unless it says 0, false or off. */
function isOn(value: FieldValue): boolean {
  if (value === undefined || value === null || value === false || value === 0) return false;
  return !(typeof value === 'string' && ['0', 'false', 'off'].includes(value.trim().toLowerCase()));
}

const textOf = (value: FieldValue) => (value === undefined || value === null ? '' : String(value));

/**
 * What a call's fields mean as the appointment form (domain/calendar/appointmentForm.ts), for appointmentFormProblem
 * to judge; an update's omitted user_id, note and customer_message keep the entry's.
 */
export function appointmentFormInput(
  body: Pick<AppointmentCreateBody, 'user_id' | 'appointment_time' | 'note' | 'customer_message'> & { confirmation?: FieldValue },
  kept?: { user_id: number | null; note: string; customer_message: string },
): Record<string, unknown> {
  return {
    ...dateAndTime(body.appointment_time),
    user_id: body.user_id === undefined ? (kept?.user_id ?? null) : userIdOf(body.user_id),
    note: body.note === undefined && kept ? kept.note : textOf(body.note),
    confirmation: isOn(body.confirmation),
    customer_message: body.customer_message === undefined && kept ? kept.customer_message : textOf(body.customer_message),
  };
}
