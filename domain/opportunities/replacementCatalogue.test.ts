import { describe, expect, it } from 'vitest';
import { buildVehicle, settingsWith, stockVehicle } from './miningFixtures.ts';
import { replacementCatalogue } from './replacementCatalogue.ts';

describe('replacementCatalogue', () => {
  it('in-stock vehicles not sold, at the default 60 months 6.99 %, and build vehicles at their finance options', () => {
    const leaseOnly = buildVehicle({
      id: 'B2',
      incentives: [{ id: 'L36', type: 'lease', term: 36, rate: 3, incentive: 'rate', cash: 0, residual: 60, factor: 0.0015, program: null }],
    });
    const catalogue = replacementCatalogue({
      settings: settingsWith({}),
      inventory: [stockVehicle(), stockVehicle({ id: 'S2', deleted_at: '2025-06-01' })],
      build: [buildVehicle({ make: ' HONDA ' }), leaseOnly],
    });
    expect(catalogue.map((c) => [c.id, c.make, c.inStock, c.financeMonthly, c.leaseIncentives.length])).toEqual([
      // 24,000 × 1.13 = 27,120 at 6.99 ÷ 1200 over 60 months
      ['S1', 'honda', true, 536.88, 0],
      // 29,000 × 1.13 ÷ 60 at 0 %
      ['B1', 'honda', false, 546.17, 0],
      ['B2', 'honda', false, null, 1],
    ]);
  });

  it('a fixed dealer fee enters the finance amount taxed', () => {
    // (29,000 + 500) × 1.13 ÷ 60 = 555.58
    const settings = { ...settingsWith({}), fees: [{ name: 'Admin', type: 'fixed' as const, value: 500, rebate: 0 as const, tax: 0 as const }] };
    expect(replacementCatalogue({ settings, inventory: [], build: [buildVehicle()] })[0]?.financeMonthly).toBe(555.58);
  });
});
