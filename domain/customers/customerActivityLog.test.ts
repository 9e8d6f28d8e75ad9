import { describe, expect, it } from 'vitest';
import { activityLogTotals, customerActivityLog } from './customerActivityLog.ts';
import type { CustomerRecord } from './customerRecord.ts';

const record = (id: string, kind: CustomerRecord['kind'], content: string, created_at: string, customer_id = 'c1'): CustomerRecord => ({
  id,
  dealer: 'D1',
  subject: 'customer',
  customer_id,
  kind,
  content,
  user_id: 4,
  created_at,
  updated_at: created_at,
});

describe('customer activity log', () => {
  it('merges DMS appointments and sales with notes and changes, newest first, instants in the time zone', () => {
    const rows = customerActivityLog(
      'c1',
      [{ id: 'a1', customer_id: 'c1', appointment_at: '2025-03-10T09:30:00Z', appointment_type: 'Service', status: 'open', note: 'Oil change' }],
      [{ id: 'd1', customer_id: 'c1', sale_type: 'lease', sold_at: '2025-01-20' }],
      [
        record('n1', 'note', 'Wants a quote', '2025-03-11T15:05:00.000Z'),
        record('l1', 'status', 'Marked inactive', '2025-02-01T05:00:00.000Z'),
        record('n9', 'note', 'Someone else', '2025-04-01T00:00:00.000Z', 'c2'),
      ],
      'America/Toronto',
    );
    expect(rows).toEqual([
      { id: 'n1', kind: 'note', type: 'Note', date: '2025-03-11 11:05', content: 'Wants a quote', user_id: 4 },
      { id: 'a1', kind: 'appointment', type: 'Service Appointment', date: '2025-03-10 09:30', content: 'Open: Oil change', user_id: null },
      { id: 'l1', kind: 'status', type: 'Status', date: '2025-02-01 00:00', content: 'Marked inactive', user_id: 4 },
      { id: 'd1', kind: 'sale', type: 'Lease Sale', date: '2025-01-20', content: '', user_id: null },
    ]);
  });
});

describe('activity totals (spec 001 §3: email, text, appointment, note)', () => {
  it('counts the e-mails, texts, appointments and notes of a log; sales and the log of changes count in none', () => {
    const kinds = ['email', 'email', 'text', 'appointment', 'appointment', 'appointment', 'note', 'sale', 'status', 'assign', 'vehicle', 'opt_in'] as const;
    expect(activityLogTotals(kinds.map((kind) => ({ kind })))).toEqual({ email: 2, text: 1, appointment: 3, note: 1 });
    expect(activityLogTotals([])).toEqual({ email: 0, text: 0, appointment: 0, note: 0 });
  });
});
