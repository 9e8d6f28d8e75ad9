import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import { cashContract, financeContract, miningContext, ownedVehicle, repairOrder } from './miningFixtures.ts';
import type { MiningContext } from './miningContext.ts';

const cashRow = (context: MiningContext) => mineCustomer(context).find((row) => row.id === 'cash:V4') ?? null;

/** V4: a 2018 Honda Fit bought new for cash 2018-06-15 (22,600 = 20,000 before tax), 140,000 km. */
const fit = (contract = cashContract()) =>
  ownedVehicle({ id: 'V4', year: 2018, model: 'Fit', trim: 'LX', inservice_at: '2018-06-15', mileage: 140_000, contract });

const visits = [
  repairOrder({ id: 'RO1', vehicle_id: 'V4', opened_at: '2025-03-10', completed_at: '2025-03-11', mileage: 136_000, total: 450.25 }),
  repairOrder({ id: 'RO2', vehicle_id: 'V4', opened_at: '2024-09-01', completed_at: '2024-09-01', mileage: 128_000, total: 120.5 }),
];

describe('cash opportunity', () => {
  it('a vehicle bought for cash and serviced here: serviced date, service total, equity = trade value', () => {
    // 7 years: 20,000 × 0.8 × 0.85⁶ = 6,034.39 → 6,034 (140,000 km is the average for 7 years); no payout
    expect(cashRow(miningContext({ vehicles: [fit()], service: visits }))).toMatchObject({
      id: 'cash:V4',
      type: 'cash',
      sale_type: 'cash',
      frequency: null,
      payments: 0,
      payments_left: 0,
      payout: 0,
      trade: 6_034,
      equity: 6_034,
      apr: 0,
      days_out: null,
      // the last visit completed 2025-03-11; 450.25 + 120.50
      serviced_at: '2025-03-11',
      service_months: 3,
      service_total: 570.75,
      service_ro_total: 2,
      service_type: 'Maintenance',
      service_active: true,
      // 3 months and 4,000 km since the last visit: nothing due
      badges: { risk: false, new: false, declined: false, due: false, recall: false },
      // equity, nothing owed, a visit within 12 months, reachable
      rating: 5,
    });
  });

  it('a finance contract already paid off counts as owned outright', () => {
    const contract = financeContract({ sold_at: '2018-06-15', term: 48, amount: 21_350, downpayment: 1_250 });
    // price (21,350 + 1,250) ÷ 1.13 = 20,000: the same trade as a cash sale
    expect(cashRow(miningContext({ vehicles: [fit(contract)], service: visits }))).toMatchObject({
      sale_type: 'finance',
      payout: 0,
      payments_left: 0,
      equity: 6_034,
    });
  });

  it('a cash vehicle never serviced here is not a cash opportunity', () => {
    expect(cashRow(miningContext({ vehicles: [fit()] }))).toBeNull();
  });

  it('a vehicle with no contract on file is not known to be owned outright', () => {
    expect(cashRow(miningContext({ vehicles: [{ ...fit(), contract: null }], service: visits }))).toBeNull();
  });
});
