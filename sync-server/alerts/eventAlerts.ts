import * as v from 'valibot';
import type { AlertType } from '../../domain/alerts/alert.ts';
import { APPOINTMENT_BOOKED, APPOINTMENT_UPDATED } from '../../domain/calendar/appointmentEvents.ts';
import { calendarPersonName, clockText } from '../../domain/calendar/calendarEntry.ts';
import { CUSTOMERS_REASSIGNED } from '../../domain/customers/customersReassigned.ts';
import type { CollectionName } from '../../domain/events/collections.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from '../events/projectionTables.ts';

const CUSTOMER_ASSIGNED = 'customer.assigned';
const PROSPECT_ASSIGNED = 'prospect.assigned';
const OPPORTUNITIES_REASSIGNED = 'opportunities.reassigned';

/** The users' events that raise an alert for another user (docs/alerts.md). */
export const ALERTING_EVENTS: readonly string[] = [
  APPOINTMENT_BOOKED,
  APPOINTMENT_UPDATED,
  CUSTOMER_ASSIGNED,
  PROSPECT_ASSIGNED,
  CUSTOMERS_REASSIGNED,
  OPPORTUNITIES_REASSIGNED,
];

/** An event as the log keeps it. */
export type LoggedEvent = { id: string; type: string; actor: number; payload: unknown };

/** The alert an event asks for, before the actor's name is known: for whom, what, and where opening it leads. */
export type AlertDraft = { userId: number; type: AlertType; title: (actor: string) => string; message: string; url: string };

const UserId = v.nullable(v.number());
const Booking = v.object({ id: v.string(), customer_id: v.nullable(v.string()), prospect_id: v.nullable(v.string()), user_id: UserId, appointment_at: v.string() });
const Change = v.object({ id: v.string(), user_id: UserId, appointment_at: v.string() });
const Assignment = v.object({ customer_id: v.string(), user_id: UserId });
const Reassignment = v.object({
  user_id: v.number(),
  customer_ids: v.array(v.string()),
  customer_type: v.optional(v.string()),
  opportunity_type: v.optional(v.string()),
});
const Person = v.object({ type: v.optional(v.string()), first_name: v.optional(v.string(), ''), last_name: v.optional(v.string(), ''), full_name: v.optional(v.string(), '') });
const Entry = v.object({ customer_id: v.nullable(v.string()), prospect_id: v.nullable(v.string()) });

async function docOf<S extends v.GenericSchema>(db: Queryable, collection: CollectionName, dealer: string, id: string, schema: S) {
  const [row] = await readProjectionRows(db, collection, dealer, [id]);
  const parsed = row && !row.deleted ? v.safeParse(schema, row.doc) : null;
  return parsed?.success ? (parsed.output as v.InferOutput<S>) : null;
}

async function personName(db: Queryable, dealer: string, entry: v.InferOutput<typeof Entry>): Promise<string> {
  const [collection, id] = entry.customer_id !== null ? (['customers', entry.customer_id] as const) : (['prospects', entry.prospect_id] as const);
  const person = id === null ? null : await docOf(db, collection, dealer, id, Person);
  return person ? calendarPersonName(person) : '';
}

/** "John Smith on 2026-11-26 at 7:00 AM", or "Event on …" for an entry with nobody. */
function appointmentDraft(entry: v.InferOutput<typeof Entry>, userId: number, at: string, verb: string, person: string): AlertDraft {
  const kind = entry.customer_id !== null || entry.prospect_id !== null ? 'an appointment' : 'an event';
  return {
    userId,
    type: 'appointment',
    title: (actor) => `${actor} ${verb} ${kind} for you`,
    message: `${person || 'Event'} on ${at.slice(0, 10)} at ${clockText(at)}`,
    url: `/calendar?booked=${at.slice(0, 10)}`,
  };
}

const customers = (count: number) => `${formatNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/**
 * The alert an accepted event of a user asks for, or null: an appointment booked or updated for another user
 * (/calendar?booked={day}); a customer or prospect assigned to another user (their profile); customers or the
 * customers of an opportunity list reassigned to another user (that list). Never for the actor themselves.
 */
export async function eventAlertDraft(db: Queryable, dealer: string, event: LoggedEvent): Promise<AlertDraft | null> {
  const forOther = (userId: number | null): userId is number => userId !== null && userId !== event.actor;
  switch (event.type) {
    case APPOINTMENT_BOOKED: {
      const booking = v.safeParse(Booking, event.payload);
      if (!booking.success || !forOther(booking.output.user_id)) return null;
      const { output } = booking;
      return appointmentDraft(output, output.user_id as number, output.appointment_at, 'booked', await personName(db, dealer, output));
    }
    case APPOINTMENT_UPDATED: {
      const change = v.safeParse(Change, event.payload);
      if (!change.success || !forOther(change.output.user_id)) return null;
      const entry = (await docOf(db, 'appointments', dealer, change.output.id, Entry)) ?? { customer_id: null, prospect_id: null };
      return appointmentDraft(entry, change.output.user_id as number, change.output.appointment_at, 'updated', await personName(db, dealer, entry));
    }
    case CUSTOMER_ASSIGNED:
    case PROSPECT_ASSIGNED: {
      const assignment = v.safeParse(Assignment, event.payload);
      if (!assignment.success || !forOther(assignment.output.user_id)) return null;
      const id = assignment.output.customer_id;
      const prospect = event.type === PROSPECT_ASSIGNED;
      const person = await docOf(db, prospect ? 'prospects' : 'customers', dealer, id, Person);
      return {
        userId: assignment.output.user_id as number,
        type: 'customer',
        title: (actor) => `${actor} assigned ${prospect ? 'a prospect' : 'a customer'} to you`,
        message: person ? calendarPersonName(person) : '',
        url: `/${prospect ? 'prospect' : 'customer'}/${encodeURIComponent(id)}/overview`,
      };
    }
    case CUSTOMERS_REASSIGNED:
    case OPPORTUNITIES_REASSIGNED: {
      const reassignment = v.safeParse(Reassignment, event.payload);
      if (!reassignment.success || !forOther(reassignment.output.user_id)) return null;
      const { output } = reassignment;
      const list = event.type === CUSTOMERS_REASSIGNED ? `/customers/${output.customer_type ?? 'individual'}` : `/opportunity/${output.opportunity_type ?? 'equity'}`;
      return {
        userId: output.user_id,
        type: 'customer',
        title: (actor) => `${actor} reassigned ${customers(output.customer_ids.length)} to you`,
        message: '',
        url: `${list}?page=1`,
      };
    }
    default:
      return null;
  }
}
