import { describe, expect, it } from 'vitest';
import { mineCustomer } from './mineCustomer.ts';
import { buildVehicle, leaseContract, miningContext, ownedVehicle, settingsWith } from './miningFixtures.ts';
import type { MiningContext } from './miningContext.ts';

const leasingRow = (context: MiningContext) => mineCustomer(context).find((row) => row.id === 'leasing:V2') ?? null;

/** V2: a 2023 Honda CR-V EX leased new 2023-06-15 (36 × 450, 20,000 km a year), 50,000 km on file. */
const crv = (overrides: Parameters<typeof leaseContract>[0] = {}, mileage: number | null = 50_000) =>
  ownedVehicle({
    id: 'V2',
    year: 2023,
    model: 'CR-V',
    trim: 'EX',
    inservice_at: '2023-06-15',
    mileage,
    contract: leaseContract(overrides),
  });

// 2023-06-15 to 2025-06-15 is 731 days: 26 periods, 36 − 26 = 10 payments left, payout 10 × 450 = 4,500.
// Trade: 30,000 × 0.8 × 0.85 (2 years) × (1 − 0.005 × 10) (10,000 km over 40,000) = 19,380; equity 14,880.
describe('leasing opportunity', () => {
  it('a lease within 12 months of payments of its end, like equity plus the estimated km risk', () => {
    const cr = buildVehicle({
      id: 'B9',
      model: 'CR-V',
      price: 40_000,
      incentives: [
        { id: 'L36', type: 'lease', term: 36, rate: 3.6, incentive: 'rate', cash: 0, residual: 60, factor: 0.0015, program: null },
      ],
    });
    const row = leasingRow(miningContext({ vehicles: [crv()], build: [cr] }));
    expect(row).toMatchObject({
      id: 'leasing:V2',
      type: 'leasing',
      sale_type: 'lease',
      payments: 450,
      payments_left: 10,
      payments_total: 36,
      payout: 4_500,
      trade: 19_380,
      equity: 14_880,
      apr: 3.9,
      // lease end 2026-06-15
      days_out: 365,
      // 50,000 km over 731 days → 50,000 × 1,096 ÷ 731 = 74,965.80 km at the end, less 20,000 × 36 ÷ 12 = 60,000
      km_risk: 14_966,
      // lease of 40,000 with the trade 19,380 and payout 4,500: capital 25,120, residual 24,000,
      // (1,120 ÷ 36 + 64,000 × 0.0015) × 1.13 = 143.64 ≤ 495
      matches: 1,
      stock_match: 0,
      // 1 + equity + 10 months left + reachable
      rating: 4,
    });
  });

  it('a lease with more than 12 months of payments left is not yet a leasing opportunity', () => {
    // 48 months: 22 payments left
    expect(leasingRow(miningContext({ vehicles: [crv({ term: 48 })] }))).toBeNull();
  });

  it('a biweekly lease: 12 months are 26 payments', () => {
    // 36 × 26 ÷ 12 = 78 payments; 26 × 2.16666 = 56.33316 elapsed; 21.66684 left × 210 = 4,550.04
    expect(leasingRow(miningContext({ vehicles: [crv({ frequency: 'b', payment: 210 })] }))).toMatchObject({
      payments_left: 22,
      payments_total: 78,
      payout: 4_550.04,
    });
  });

  it('no mileage on file: no km risk, and the trade value assumes average kilometres', () => {
    // 30,000 × 0.68 = 20,400; equity 20,400 − 4,500 = 15,900
    expect(leasingRow(miningContext({ vehicles: [crv({}, null)] }))).toMatchObject({
      km_risk: null,
      trade: 20_400,
      equity: 15_900,
    });
  });

  it('a lease already ended is no leasing opportunity', () => {
    expect(leasingRow(miningContext({ vehicles: [crv({ term: 24 })] }))).toBeNull();
  });

  it('negative equity beyond the dealer maximum excludes the lease', () => {
    // payment 3,000: payout 30,000, equity 19,380 − 30,000 = −10,620; 50 % of 19,380 is 9,690
    const vehicles = [crv({ payment: 3_000 })];
    expect(leasingRow(miningContext({ vehicles }))).toMatchObject({ equity: -10_620 });
    expect(leasingRow(miningContext({ vehicles, settings: settingsWith({ dealsheet_negative_equity: 50 }) }))).toBeNull();
  });
});
