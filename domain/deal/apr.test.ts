import { describe, expect, it } from 'vitest';
import { apr } from './apr.ts';

describe('apr', () => {
  it('solves the rate of a known amortisation: 25,000 over 60 months at 483.32 is 6.00 %', () => {
    // 25,000 × 0.005 / (1 − 1.005^−60) = 483.3200
    expect(apr({ amount: 25_000, payment: 483.32, term: 60, frequency: 'm' })).toBe(6);
  });
  it('a biweekly contract has 26 payments a year: 25,000 over 130 payments of 217.53 is 5.00 %', () => {
    // r = 0.05/26; 25,000 × r / (1 − (1 + r)^−130) = 217.5306
    expect(apr({ amount: 25_000, payment: 217.53, term: 60, frequency: 'b' })).toBe(5);
  });
  it('a weekly contract has 52 payments a year: 18,000 over 208 payments of 93.66 is 3.99 %', () => {
    expect(apr({ amount: 18_000, payment: 93.66, term: 48, frequency: 'w' })).toBe(3.99);
  });
  it('a zero rate contract (payments add up to the amount) has an APR of 0', () => {
    expect(apr({ amount: 27_120, payment: 565, term: 48, frequency: 'm' })).toBe(0);
  });
  it('no amount, payment or term has an APR of 0', () => {
    expect(apr({ amount: 0, payment: 483.32, term: 60, frequency: 'm' })).toBe(0);
    expect(apr({ amount: 25_000, payment: 0, term: 60, frequency: 'm' })).toBe(0);
    expect(apr({ amount: 25_000, payment: 483.32, term: 0, frequency: 'm' })).toBe(0);
  });
});
