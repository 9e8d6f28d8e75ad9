import { describe, expect, it } from 'vitest';
import { amountOrZero } from './amountOrZero.ts';

describe('amountOrZero', () => {
  it('empty downpayment or trade counts as 0', () => {
    expect(amountOrZero(undefined)).toBe(0);
    expect(amountOrZero(null)).toBe(0);
    expect(amountOrZero(Number.NaN)).toBe(0);
    expect(amountOrZero(2500)).toBe(2500);
  });
});
