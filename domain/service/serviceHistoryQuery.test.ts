import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ONE_TARGET_MESSAGE, ServiceHistoryQuerySchema, VIN_MESSAGE, serviceHistoryKey } from './serviceHistoryQuery.ts';

const check = (query: Record<string, unknown>) => {
  const parsed = v.safeParse(ServiceHistoryQuerySchema, query);
  return parsed.success ? parsed.output : parsed.issues[0].message;
};

describe('service history query', () => {
  it('names exactly one of customer_id, vehicle_id or vin; the dealer token passes through', () => {
    expect(check({ customer_id: ' C100 ', token: 'dealer-a' })).toEqual({ by: 'customer_id', value: 'C100' });
    expect(check({ vehicle_id: 'V500' })).toEqual({ by: 'vehicle_id', value: 'V500' });
    expect(check({ vin: '2t3p1rfv8mc123456', vehicle_id: '' })).toEqual({ by: 'vin', value: '2T3P1RFV8MC123456' });
  });
  it('refuses none, or more than one', () => {
    expect(check({})).toBe(ONE_TARGET_MESSAGE);
    expect(check({ customer_id: '', token: 'dealer-a' })).toBe(ONE_TARGET_MESSAGE);
    expect(check({ customer_id: 'C1', vehicle_id: 'V1' })).toBe('Please name exactly one of customer_id, vehicle_id or vin.');
    expect(check({ customer_id: undefined, vehicle_id: 'V1', vin: undefined })).toEqual({ by: 'vehicle_id', value: 'V1' });
  });
  it('refuses a malformed VIN and an overlong id with what is wrong', () => {
    expect(check({ vin: '2T3P1RFV8MC12345O' })).toBe(VIN_MESSAGE);
    expect(check({ vin: 'SHORT' })).toBe(VIN_MESSAGE);
    expect(check({ customer_id: 'C'.repeat(65) })).toBe('The customer_id is too long (64 characters at most).');
  });
  it('keys a target for the cache', () => {
    expect(serviceHistoryKey({ by: 'vin', value: '2T3P1RFV8MC123456' })).toBe('vin=2T3P1RFV8MC123456');
  });
});
