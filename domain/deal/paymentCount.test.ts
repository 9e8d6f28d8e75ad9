import { describe, expect, it } from 'vitest';
import { paymentCount } from './paymentCount.ts';

describe('paymentCount', () => {
  it('is term × payments a year / 12', () => {
    expect(paymentCount(60, 'm')).toBe(60);
    // 60 × 26 / 12 = 130; 60 × 52 / 12 = 260
    expect(paymentCount(60, 'b')).toBe(130);
    expect(paymentCount(60, 'w')).toBe(260);
  });
  it('keeps the fraction of a term that is no whole number of fortnights', () => {
    // 40 × 26 / 12 = 86.666…
    expect(paymentCount(40, 'b')).toBeCloseTo(86.6667, 4);
  });
});
