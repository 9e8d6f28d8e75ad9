import { describe, expect, it } from 'vitest';
import { calendarDay, type CalendarDay } from '../deal/calendarDay.ts';
import { addMonths } from './addMonths.ts';
import { isoDay } from './isoDay.ts';
import { monthsBetween } from './monthsBetween.ts';

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
  });

  it('adding months keeps the day within the month', () => {
    expect(isoDay(addMonths(day('2024-01-31'), 1))).toBe('2024-02-29');
    expect(isoDay(addMonths(day('2022-06-15'), 60))).toBe('2027-06-15');
    expect(addMonths(day('2024-11-30'), 3)).toEqual(day('2025-02-28'));
  });
});
