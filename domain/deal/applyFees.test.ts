import { describe, expect, it } from 'vitest';
import { applyFees } from './applyFees.ts';

const admin = { type: 'fixed', value: 499, rebate: 0, tax: 0 } as const;
const tireLevy = { type: 'fixed', value: 25, rebate: 0, tax: 1 } as const;
const loyaltyRebate = { type: 'fixed', value: 500, rebate: 1, tax: 0 } as const;
const licensing = { type: 'variable', value: 1, rebate: 0, tax: 0 } as const;

describe('applyFees', () => {
  it('a fixed fee is its value in $, a variable fee is value % of the price', () => {
    // 499 + 1 % of 30,000 = 799
    expect(applyFees([admin, licensing], 30_000).preTax).toBe(799);
  });
  it('rebate 0 is plus, 1 is minus', () => {
    // 499 − 500 + 300 = 299
    expect(applyFees([admin, loyaltyRebate, licensing], 30_000).preTax).toBe(299);
  });
  it('tax 0 pre-tax fees are taxed with the price, tax 1 post-tax fees are added after tax', () => {
    const fees = applyFees([admin, tireLevy, loyaltyRebate, licensing], 30_000);
    expect(fees.preTax).toBe(299);
    expect(fees.postTax).toBe(25);
    // finance: 299 × 1.13 + 25 = 362.87
    expect(fees.finance).toBe(362.87);
    // lease: 299 + 25 / 1.13, so the lease's × 1.13 gives back 299 × 1.13 + 25
    expect(fees.lease).toBeCloseTo(321.1238938, 6);
  });
  it('no fees add nothing', () => {
    expect(applyFees([], 30_000)).toEqual({ preTax: 0, postTax: 0, finance: 0, lease: 0 });
  });
});

describe("applyFees at a dealer's tax factor", () => {
  it('pre-tax fees are taxed by the factor, post-tax fees enter the lease divided by it', () => {
    const fees = applyFees([admin, tireLevy, loyaltyRebate, licensing], 30_000, 1.05);
    // finance: 299 × 1.05 + 25 = 313.95 + 25 = 338.95
    expect(fees.finance).toBe(338.95);
    // lease: 299 + 25 / 1.05 = 299 + 23.8095238 = 322.8095238
    expect(fees.lease).toBeCloseTo(322.8095238, 6);
  });
});
