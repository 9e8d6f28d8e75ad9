import type { StoredAppointment } from './appointment.ts';

/** The calendar's type tabs (spec 000 §9: all, appt, event, service). */
export const CALENDAR_TYPES = ['all', 'appt', 'event', 'service'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];
export type EntryKind = Exclude<CalendarType, 'all'>;

export type EntryTag = 'Open' | 'Missed' | 'Closed' | 'APPT' | 'EVENT';

export const NO_NOTE_TEXT = 'No Note / Description Provided';
export const UNKNOWN_USER_TEXT = 'Unknown';

/** One entry of a calendar day, with everything its line and its popup show (spec 000 §2 calendar). */
export type CalendarEntry = {
  id: string;
  kind: EntryKind;
  /** The popup's title: Appointment, Event or Service Appointment. */
  title: 'Appointment' | 'Event' | 'Service Appointment';
  tag: EntryTag;
  /** The type shown on the line: Appt or Event for General entries, otherwise the DMS type (Service, Sales, Delivery). */
  type_label: string;
  /** The customer's or prospect's name; for an event, its note's first line, or Event. */
  name: string;
  date: string;
  /** "7:00 AM". */
  time: string;
  /** The dealer's wall time, "2026-11-26T07:00:00". */
  appointment_at: string;
  customer_id: string | null;
  prospect_id: string | null;
  user_id: number | null;
  /** The user's name, or Unknown. */
  user_name: string;
  note: string;
  /** The note, or No Note / Description Provided. */
  description: string;
  /** A DMS entry's status (Open, Closed, Missed); null for an entry booked here. */
  service_status: string | null;
  /** Only entries booked here can be edited or deleted: service (DMS) entries cannot (spec 000 §6). */
  editable: boolean;
};

const STATUS_TAGS = { open: 'Open', missed: 'Missed', closed: 'Closed' } as const;

const withPerson = (appointment: StoredAppointment) => appointment.customer_id !== null || (appointment.source === 'booked' && appointment.prospect_id !== null);

/** Which tab shows it: SERVICE for Service appointments, APPT with a customer or prospect, otherwise EVENT. */
export function entryKind(appointment: StoredAppointment): EntryKind {
  if (appointment.appointment_type === 'Service') return 'service';
  return withPerson(appointment) ? 'appt' : 'event';
}

/** Spec 000 §4: Open, Missed or Closed by the entry's flag; otherwise APPT with a customer, EVENT without. */
export function entryTag(appointment: StoredAppointment): EntryTag {
  if (appointment.status) return STATUS_TAGS[appointment.status];
  return withPerson(appointment) ? 'APPT' : 'EVENT';
}

/** General entries show as Appt with a customer and as Event without (spec 000 §4); other types by their name. */
export function entryTypeLabel(appointment: StoredAppointment): string {
  if (appointment.appointment_type !== 'General') return appointment.appointment_type;
  return withPerson(appointment) ? 'Appt' : 'Event';
}

/** "07:00" or "19:30" of a wall time as the calendar shows it: "7:00 AM", "7:30 PM". */
export function clockText(wallTime: string): string {
  const hour = Number(wallTime.slice(11, 13));
  const minute = wallTime.slice(14, 16) || '00';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

const TITLES = { appt: 'Appointment', event: 'Event', service: 'Service Appointment' } as const;

/** The calendar entry of an appointment, given the person's name and the user's name as the local data has them. */
export function calendarEntry(appointment: StoredAppointment, personName: string | null, userName: string | null): CalendarEntry {
  const kind = entryKind(appointment);
  const booked = appointment.source === 'booked';
  const note = appointment.note.trim();
  const dated = appointment.appointment_at.length > 10;
  return {
    id: appointment.id,
    kind,
    title: TITLES[kind],
    tag: entryTag(appointment),
    type_label: entryTypeLabel(appointment),
    name: personName ?? (withPerson(appointment) ? UNKNOWN_USER_TEXT : note.split('\n')[0]!.slice(0, 60) || 'Event'),
    date: appointment.appointment_at.slice(0, 10),
    time: dated ? clockText(appointment.appointment_at) : '',
    appointment_at: appointment.appointment_at,
    customer_id: appointment.customer_id,
    prospect_id: booked ? appointment.prospect_id : null,
    user_id: booked ? appointment.user_id : null,
    user_name: userName ?? UNKNOWN_USER_TEXT,
    note,
    description: note || NO_NOTE_TEXT,
    service_status: appointment.status ? STATUS_TAGS[appointment.status] : null,
    editable: booked,
  };
}

/** A customer's or prospect's name on the calendar: "First Last", or the business name. */
export function calendarPersonName(person: { type?: string; first_name: string; last_name: string; full_name?: string }): string {
  if (person.type === 'B' && person.full_name) return person.full_name;
  return [person.first_name, person.last_name].filter(Boolean).join(' ') || person.full_name || '';
}
