import { describe, expect, it } from 'vitest';
import { monthlyFromPayment } from './monthlyFromPayment.ts';

describe('monthlyFromPayment', () => {
  it('a biweekly payment is payment×26/12 a month, rounded to cents', () => {
    expect(monthlyFromPayment(250, 'b')).toBe(541.67);
  });
  it('a weekly payment is payment×52/12 a month', () => {
    expect(monthlyFromPayment(150, 'w')).toBe(650);
  });
  it('a monthly payment is itself', () => {
    expect(monthlyFromPayment(483.32, 'm')).toBe(483.32);
  });
});
