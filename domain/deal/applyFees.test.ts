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
  it('tax 0 fees are summed as pre-tax, tax 1 fees as post-tax', () => {
    expect(applyFees([admin, tireLevy, loyaltyRebate, licensing], 30_000)).toEqual({ preTax: 299, postTax: 25 });
  });
  it('sums to cents', () => {
    // 1 % of 32,999.99 = 329.9999 → 330.00
    expect(applyFees([licensing], 32_999.99)).toEqual({ preTax: 330, postTax: 0 });
  });
  it('no fees add nothing', () => {
    expect(applyFees([], 30_000)).toEqual({ preTax: 0, postTax: 0 });
  });
});
