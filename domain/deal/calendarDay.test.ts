import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendarDay.ts';

describe('calendarDay', () => {
  it('reads the day of an ISO date or date-time, whatever the time of day', () => {
    expect(calendarDay('2024-01-01')).toEqual({ year: 2024, month: 1, day: 1, dayNumber: 19_723 });
    expect(calendarDay('2024-01-01 23:59:59')?.dayNumber).toBe(19_723);
    expect(calendarDay('2024-01-01T23:59:59-05:00')?.dayNumber).toBe(19_723);
  });
  it('answers null for no date or an impossible one', () => {
    expect(calendarDay(null)).toBeNull();
    expect(calendarDay(undefined)).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('soon')).toBeNull();
  });
});
