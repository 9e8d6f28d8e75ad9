import type { StoredAppointment } from '../calendar/appointment.ts';
import type { Appointment } from '../dms/appointment.ts';
import { DEAL_TYPE_LABELS } from '../deal/dealConstants.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';

export const NO_RECENT_ACTIVITY = 'No recent activity for this customer';

/** The kinds of activity the DMS's data gives: appointments and sales (spec 001 §3 Activity). */
export type ActivityKind = 'appointment' | 'sale';

/** One line of the customer's activity: what happened, when, and for an appointment its status and note. */
export type CustomerActivity = {
  id: string;
  kind: ActivityKind;
  /** "Service Appointment", "Finance Sale". */
  type: string;
  /** The activity's date as recorded: the day, or the day and time (2031-09-15 09:30). */
  date: string;
  /** Open, Closed or Missed for an appointment; '' for a sale. */
  status: string;
  note: string;
};

/** What an activity line reads of an appointment, imported from the DMS or booked in the app (no status). */
export type ActivityAppointment = Pick<StoredAppointment, 'id' | 'customer_id' | 'appointment_type' | 'appointment_at' | 'status' | 'note'>;

export type CustomerActivities = { rows: CustomerActivity[] };

const STATUS: Record<Appointment['status'], string> = { open: 'Open', closed: 'Closed', missed: 'Missed' };

/**
 * A DMS date as the activity list shows it: a day as is, a timestamp as its day and hour in the DMS's own wall
 * time (the first 16 characters), as the lists show appointment times.
 */
function shownDate(value: string): string {
  return value.length > 10 ? value.slice(0, 16).replace('T', ' ') : value;
}

/** Newest first by the recorded date and time (a day alone counts as its midnight), then kind, then id. */
export function newestFirst(a: { id: string; kind: string; date: string }, b: { id: string; kind: string; date: string }): number {
  const at = (row: { date: string }) => row.date.padEnd(16, ' 00:00').slice(0, 16);
  return at(b).localeCompare(at(a)) || a.kind.localeCompare(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The customer's activity from the DMS's data: the customer's appointments with type, date, status and note, and
 * sales with type and date, newest first (customerActivityLog adds what staff recorded).
 */
export function customerActivities(
  customerId: string,
  appointments: readonly ActivityAppointment[],
  sales: readonly Pick<SaleDeal, 'id' | 'customer_id' | 'sale_type' | 'sold_at'>[],
): CustomerActivities {
  const booked = appointments
    .filter((appointment) => appointment.customer_id === customerId)
    .map((appointment) => ({
      id: appointment.id,
      kind: 'appointment' as const,
      type: `${appointment.appointment_type} Appointment`,
      date: shownDate(appointment.appointment_at),
      status: appointment.status ? STATUS[appointment.status] : '',
      note: appointment.note,
    }));
  const sold = sales
    .filter((sale) => sale.customer_id === customerId)
    .map((sale) => ({
      id: sale.id,
      kind: 'sale' as const,
      type: `${DEAL_TYPE_LABELS[sale.sale_type]} Sale`,
      date: shownDate(sale.sold_at),
      status: '',
      note: '',
    }));
  const rows: CustomerActivity[] = [...booked, ...sold].sort(newestFirst);
  return { rows };
}
