import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import { buildVehicle, miningContext, ownedVehicle, repairOrder } from './miningFixtures.ts';
import type { MiningContext } from './miningContext.ts';

const conquestRow = (context: MiningContext) => mineCustomer(context).find((row) => row.type === 'conquest') ?? null;

/** V5: a 2020 Toyota Corolla LE in service 2020-06-15, 100,000 km, no contract on file, serviced here once. */
const corolla = ownedVehicle({
  id: 'V5',
  year: 2020,
  make: 'Toyota',
  model: 'Corolla',
  trim: 'LE',
  inservice_at: '2020-06-15',
  mileage: 100_000,
  contract: null,
});
const visit = repairOrder({ vehicle_id: 'V5', opened_at: '2025-01-20', completed_at: '2025-01-20', mileage: 95_000, total: 300 });

describe('conquest opportunity', () => {
  it('a vehicle of another make than the dealer brand, serviced here: serviced date, service total, trade', () => {
    // no contract, no Corolla in the build catalogue: 45,000 when new; 5 years: 45,000 × 0.8 × 0.85⁴ = 18,792.23
    expect(conquestRow(miningContext({ vehicles: [corolla], service: [visit] }))).toMatchObject({
      id: 'conquest:V5',
      type: 'conquest',
      vehicle_name: '2020 Toyota Corolla LE',
      sale_type: null,
      stock_type: null,
      serviced_at: '2025-01-20',
      service_months: 4,
      service_total: 300,
      service_ro_total: 1,
      trade: 18_792,
      equity: 18_792,
      rating: 5,
    });
  });

  it('without a contract the price when new is the newest build catalogue entry of the make and model', () => {
    const build = [
      buildVehicle({ id: 'T1', make: 'Toyota', model: 'Corolla', year: 2025, price: 27_000 }),
      buildVehicle({ id: 'T2', make: 'TOYOTA', model: 'corolla', year: 2026, price: 28_000 }),
    ];
    // 28,000 × 0.8 × 0.85⁴ = 11,692.94
    expect(conquestRow(miningContext({ vehicles: [corolla], service: [visit], build }))?.trade).toBe(11_693);
  });

  it('a vehicle of the dealer brand (in any case) is no conquest', () => {
    const honda = { ...corolla, make: 'HONDA' };
    expect(conquestRow(miningContext({ vehicles: [honda], service: [visit] }))).toBeNull();
  });

  it('a vehicle of another make never serviced here is no conquest', () => {
    expect(conquestRow(miningContext({ vehicles: [corolla] }))).toBeNull();
  });
});
