import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import { financeContract, miningContext, ownedVehicle } from './miningFixtures.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';

const warrantyRow = (vehicle: OwnedVehicle) =>
  mineCustomer(miningContext({ vehicles: [vehicle] })).find((row) => row.type === 'warranty') ?? null;

/** V3: a 2023 Honda Accord; the basic warranty is 36 months / 60,000 km from the in-service date. */
const accord = (overrides: Partial<OwnedVehicle>) =>
  ownedVehicle({ id: 'V3', year: 2023, model: 'Accord', trim: 'Sport', contract: null, ...overrides });

describe('warranty opportunity', () => {
  it('the basic warranty ends within 6 months: months and km left', () => {
    // in service 2022-10-01: ends 2025-10-01, 3 whole months after 2025-06-15; 60,000 − 41,000 = 19,000 km left
    expect(warrantyRow(accord({ inservice_at: '2022-10-01', mileage: 41_000 }))).toMatchObject({
      id: 'warranty:V3',
      type: 'warranty',
      warranty_at: '2025-10-01',
      warranty_months: 3,
      warranty_mileage: 19_000,
    });
  });

  it('the basic warranty ends within 10,000 km, even with months to go', () => {
    // in service 2024-01-15: ends 2027-01-15, 19 months away; 60,000 − 52,000 = 8,000 km left
    expect(warrantyRow(accord({ inservice_at: '2024-01-15', mileage: 52_000 }))).toMatchObject({
      warranty_months: 19,
      warranty_mileage: 8_000,
    });
  });

  it('no mileage on file: the months decide, km left unknown', () => {
    expect(warrantyRow(accord({ inservice_at: '2022-10-01', mileage: null }))).toMatchObject({
      warranty_months: 3,
      warranty_mileage: null,
    });
    expect(warrantyRow(accord({ inservice_at: '2024-01-15', mileage: null }))).toBeNull();
  });

  it('a warranty already ended, by time or by km, is no opportunity', () => {
    expect(warrantyRow(accord({ inservice_at: '2022-06-15', mileage: 30_000 }))).toBeNull();
    expect(warrantyRow(accord({ inservice_at: '2024-01-15', mileage: 61_000 }))).toBeNull();
  });

  it('without an in-service date the warranty starts at the sale of a vehicle bought new', () => {
    // sold new 2022-11-20 (model year 2023): ends 2025-11-20, 5 months away
    const contract = financeContract({ sold_at: '2022-11-20' });
    expect(warrantyRow(accord({ inservice_at: null, mileage: 30_000, contract }))).toMatchObject({
      warranty_at: '2025-11-20',
      warranty_months: 5,
    });
    // no in-service date and no sale on file: no warranty is known
    expect(warrantyRow(accord({ inservice_at: null, mileage: 59_000 }))).toBeNull();
  });
});
