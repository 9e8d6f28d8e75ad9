import { describe, expect, it } from 'vitest';
import {
  DEAL_TYPES,
  ELAPSED_PERIOD_DAYS,
  FREQUENCIES,
  PERIOD_FACTORS,
  PERIODS_PER_YEAR,
  TAX_FACTOR,
} from './dealConstants.ts';

describe('deal constants (spec 001 §2.4, §9)', () => {
  it('tax factor 1.13', () => {
    expect(TAX_FACTOR).toBe(1.13);
  });
  it('biweekly 26 a year, weekly 52 a year', () => {
    expect(PERIODS_PER_YEAR).toEqual({ m: 12, b: 26, w: 52 });
  });
  it('period factors 2.16666 and 4.33333; 28-day period for elapsed months', () => {
    expect(PERIOD_FACTORS).toEqual({ m: 1, b: 2.16666, w: 4.33333 });
    expect(ELAPSED_PERIOD_DAYS).toBe(28);
  });
  it('frequency codes m monthly, b biweekly, w weekly; deal types finance, lease, cash', () => {
    expect(FREQUENCIES).toEqual(['m', 'b', 'w']);
    expect(DEAL_TYPES).toEqual(['finance', 'lease', 'cash']);
  });
});
