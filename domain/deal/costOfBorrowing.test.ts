import { describe, expect, it } from 'vitest';
import { costOfBorrowing } from './costOfBorrowing.ts';

describe('costOfBorrowing', () => {
  it('is the total of payments − the amount financed, to cents', () => {
    // The Finance example biweekly: 30,835 at 4.99 % over 60 is 581.75 a month, 268.50 biweekly; 130 × 268.50 = 34,905
    expect(costOfBorrowing(34_905, 30_835, 4.99)).toBe(4_070);
  });
  it('is positive where the spec’s upgrade_cob is negative', () => {
    // 35,000 at HST 13 % = 39,550 financed, 746.18 a month: the spec's 35,000 − 746.18 × 60 = −9,770.80;
    // 344.39 biweekly × 130 = 44,770.70 − 39,550 = 5,220.70
    expect(costOfBorrowing(44_770.7, 39_550, 4.99)).toBe(5_220.7);
  });
  it('is never negative, and 0 at a 0 % rate or with nothing financed', () => {
    expect(costOfBorrowing(29_999.99, 30_000, 1.9)).toBe(0);
    // 901.81 × 36 = 32,465.16 for 32,465.00 at 0 %: the 16 cents are the payments' rounding
    expect(costOfBorrowing(32_465.16, 32_465, 0)).toBe(0);
    expect(costOfBorrowing(0, 0, 4.99)).toBe(0);
  });
});
