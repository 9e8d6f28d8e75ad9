import { describe, expect, it } from 'vitest';
import type { BookedAppointment } from '../calendar/appointment.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import { userActivityRows } from './userActivity.ts';

const RYAN = 7;
const DANA = 1;

const booked = (id: string, changes: Partial<BookedAppointment>): BookedAppointment => ({
  id,
  dealer: 'd',
  source: 'booked',
  customer_id: null,
  prospect_id: null,
  vehicle_id: null,
  appointment_at: '2026-11-26T07:00:00',
  appointment_type: 'General',
  status: null,
  note: '',
  user_id: RYAN,
  confirmation: false,
  created_by: DANA,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  ...changes,
});

const record = (id: string, changes: Partial<CustomerRecord>): CustomerRecord => ({
  id,
  dealer: 'd',
  subject: 'customer',
  customer_id: 'C1',
  kind: 'note',
  content: 'Called back',
  user_id: RYAN,
  created_at: '2026-11-21T15:00:00.000Z',
  updated_at: '2026-11-21T15:00:00.000Z',
  ...changes,
});

const names = { customer: (id: string) => (id === 'C1' ? 'Anne Tremblay' : null), prospect: (id: string) => (id === 'P1' ? 'Paul Prospect' : null) };

describe("a user page's activity", () => {
  it("lists the bookings for the user, the user's records and the customers assigned to them, newest first", () => {
    const rows = userActivityRows(
      RYAN,
      [
        booked('A1', { customer_id: 'C1', note: 'Test drive\nbring keys', appointment_at: '2026-11-26T14:30:00', created_at: '2026-11-22T10:00:00.000Z' }),
        booked('A2', { note: 'Staff meeting', created_at: '2026-11-19T10:00:00.000Z' }),
        booked('A3', { user_id: DANA, created_at: '2026-11-23T10:00:00.000Z' }),
      ],
      [
        record('R1', {}),
        record('R2', { user_id: DANA }),
        record('R3', { user_id: DANA, kind: 'assign', content: 'Salesperson updated', assigned_to: RYAN, subject: 'prospect', customer_id: 'P1', created_at: '2026-11-24T09:00:00.000Z' }),
        record('R4', { kind: 'status', content: 'Marked inactive', customer_id: 'C9', created_at: '2026-11-18T09:00:00.000Z' }),
      ],
      names,
    );
    expect(rows).toEqual([
      { id: 'R3', kind: 'assign', type: 'Salesperson', at: '2026-11-24T09:00:00.000Z', description: 'Prospect assigned to this user', person: { subject: 'prospect', id: 'P1', name: 'Paul Prospect' } },
      { id: 'A1', kind: 'appointment', type: 'Appointment', at: '2026-11-22T10:00:00.000Z', description: 'Booked for 2026-11-26 2:30 PM: Test drive', person: { subject: 'customer', id: 'C1', name: 'Anne Tremblay' } },
      { id: 'R1', kind: 'note', type: 'Note', at: '2026-11-21T15:00:00.000Z', description: 'Called back', person: { subject: 'customer', id: 'C1', name: 'Anne Tremblay' } },
      { id: 'A2', kind: 'event', type: 'Event', at: '2026-11-19T10:00:00.000Z', description: 'Booked for 2026-11-26 7:00 AM: Staff meeting', person: null },
      { id: 'R4', kind: 'status', type: 'Status', at: '2026-11-18T09:00:00.000Z', description: 'Marked inactive', person: null },
    ]);
  });

  it('keeps the 50 newest lines', () => {
    const records = Array.from({ length: 60 }, (_, index) => record(`R${index}`, { created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString() }));
    const rows = userActivityRows(RYAN, [], records, names);
    expect(rows).toHaveLength(50);
    expect(rows[0]!.id).toBe('R59');
    expect(rows[49]!.id).toBe('R10');
  });
});
