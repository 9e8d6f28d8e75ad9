import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import { serviceDay, serviceHistoryRecord } from './serviceHistoryRecord.ts';

const record: ServiceRecord = {
  id: 'R1',
  vehicle_id: 'V1',
  customer_id: 'C1',
  ro: '88123',
  opened_at: '2024-05-31T08:10:00Z',
  completed_at: '2024-06-01T16:45:00Z',
  mileage: 41_000,
  total_parts: 180.5,
  total_labour: 240,
  total_warranty: 0,
  total_customer: 420.5,
  total: 420.5,
  service_type: 'Maintenance',
  lines: [
    { description: 'Oil and filter change', cause: 'Scheduled maintenance', op_code: '01A', declined: false },
    { description: 'Alignment', cause: '', op_code: 'DECL', declined: false },
  ],
};

const vehicle = { year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD', vin: '2T3P1RFV8MC123456', photo: 'rav4.jpg' };

describe('service history record', () => {
  it('carries the vehicle name, VIN and photo of its vehicle', () => {
    const shown = serviceHistoryRecord(record, vehicle, '');
    expect(shown).toMatchObject({ ro: '88123', vehicle_name: '2021 Toyota RAV4 XLE AWD', vin: '2T3P1RFV8MC123456', photo: 'rav4.jpg', total: 420.5 });
    expect(serviceHistoryRecord(record, null, '')).toMatchObject({ vehicle_name: '', vin: '', photo: '' });
  });
  it("marks lines declined by the dealer's declined-service op code too, and the order declined when a line is", () => {
    expect(serviceHistoryRecord(record, vehicle, '').declined).toBe(false);
    const withOpCode = serviceHistoryRecord(record, vehicle, 'DECL');
    expect(withOpCode.lines.map((line) => line.declined)).toEqual([false, true]);
    expect(withOpCode.declined).toBe(true);
  });
  it('is dated by its completion, or its opening while open', () => {
    expect(serviceDay(record)).toBe('2024-06-01');
    expect(serviceDay({ ...record, completed_at: null })).toBe('2024-05-31');
  });
});
