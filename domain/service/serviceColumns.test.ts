import { describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import { DECLINED_SERVICE, NO_SERVICE_HISTORY, serviceColumns } from './serviceColumns.ts';

const SERVICE_COLUMNS = serviceColumns('canada');
import { serviceHistoryRecord } from './serviceHistoryRecord.ts';
import { SERVICE_SORTS } from './serviceSort.ts';

const record: ServiceRecord = {
  id: 'R1',
  vehicle_id: 'V1',
  customer_id: 'C1',
  ro: '88123',
  opened_at: '2024-05-31T08:10:00Z',
  completed_at: null,
  mileage: 41_250,
  total_parts: 1180.5,
  total_labour: 240,
  total_warranty: 0,
  total_customer: -25,
  total: 1395.5,
  service_type: 'Maintenance',
  lines: [],
};
const shown = serviceHistoryRecord(record, { year: 2021, make: 'Toyota', model: 'RAV4', trim: 'LE', vin: '2T3P1RFV8MC123456', photo: '' }, '');

describe('service history columns', () => {
  it('are the spec columns in order: date, RO number, vehicle, mileage, parts, labour, warranty pay, customer pay, total', () => {
    expect(SERVICE_COLUMNS.map((column) => column.header)).toEqual([
      'DATE',
      'RO NUMBER',
      'VEHICLE',
      'MILEAGE',
      'PARTS',
      'LABOUR',
      'WARRANTY PAY',
      'CUSTOMER PAY',
      'TOTAL',
    ]);
    expect(SERVICE_COLUMNS.map((column) => column.key)).toEqual([...SERVICE_SORTS]);
  });
  it('show the day, amounts in dollars with separators and mileage in KM', () => {
    expect(SERVICE_COLUMNS.map((column) => column.text(shown))).toEqual([
      '2024-05-31',
      '88123',
      '2021 Toyota RAV4 LE',
      '41,250 KM',
      '$1,180.50',
      '$240.00',
      '$0.00',
      '-$25.00',
      '$1,395.50',
    ]);
    expect(SERVICE_COLUMNS[3]?.text({ ...shown, mileage: null })).toBe('');
  });
  it('show the mileage in miles for a us dealer: 41,250 km is 25,632 MI', () => {
    expect(serviceColumns('us')[3]?.text(shown)).toBe('25,632 MI');
  });
  it('has the spec texts', () => {
    expect(NO_SERVICE_HISTORY).toBe('No service history for this customer');
    expect(DECLINED_SERVICE).toBe('Declined Service');
  });
});
