import { describe, expect, it } from 'vitest';
import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import { leaseKmRisk } from './leaseKmRisk.ts';

const day = (iso: string): CalendarDay => {
  const result = calendarDay(iso);
  if (!result) throw new Error(iso);
  return result;
};
const lease = { mileage: 30_000, kmAllowance: 24_000, term: 48, soldAt: day('2023-01-01'), endsAt: day('2027-01-01'), today: day('2025-01-01') };

describe('leaseKmRisk', () => {
  it('projected kilometres at the end minus the allowance over the term', () => {
    // 731 of 1,461 days: 30,000 × 1,461 ÷ 731 = 59,958.96; allowance 24,000 × 4 = 96,000: 36,041 km under
    expect(leaseKmRisk(lease)).toBe(-36_041);
  });

  it('no mileage on file or no day elapsed since the sale: unknown', () => {
    expect(leaseKmRisk({ ...lease, mileage: null })).toBeNull();
    expect(leaseKmRisk({ ...lease, today: day('2023-01-01') })).toBeNull();
  });
});
