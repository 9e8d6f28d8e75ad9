import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OwnedVehicleSchema } from './ownedVehicle.ts';

const lease = {
  type: 'lease',
  frequency: 'm',
  term: 36,
  rate: 2.9,
  payment: 455,
  amount: 31_000,
  downpayment: 0,
  bank_name: 'Honda Financial',
  sold_at: '2023-09-01',
  residual_amount: 17_800,
  km_allowance: 16_000,
};
const vehicle = {
  id: 'V1',
  customer_id: 'C1',
  year: 2023,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  vin: '2HGFE2F59PH512345',
  mileage: 22_000,
  inservice_at: '2023-09-01',
  photo: '',
  contract: lease,
};
const firstIssue = (input: unknown) => {
  const issue = v.safeParse(OwnedVehicleSchema, input).issues?.[0];
  return issue && { path: v.getDotPath(issue), message: issue.message };
};

describe('owned vehicle', () => {
  it('a VIN must be exactly 17 characters', () => {
    expect(firstIssue({ ...vehicle, vin: '2HGFE2F59PH51234' })).toEqual({ path: 'vin', message: 'Invalid length: Expected 17 but received 16' });
    expect(firstIssue({ ...vehicle, vin: '2HGFE2F59PH5123456' })).toEqual({ path: 'vin', message: 'Invalid length: Expected 17 but received 18' });
    expect(firstIssue(vehicle)).toBeUndefined();
  });
  it('a VIN holds letters and digits other than I, O and Q, and is kept in capitals', () => {
    expect(firstIssue({ ...vehicle, vin: '2HGFE2F59PH5O2345' })?.message).toBe('Invalid format: Expected letters and digits other than I, O and Q');
    expect(v.parse(OwnedVehicleSchema, { ...vehicle, vin: ' 2hgfe2f59ph512345 ' }).vin).toBe('2HGFE2F59PH512345');
  });
  it('only a lease carries a residual amount and a km allowance', () => {
    expect(firstIssue({ ...vehicle, contract: { ...lease, type: 'finance' } })).toEqual({
      path: 'contract.residual_amount',
      message: 'Only a lease has a residual amount',
    });
    const finance = { ...lease, type: 'finance', residual_amount: null, km_allowance: null };
    expect(firstIssue({ ...vehicle, contract: finance })).toBeUndefined();
    expect(firstIssue({ ...vehicle, contract: { ...lease, km_allowance: null } })?.path).toBe('contract.km_allowance');
  });
  it('a contract pays monthly, biweekly or weekly', () => {
    expect(firstIssue({ ...vehicle, contract: { ...lease, frequency: 'q' } })).toEqual({
      path: 'contract.frequency',
      message: 'Invalid type: Expected ("m" | "b" | "w") but received "q"',
    });
  });
  it('a vehicle may have no mileage on file and no contract', () => {
    expect(firstIssue({ ...vehicle, mileage: null, contract: null })).toBeUndefined();
    expect(firstIssue({ ...vehicle, mileage: -5 })?.path).toBe('mileage');
  });
  it('dates are ISO days or timestamps', () => {
    expect(firstIssue({ ...vehicle, inservice_at: '2023-09-01T10:00:00Z' })).toBeUndefined();
    expect(firstIssue({ ...vehicle, inservice_at: '09/01/2023' })).toEqual({
      path: 'inservice_at',
      message: 'Invalid date: Expected an ISO date or timestamp but received "09/01/2023"',
    });
  });
});
