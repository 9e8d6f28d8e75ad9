import * as v from 'valibot';
import { APPOINTMENT_BOOKED } from '../../domain/calendar/appointmentEvents.ts';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { ConfirmingDealer } from '../../domain/calendar/confirmationMessage.ts';
import type { Database } from '../db/database.ts';
import type { AfterPush } from '../events/eventStore.ts';
import { readProjectionRows } from '../events/projectionTables.ts';
import { loggableError } from '../http/loggableError.ts';
import type { DealerMailboxes } from '../mail/dealerMailboxes.ts';
import { takeSendQuota } from '../limits/sendQuota.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { confirmationMail, type ConfirmedAppointment } from './confirmationMail.ts';

/** What a confirmation reads of a stored appointment.booked event: the entry, its person, the toggle. */
const BookingSchema = v.object({
  id: v.string(),
  customer_id: v.nullable(v.string()),
  prospect_id: v.nullable(v.string()),
  confirmation: v.boolean(),
});
type Booking = v.InferOutput<typeof BookingSchema>;

/** An entry booked before the customer message existed has none: its note was the staff's, and is never sent. */
const AppointmentSchema = v.object({ id: v.string(), appointment_at: v.string(), customer_message: v.optional(v.string(), '') });

const PersonSchema = v.object({
  type: v.optional(v.string()),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  full_name: v.optional(v.string(), ''),
  contact: v.optional(v.object({ email: v.optional(v.string(), '') }), {}),
});

type Outcome = 'sending' | 'no_mailbox' | 'no_email';

/** The error code of a confirmation past a send limit (domain/limits/sendLimits.ts). */
const SEND_LIMIT_CODE = 'send_limit';

/** A mail error as the table and the log keep it: its code and SMTP reply code, never its text or an address. */
function mailErrorCode(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown';
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : error.name, typeof responseCode === 'number' ? String(responseCode) : ''];
  return parts.filter(Boolean).join(' ').replace(/[^\w .-]/g, '').slice(0, 80);
}

async function personOf(db: Database, dealer: string, booking: Booking) {
  const [collection, id] = booking.customer_id !== null ? (['customers', booking.customer_id] as const) : (['prospects', booking.prospect_id] as const);
  if (id === null) return null;
  const [row] = await readProjectionRows(db, collection, dealer, [id]);
  const person = row && !row.deleted ? v.safeParse(PersonSchema, row.doc) : null;
  if (!person?.success) return null;
  return { name: calendarPersonName(person.output), email: person.output.contact.email.trim() };
}

/** Takes the event's row: true for the one caller that inserted it (and so sends), false when it was there. */
async function claim(db: Database, eventId: string, dealer: string, booking: Booking, status: Outcome): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO appointment_confirmations (event_id, dealer, appointment_id, status) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dealer, event_id) DO NOTHING RETURNING event_id`,
    [eventId, dealer, booking.id, status],
  );
  return rows.length > 0;
}

const settle = (db: Database, dealer: string, eventId: string, status: 'sent' | 'failed', error = '') =>
  db.query('UPDATE appointment_confirmations SET status = $3, error = $4, updated_at = now() WHERE dealer = $1 AND event_id = $2', [dealer, eventId, status, error]);

async function mailOf(db: Database, dealer: string, person: { name: string; email: string }, appointment: ConfirmedAppointment) {
  const [dealerRow] = await db.query<ConfirmingDealer>('SELECT name, address, city, province, postal_code, phone FROM dealers WHERE token = $1', [dealer]);
  if (!dealerRow) throw new Error('The dealer of a confirmed appointment is missing.');
  const settings = await loadDealerSettings(db, dealer);
  return confirmationMail({
    to: person.email,
    personName: person.name,
    dealer: dealerRow,
    appointment,
    timeZone: settings.config.dealer_timezone,
    now: new Date(),
  });
}

/** The entry as it stands after the push (a later event of it may have moved it); null once deleted. */
async function appointmentOf(db: Database, dealer: string, id: string): Promise<ConfirmedAppointment | null> {
  const [row] = await readProjectionRows(db, 'appointments', dealer, [id]);
  const appointment = row && !row.deleted ? v.safeParse(AppointmentSchema, row.doc) : null;
  return appointment?.success ? appointment.output : null;
}

async function confirm(db: Database, mailboxes: DealerMailboxes, dealer: string, event: { id: string; actor: number }, booking: Booking): Promise<void> {
  const eventId = event.id;
  const appointment = await appointmentOf(db, dealer, booking.id);
  const person = appointment ? await personOf(db, dealer, booking) : null;
  if (!appointment || !person) return;
  const mailbox = (await mailboxes.senderFor(dealer, event.actor)).port;
  const outcome: Outcome = !mailbox ? 'no_mailbox' : person.email ? 'sending' : 'no_email';
  if (!(await claim(db, eventId, dealer, booking, outcome)) || !mailbox || outcome !== 'sending') return;
  const quota = await takeSendQuota(db, 'appointment_confirmation', { user: event.actor, dealer, recipient: person.email });
  if (!quota.ok) {
    console.error(`The confirmation e-mail of appointment event ${eventId} was not sent: ${quota.message}`);
    await settle(db, dealer, eventId, 'failed', SEND_LIMIT_CODE);
    return;
  }
  try {
    await mailbox.send(await mailOf(db, dealer, person, appointment));
  } catch (error) {
    const code = mailErrorCode(error);
    console.error(`The confirmation e-mail of appointment event ${eventId} was not sent: ${code}: ${loggableError(error)}`);
    await settle(db, dealer, eventId, 'failed', code);
    return;
  }
  await settle(db, dealer, eventId, 'sent');
}

/**
 * The confirmation e-mail of spec 000 §2's Send Confirmation Email, an after-push reaction: for each accepted
 * appointment.booked event asking for one (read back from the log, which a re-pushed id cannot change), the
 * customer or prospect is mailed at the e-mail on file through the booker's mailbox at the dealer (senderFor), within
 * the send limits of appointment confirmations (a confirmation past one is failed, code send_limit), with the entry as it
 * stands after the push (its time and message to the customer, never its note; none once deleted) as appointment.ics. Exactly once per event: the appointment_confirmations row it inserts first decides who
 * sends, and records why nothing was sent (no_mailbox, no_email) or that the mailbox refused (failed, with the
 * error's code alone). An event with no customer or prospect has nobody to confirm to. It never fails the push:
 * its events are recorded already (a failure before the row was taken is logged, and a re-push tries again).
 */
export function confirmAfterPush(db: Database, mailboxes: DealerMailboxes): AfterPush {
  return async (_store, dealer, events, response) => {
    const accepted = new Set(response.accepted);
    const ids = events.filter((event) => event.type === APPOINTMENT_BOOKED && accepted.has(event.id)).map((event) => event.id);
    if (ids.length === 0) return;
    const rows = await db
      .query<{ id: string; actor: number; payload: unknown }>('SELECT id, actor, payload FROM events WHERE dealer = $1 AND type = $2 AND id = ANY($3::text[]) ORDER BY seq', [
        dealer,
        APPOINTMENT_BOOKED,
        ids,
      ])
      .catch((error: unknown) => {
        console.error(`Reading the appointments a push booked failed: ${loggableError(error)}`);
        return [];
      });
    for (const row of rows) {
      const booking = v.safeParse(BookingSchema, row.payload);
      if (!booking.success || !booking.output.confirmation) continue;
      await confirm(db, mailboxes, dealer, row, booking.output).catch((error: unknown) => {
        console.error(`The confirmation of appointment event ${row.id} failed: ${loggableError(error)}`);
      });
    }
  };
}
