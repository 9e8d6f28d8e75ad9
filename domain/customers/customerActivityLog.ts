import type { SaleDeal } from '../dms/saleDeal.ts';
import { dateTimeText } from '../time/dateTimeText.ts';
import { activityLine, messageFailure } from '../outreach/outreachMessage.ts';
import { customerActivities, newestFirst, type ActivityAppointment } from './customerActivities.ts';
import type { CustomerRecord, RecordKind } from './customerRecord.ts';

/** One line of a profile's activity tab (spec 000 §2: type, date, content, user). */
export type ActivityLogRow = {
  id: string;
  kind: 'appointment' | 'sale' | RecordKind;
  type: string;
  date: string;
  content: string;
  /** Who did it: the record's author; null for what came from the DMS. */
  user_id: number | null;
  /** A message that failed (its content says why): listed, never counted. */
  failed: boolean;
};

/** The TYPE column's word for each kind of staff record. */
export const RECORD_TYPES: Record<RecordKind, string> = { note: 'Note', status: 'Status', assign: 'Salesperson', vehicle: 'Vehicle', opt_in: 'Opt-In', email: 'Email', text: 'Text' };

/**
 * The customer's activity, newest first: appointments and sales from the DMS (their status and note as the content)
 * and what staff recorded (notes, status changes, salesperson changes, vehicles, messages: a failed one saying so and
 * why), their instants shown as the day and time in `timeZone`.
 */
export function customerActivityLog(
  customerId: string,
  appointments: readonly ActivityAppointment[],
  sales: readonly Pick<SaleDeal, 'id' | 'customer_id' | 'sale_type' | 'sold_at'>[],
  records: readonly CustomerRecord[],
  timeZone: string,
): ActivityLogRow[] {
  const dms = customerActivities(customerId, appointments, sales).rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    type: row.type,
    date: row.date,
    content: [row.status, row.note].filter(Boolean).join(': '),
    user_id: null,
    failed: false,
  }));
  const recorded = records
    .filter((record) => record.customer_id === customerId)
    .map((record) => ({
      id: record.id,
      kind: record.kind,
      type: RECORD_TYPES[record.kind],
      date: dateTimeText(record.created_at, timeZone),
      content: activityLine(record),
      user_id: record.user_id,
      failed: messageFailure(record) !== null,
    }));
  return [...dms, ...recorded].sort(newestFirst);
}

/** The activity totals of spec 001 §3 (email, text, appointment, note), as the deal page and the dashboard show them. */
export type ActivityTotals = { email: number; text: number; appointment: number; note: number };

export const ACTIVITY_TOTAL_LABELS: Record<keyof ActivityTotals, string> = { email: 'EMAIL', text: 'TEXT', appointment: 'APPOINTMENTS', note: 'NOTES' };

/**
 * The totals of a customer's activity log: its e-mails, texts, appointments and notes (its other lines count in none,
 * and neither does a message that failed: it never reached the customer).
 */
export function activityLogTotals(rows: readonly Pick<ActivityLogRow, 'kind' | 'failed'>[]): ActivityTotals {
  const totals: ActivityTotals = { email: 0, text: 0, appointment: 0, note: 0 };
  for (const row of rows) {
    if (row.failed) continue;
    if (row.kind === 'email' || row.kind === 'text' || row.kind === 'appointment' || row.kind === 'note') totals[row.kind] += 1;
  }
  return totals;
}
