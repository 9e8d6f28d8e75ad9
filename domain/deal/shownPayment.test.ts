import { describe, expect, it } from 'vitest';
import { equityLeftText, shownPayment } from './shownPayment.ts';

describe('shownPayment', () => {
  it('an option shows its monthly at the frequency', () => {
    // 591.19 × 12 ÷ 26 = 272.857
    expect(shownPayment({ monthly: 591.19 }, 'm')).toBe(591.19);
    expect(shownPayment({ monthly: 591.19 }, 'b')).toBe(272.86);
  });
  it('a lease below zero shows its negative payment, never 0, with the equity left over', () => {
    const below = { monthly: -1_009.22, equity_left: 32_152 };
    expect(shownPayment({ monthly: 0, below_zero: below }, 'm')).toBe(-1_009.22);
    // −1,009.22 × 12 ÷ 26 = −465.794
    expect(shownPayment({ monthly: 0, below_zero: below }, 'b')).toBe(-465.79);
    expect(equityLeftText(below)).toBe('$32,152.00 of equity left over');
  });
});
