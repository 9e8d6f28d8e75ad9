import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ServiceRecordSchema, isDeclinedLine } from './serviceRecord.ts';

const line = (description: string, cause = '', op_code = '', declined = false) => ({ description, cause, op_code, declined });

describe('service record', () => {
  it('a line whose description or cause contains DECLINE is declined', () => {
    expect(isDeclinedLine(line('DECLINED rear brakes'))).toBe(true);
    expect(isDeclinedLine(line('Rear brakes', 'Customer declined, will return'))).toBe(true);
    expect(isDeclinedLine(line('Rear brakes', 'Pads at 2 mm'))).toBe(false);
  });
  it('a line the DMS flags as declined stays declined', () => {
    expect(isDeclinedLine(line('Wiper blades', '', '', true))).toBe(true);
  });
  it('a line with the dealer declined-service op code is declined; no op code means none', () => {
    expect(isDeclinedLine(line('Alignment', '', 'DECL'), 'DECL')).toBe(true);
    expect(isDeclinedLine(line('Alignment', '', 'DECL'))).toBe(false);
    expect(isDeclinedLine(line('Alignment', '', ''), '')).toBe(false);
  });
  it('imported lines come out marked by the rule, and importing the output again changes nothing', () => {
    const record = v.parse(ServiceRecordSchema, {
      id: 'R1',
      vehicle_id: 'V1',
      customer_id: 'C1',
      ro: '88123',
      opened_at: '2024-05-31',
      completed_at: null,
      mileage: null,
      total_parts: 0,
      total_labour: -25,
      total_warranty: 0,
      total_customer: -25,
      total: -25,
      service_type: 'Maintenance',
      lines: [
        { description: 'Oil change', cause: '', op_code: '01A' },
        { description: 'Coolant flush', cause: 'DECLINE', op_code: '22C' },
      ],
    });
    expect(record.lines.map((entry) => entry.declined)).toEqual([false, true]);
    expect(v.parse(ServiceRecordSchema, record)).toEqual(record);
  });
});
