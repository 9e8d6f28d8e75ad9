import { describe, expect, it } from 'vitest';
import { paymentsForFrequency } from './paymentsForFrequency.ts';

describe('paymentsForFrequency', () => {
  it('biweekly = monthly×12/26, rounded to cents', () => {
    expect(paymentsForFrequency(650, 'b')).toBe(300);
    expect(paymentsForFrequency(591.19, 'b')).toBe(272.86);
  });
  it('weekly = monthly×12/52, rounded to cents', () => {
    expect(paymentsForFrequency(650, 'w')).toBe(150);
    expect(paymentsForFrequency(591.19, 'w')).toBe(136.43);
  });
  it('monthly stays the monthly, rounded to cents', () => {
    expect(paymentsForFrequency(581.753, 'm')).toBe(581.75);
  });
});
