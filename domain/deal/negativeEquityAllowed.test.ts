import { describe, expect, it } from 'vitest';
import { negativeEquityAllowed } from './negativeEquityAllowed.ts';

describe('negativeEquityAllowed', () => {
  it('negative equity up to dealsheet_negative_equity % of the trade value is allowed', () => {
    // 20 % of 10,000 = 2,000
    expect(negativeEquityAllowed(-2_000, 10_000, 20)).toBe(true);
  });
  it('negative equity beyond the maximum excludes the opportunity', () => {
    expect(negativeEquityAllowed(-2_000.01, 10_000, 20)).toBe(false);
  });
  it('positive or zero equity is always allowed', () => {
    expect(negativeEquityAllowed(500, 10_000, 0)).toBe(true);
    expect(negativeEquityAllowed(0, 0, 0)).toBe(true);
  });
  it('a maximum of 0 allows no negative equity', () => {
    expect(negativeEquityAllowed(-1, 10_000, 0)).toBe(false);
  });
});
