import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ONE_PERSON_MESSAGE } from '../../domain/calendar/appointmentEvents.ts';
import { APPOINTMENT_CREATED_MESSAGE, AppointmentFormSchema, appointmentFormProblem, appointmentTimes } from '../../domain/calendar/appointmentForm.ts';
import { clockText } from '../../domain/calendar/calendarEntry.ts';
import { addDays, daysBetween, weekStart } from '../../domain/time/days.ts';
import { zonedNow, type ZonedNow } from '../../domain/time/zonedClock.ts';
import type { Command } from '../../domain/commands/command.ts';
import { canSeeUserContacts } from '../../domain/permissions/readableDocument.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { recordCommand, refusal } from '../events/recordCommand.ts';
import { validBody, validQuery } from '../http/validate.ts';
import {
  APPOINTMENT_REMOVED_MESSAGE,
  APPOINTMENT_UPDATED_MESSAGE,
  AppointmentCreateBodySchema,
  AppointmentDeleteBodySchema,
  AppointmentUpdateBodySchema,
  CALENDAR_MAX_DAYS,
  CALENDAR_ORDER_MESSAGE,
  CALENDAR_RANGE_MESSAGE,
  CalendarQuerySchema,
  NO_ACTIVE_MAILBOX_MESSAGE,
  appointmentFormInput,
} from './appointmentBodies.ts';
import { bookableUsers, dealerTimeZone, hasLiveDoc, loadCalendar, readAppointment, readDealerUsers } from './calendarReads.ts';

/** A call's customer_id may name a prospect (the prospect profile books through the same form): it is taken as theirs. */
async function personOf(db: Queryable, dealer: string, customerId: string, prospectId: string) {
  if (customerId && !prospectId && !(await hasLiveDoc(db, 'customers', dealer, customerId)) && (await hasLiveDoc(db, 'prospects', dealer, customerId))) {
    return { customer_id: null, prospect_id: customerId };
  }
  return { customer_id: customerId || null, prospect_id: prospectId || null };
}

/**
 * The time choices of the appointment form: every quarter hour of a day (today's form drops those already past);
 * the `times` of the calendar's and the alerts' answers (spec 000 §3).
 */
export function timeChoices(now: ZonedNow) {
  return appointmentTimes(addDays(now.day, 1), now).map((time) => ({ value: time, label: clockText(`${now.day}T${time}`) }));
}

/**
 * The calendar's calls for API callers (spec 000 §7), each the command the calendar page dispatches, so both
 * record the same events with the same checks (domain/calendar/appointmentEvents.ts):
 * - POST /appointment/create: user_id, customer_id (or prospect_id), appointment_time, note, confirmation, and
 *   customer_message (ours: what the confirmation tells the customer; the note is never sent) → {status, message,
 *   id}; 400 {status: 'error', message} for a time not offered, a field too long, or no active mailbox.
 * - POST /appointment/update: id, user_id, appointment_time, note, customer_message (customer_id ignored) →
 *   {status, message}.
 * - POST /appointment/delete and POST /calendar/delete: id → {status, message}.
 * - GET /appointment/users: the users an appointment can be for, each with their e-mail only when the caller may
 *   see it (canSeeUserContacts: their own, or everyone's with User Management).
 * - GET /calendar: start_date, end_date (at most 42 days), user, type → {dates, title, users, times}.
 * Refusals of the documents (a DMS entry, a gone one, an inactive customer): 409 {message}; of the role: 403.
 */
export function appointmentRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mailboxes'>, store: EventStore): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();
  const failed = (c: Context<AppEnv>, message: string) => c.json({ status: 'error', message }, 400);
  const nowAt = async (dealer: string) => zonedNow(await dealerTimeZone(deps.db, dealer));
  const write = async (c: Context<AppEnv>, command: Command, message: string, extra: Record<string, string> = {}) => {
    const refused = await recordCommand(c, store, command);
    return refused ? refusal(c, refused) : c.json({ status: 'success', message, ...extra });
  };

  app.post('/appointment/create', signedIn, ofDealer, validBody(AppointmentCreateBodySchema), async (c) => {
    const body = c.req.valid('json');
    const dealer = c.get('dealer').token;
    const input = appointmentFormInput(body);
    const problem = appointmentFormProblem(input, await nowAt(dealer));
    if (problem) return failed(c, problem);
    const form = v.parse(AppointmentFormSchema, input);
    if (body.customer_id && body.prospect_id) return failed(c, ONE_PERSON_MESSAGE);
    const person = await personOf(deps.db, dealer, body.customer_id, body.prospect_id);
    const withPerson = person.customer_id !== null || person.prospect_id !== null;
    if (form.confirmation && withPerson && !(await deps.mailboxes.senderFor(dealer, c.get('user').id)).port) return failed(c, NO_ACTIVE_MAILBOX_MESSAGE);
    const id = crypto.randomUUID();
    return write(c, { type: 'appointment.book', id, ...person, form }, APPOINTMENT_CREATED_MESSAGE, { id });
  });

  app.post('/appointment/update', signedIn, ofDealer, validBody(AppointmentUpdateBodySchema), async (c) => {
    const body = c.req.valid('json');
    const dealer = c.get('dealer').token;
    const stored = await readAppointment(deps.db, dealer, body.id);
    const booked = stored?.source === 'booked' ? stored : null;
    const kept = stored ? { user_id: booked?.user_id ?? null, note: stored.note, customer_message: booked?.customer_message ?? '' } : undefined;
    const input = appointmentFormInput(body, kept);
    const problem = appointmentFormProblem(input, await nowAt(dealer), stored?.appointment_at);
    if (problem) return failed(c, problem);
    return write(c, { type: 'appointment.update', id: body.id, form: v.parse(AppointmentFormSchema, input) }, APPOINTMENT_UPDATED_MESSAGE);
  });

  const remove = validBody(AppointmentDeleteBodySchema);
  const deleteEntry = (c: Context<AppEnv>, id: string) => write(c, { type: 'appointment.delete', id }, APPOINTMENT_REMOVED_MESSAGE);
  app.post('/appointment/delete', signedIn, ofDealer, remove, (c) => deleteEntry(c, c.req.valid('json').id));
  app.post('/calendar/delete', signedIn, ofDealer, remove, (c) => deleteEntry(c, c.req.valid('json').id));

  app.get('/appointment/users', signedIn, ofDealer, async (c) => {
    const users = bookableUsers(await readDealerUsers(deps.db, c.get('dealer').token));
    const contact = (userId: number) => canSeeUserContacts(c.get('user'), userId);
    return c.json({
      users: users.map((user) => ({ id: user.user_id, first_name: user.first_name, last_name: user.last_name, ...(contact(user.user_id) && { email: user.email }) })),
    });
  });

  app.get('/calendar', signedIn, ofDealer, validQuery(CalendarQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer').token;
    const now = await nowAt(dealer);
    const start = query.start_date ?? (query.end_date ? addDays(query.end_date, -6) : weekStart(now.day));
    const end = query.end_date ?? addDays(start, 6);
    const days = daysBetween(start, end) + 1;
    if (days < 1) return c.json({ message: CALENDAR_ORDER_MESSAGE }, 400);
    if (days > CALENDAR_MAX_DAYS) return c.json({ message: CALENDAR_RANGE_MESSAGE }, 400);
    const view = await loadCalendar(deps.db, dealer, { start, days, type: query.type, user: query.user });
    return c.json({ ...view, times: timeChoices(now) });
  });

  return app;
}
