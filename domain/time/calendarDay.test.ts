import { describe, expect, it } from 'vitest';
import { calendarDay, isIsoDay, isoDay } from './calendarDay.ts';

describe('calendarDay', () => {
  it('reads the day of an ISO date or date-time, whatever the time of day', () => {
    expect(calendarDay('2024-01-01')).toEqual({ year: 2024, month: 1, day: 1, dayNumber: 19_723 });
    expect(calendarDay('2024-01-01 23:59:59')?.dayNumber).toBe(19_723);
    expect(calendarDay('2024-01-01T23:59:59-05:00')?.dayNumber).toBe(19_723);
  });

  it('numbers days from 1970-01-01, so a leap day sits between February 28 and March 1', () => {
    expect(calendarDay('1970-01-01')?.dayNumber).toBe(0);
    expect(calendarDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29, dayNumber: 19_782 });
    expect(calendarDay('2024-03-01')?.dayNumber).toBe(19_783);
  });

  it('numbers the days around a daylight-saving change one apart', () => {
    // Toronto's clocks went from 02:00 EST to 03:00 EDT on 2026-03-08 and back from 02:00 EDT to 01:00 EST on 2026-11-01.
    expect(calendarDay('2026-03-08')!.dayNumber - calendarDay('2026-03-07')!.dayNumber).toBe(1);
    expect(calendarDay('2026-03-09')!.dayNumber - calendarDay('2026-03-08')!.dayNumber).toBe(1);
    expect(calendarDay('2026-11-02')!.dayNumber - calendarDay('2026-11-01')!.dayNumber).toBe(1);
  });

  it('answers null for no date or an impossible one', () => {
    expect(calendarDay(null)).toBeNull();
    expect(calendarDay(undefined)).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay('2023-02-29')).toBeNull();
    expect(calendarDay('2026-04-31')).toBeNull();
    expect(calendarDay('2026-13-01')).toBeNull();
    expect(calendarDay('soon')).toBeNull();
  });
});

describe('isoDay', () => {
  it('writes a calendar day, or the day of a date, as YYYY-MM-DD', () => {
    expect(isoDay({ year: 2024, month: 2, day: 29 })).toBe('2024-02-29');
    expect(isoDay({ year: 2027, month: 6, day: 5 })).toBe('2027-06-05');
    expect(isoDay(new Date(2026, 10, 1, 23, 30))).toBe('2026-11-01');
  });
});

describe('isIsoDay', () => {
  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-02-31')).toBe(false);
    expect(isIsoDay('2031-13-01')).toBe(false);
    expect(isIsoDay('2026-11-26T00:00:00')).toBe(false);
    expect(isIsoDay('26-11-2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});
