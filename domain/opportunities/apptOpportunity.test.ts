import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import type { MiningAppointment } from './miningContext.ts';
import { cashContract, miningContext, ownedVehicle, repairOrder } from './miningFixtures.ts';

const appointment = (overrides: Partial<MiningAppointment>): MiningAppointment => ({
  id: 'A1',
  customer_id: 'C1',
  vehicle_id: 'V1',
  date: '2025-06-20T09:30:00',
  appointment_type: 'Service',
  ...overrides,
});
const apptRows = (appointments: MiningAppointment[], context = miningContext()) =>
  mineCustomer({ ...context, appointments }).filter((row) => row.type === 'appt');

describe('appt opportunity', () => {
  it('a service appointment today or later: appointment time, service total, distance, matches', () => {
    const service = [repairOrder({ total: 89.95 })];
    expect(apptRows([appointment({})], miningContext({ service }))).toMatchObject([
      {
        id: 'appt:V1',
        type: 'appt',
        appointment: true,
        appointment_at: '2025-06-20T09:30:00',
        service_total: 89.95,
        distance: 12.3,
        matches: 0,
      },
    ]);
  });

  it('the next appointment is the earliest today or later; past and sales appointments do not count', () => {
    const rows = apptRows([
      appointment({ id: 'A1' }),
      appointment({ id: 'A2', date: '2025-06-15T16:00:00' }),
      appointment({ id: 'A3', date: '2025-06-14T10:00:00' }),
      appointment({ id: 'A4', date: '2025-06-15T08:00:00', appointment_type: 'Sales' }),
      appointment({ id: 'A5', date: '2025-06-16', customer_id: 'C2' }),
    ]);
    expect(rows.map((row) => row.appointment_at)).toEqual(['2025-06-15T16:00:00']);
  });

  it('an appointment of the past only is no opportunity, and the other rows show no appointment', () => {
    const rows = mineCustomer({ ...miningContext(), appointments: [appointment({ date: '2025-06-14' })] });
    expect(rows.filter((row) => row.type === 'appt')).toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.appointment === false && row.appointment_at === null)).toBe(true);
  });

  it('an appointment that names no vehicle goes to the vehicle serviced last', () => {
    const fit = ownedVehicle({ id: 'V4', model: 'Fit', contract: cashContract() });
    const context = miningContext({
      vehicles: [ownedVehicle(), fit],
      service: [repairOrder({ vehicle_id: 'V4', opened_at: '2025-05-01', completed_at: '2025-05-01' })],
    });
    expect(apptRows([appointment({ vehicle_id: null })], context).map((row) => row.id)).toEqual(['appt:V4']);
  });
});
