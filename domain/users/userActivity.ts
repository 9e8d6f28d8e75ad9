import type { BookedAppointment } from '../calendar/appointment.ts';
import { clockText } from '../calendar/calendarEntry.ts';
import { RECORD_TYPES } from '../customers/customerActivityLog.ts';
import type { CustomerRecord, RecordKind } from '../customers/customerRecord.ts';
import { activityLine } from '../outreach/outreachMessage.ts';

/** At most this many lines of a user's activity are shown, the newest. */
export const USER_ACTIVITY_LIMIT = 50;

export const NO_USER_ACTIVITY_TEXT = 'No recent activity for this user.';

/** The customer or prospect a line is about, for its link. */
export type ActivityPerson = { subject: 'customer' | 'prospect'; id: string; name: string };

/** One line of a user page's activity: what happened, when (an instant), and with whom. */
export type UserActivityRow = {
  id: string;
  kind: 'appointment' | 'event' | RecordKind;
  type: string;
  /** When it happened (an ISO instant): a booking's or a record's creation. */
  at: string;
  description: string;
  person: ActivityPerson | null;
};

/** A user page's activity (spec 003 route /user/{token}): the customers assigned to the user and what they did, newest first. */
export type UserActivity = { assigned_customers: number; rows: UserActivityRow[] };

/** Names of the customers and prospects the lines are about, by id; a person not known here has none. */
export type PersonNames = { customer(id: string): string | null; prospect(id: string): string | null };

function personOf(subject: 'customer' | 'prospect', id: string | null, names: PersonNames): ActivityPerson | null {
  if (id === null) return null;
  const name = subject === 'customer' ? names.customer(id) : names.prospect(id);
  return name === null ? null : { subject, id, name };
}

/** "Booked for 2026-11-26 7:00 AM: Test drive". */
function bookingText(appointment: BookedAppointment): string {
  const note = appointment.note.trim().split('\n')[0] ?? '';
  const when = `${appointment.appointment_at.slice(0, 10)} ${clockText(appointment.appointment_at)}`;
  return note ? `Booked for ${when}: ${note}` : `Booked for ${when}`;
}

function appointmentRow(appointment: BookedAppointment, names: PersonNames): UserActivityRow {
  const person = appointment.customer_id !== null ? personOf('customer', appointment.customer_id, names) : personOf('prospect', appointment.prospect_id, names);
  const withPerson = appointment.customer_id !== null || appointment.prospect_id !== null;
  return {
    id: appointment.id,
    kind: withPerson ? 'appointment' : 'event',
    type: withPerson ? 'Appointment' : 'Event',
    at: appointment.created_at,
    description: bookingText(appointment),
    person,
  };
}

function recordRow(record: CustomerRecord, userId: number, names: PersonNames): UserActivityRow {
  const assignedHere = record.kind === 'assign' && record.assigned_to === userId;
  return {
    id: record.id,
    kind: record.kind,
    type: RECORD_TYPES[record.kind],
    at: record.created_at,
    description: assignedHere ? `${record.subject === 'customer' ? 'Customer' : 'Prospect'} assigned to this user` : activityLine(record),
    person: personOf(record.subject, record.customer_id, names),
  };
}

/**
 * What a user page lists (the spec shows no content for the user profile): the appointments and events booked for
 * the user, what the user recorded about customers and prospects (notes, status, salesperson, vehicles, opt-ins),
 * and the customers and prospects assigned to the user by anyone; newest first, at most USER_ACTIVITY_LIMIT lines.
 */
export function userActivityRows(
  userId: number,
  appointments: readonly BookedAppointment[],
  records: readonly CustomerRecord[],
  names: PersonNames,
): UserActivityRow[] {
  const booked = appointments.filter((appointment) => appointment.user_id === userId).map((appointment) => appointmentRow(appointment, names));
  const recorded = records
    .filter((record) => record.user_id === userId || (record.kind === 'assign' && record.assigned_to === userId))
    .map((record) => recordRow(record, userId, names));
  return [...booked, ...recorded]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, USER_ACTIVITY_LIMIT);
}
