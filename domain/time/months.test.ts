import { describe, expect, it } from 'vitest';
import { calendarDay, isoDay, type CalendarDay } from './calendarDay.ts';
import { addMonths, monthOf, monthsBetween, monthStart, quarterStart } from './months.ts';

const day = (iso: string): CalendarDay => {
  const result = calendarDay(iso);
  if (!result) throw new Error(iso);
  return result;
};

describe('calendar months', () => {
  it('whole months between two days', () => {
    expect(monthsBetween(day('2025-03-11'), day('2025-06-15'))).toBe(3);
    expect(monthsBetween(day('2025-01-20'), day('2025-06-15'))).toBe(4);
    expect(monthsBetween(day('2024-01-31'), day('2024-02-29'))).toBe(0);
    expect(monthsBetween(day('2024-01-31'), day('2024-03-31'))).toBe(2);
    expect(monthsBetween(day('2024-02-29'), day('2025-02-28'))).toBe(11);
  });

  it('adding months keeps the day within the month', () => {
    expect(isoDay(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(isoDay(addMonths(day('2023-01-31'), 1))).toBe('2023-02-28');
    expect(isoDay(addMonths(day('2026-03-31'), 1))).toBe('2026-04-30');
    expect(isoDay(addMonths(day('2024-02-29'), 12))).toBe('2025-02-28');
    expect(isoDay(addMonths(day('2022-06-15'), 60))).toBe('2027-06-15');
    expect(isoDay(addMonths(day('2026-01-15'), -2))).toBe('2025-11-15');
    expect(addMonths(day('2024-11-30'), 3)).toEqual(day('2025-02-28'));
  });

  it('starts months and quarters', () => {
    expect(monthStart('2026-11-26')).toBe('2026-11-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthStart('2026-11-26', 2)).toBe('2027-01-01');
    expect(quarterStart('2026-11-26')).toBe('2026-10-01');
    expect(quarterStart('2026-03-31')).toBe('2026-01-01');
    expect(quarterStart('2026-04-01')).toBe('2026-04-01');
  });

  it('gives the first and last day of the month of a day, February 29 in a leap year', () => {
    expect(monthOf('2024-02-10')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthOf('2026-02-28')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthOf('2026-11-30')).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(monthOf('2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });
});
