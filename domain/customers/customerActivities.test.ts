import { describe, expect, it } from 'vitest';
import type { Appointment } from '../dms/appointment.ts';
import { customerActivities, NO_RECENT_ACTIVITY } from './customerActivities.ts';

const appointment = (id: string, overrides: Partial<Appointment> = {}): Appointment => ({
  id,
  customer_id: 'c1',
  vehicle_id: null,
  appointment_at: '2025-03-10T09:30:00Z',
  appointment_type: 'Service',
  status: 'open',
  note: 'Oil change',
  ...overrides,
});

const sale = (id: string, sold_at: string, sale_type: 'finance' | 'lease' | 'cash' = 'finance', customer_id = 'c1') => ({ id, customer_id, sale_type, sold_at });

describe('customer activities', () => {
  it('lists appointments with type, date, status and note and sales with type and date, newest first', () => {
    const shaped = customerActivities(
      'c1',
      [appointment('a1'), appointment('a2', { appointment_at: '2024-11-02', appointment_type: 'Sales', status: 'missed', note: '' })],
      [sale('d1', '2025-01-20', 'lease'), sale('d2', '2025-03-10T14:00:00Z', 'cash')],
    );
    expect(shaped.rows).toEqual([
      { id: 'd2', kind: 'sale', type: 'Cash Sale', date: '2025-03-10 14:00', status: '', note: '' },
      { id: 'a1', kind: 'appointment', type: 'Service Appointment', date: '2025-03-10 09:30', status: 'Open', note: 'Oil change' },
      { id: 'd1', kind: 'sale', type: 'Lease Sale', date: '2025-01-20', status: '', note: '' },
      { id: 'a2', kind: 'appointment', type: 'Sales Appointment', date: '2024-11-02', status: 'Missed', note: '' },
    ]);
  });

  it('a day alone sorts as its midnight: before any time of the same day', () => {
    const shaped = customerActivities('c1', [appointment('a1', { appointment_at: '2025-03-10T00:10:00Z' })], [sale('d1', '2025-03-10')]);
    expect(shaped.rows.map((row) => row.id)).toEqual(['a1', 'd1']);
  });

  it("keeps only this customer's activity", () => {
    const shaped = customerActivities('c1', [appointment('a9', { customer_id: 'c2' })], [sale('d9', '2025-01-01', 'finance', 'c2')]);
    expect(shaped.rows).toEqual([]);
  });

  it("shows an appointment's DMS status", () => {
    const shaped = customerActivities('c1', [appointment('a1'), appointment('a2', { status: 'closed' })], [sale('d1', '2025-01-20')]);
    expect(shaped.rows.find((row) => row.id === 'a2')?.status).toBe('Closed');
  });

  it('has the empty text of spec 001 §8', () => {
    expect(NO_RECENT_ACTIVITY).toBe('No recent activity for this customer');
  });
});
