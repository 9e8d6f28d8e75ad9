import { formatISO, isExists } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';

/**
 * A calendar day: its year, month (1-12) and day of the month, and its day number (days since 1970-01-01), which
 * orders days and counts the days between them.
 */
export type CalendarDay = { year: number; month: number; day: number; dayNumber: number };

const DAY_START = /^(\d{4})-(\d{2})-(\d{2})/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The calendar day of a date's own fields (date-fns keeps a day as the local midnight that starts it). The day number
 * is counted on a UTC clock, where every day is 24 hours: calendarDay runs for each record the mining reads, and this
 * is its cheapest exact count.
 */
export function calendarDayOf(date: Date): CalendarDay {
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return { year, month, day, dayNumber: Date.UTC(year, month - 1, day) / millisecondsInDay };
}

/**
 * The calendar day of an ISO date or date-time ('2024-06-15' or '2024-06-15 10:30:00'), read from its first ten
 * characters so no time zone moves it; null when there is no valid date (2023-02-29, 2026-13-01, text).
 */
export function calendarDay(value: string | null | undefined): CalendarDay | null {
  const match = value ? DAY_START.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isExists(year, month - 1, day) ? calendarDayOf(new Date(year, month - 1, day)) : null;
}

/** A calendar day, or the day of a date-fns local date, as an ISO date: 2024-06-15. */
export function isoDay(day: Pick<CalendarDay, 'year' | 'month' | 'day'> | Date): string {
  return formatISO(day instanceof Date ? day : new Date(day.year, day.month - 1, day.day), { representation: 'date' });
}

/** Whether a text is a real calendar day written YYYY-MM-DD (not 2026-02-31, not a date-time). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && calendarDay(value) !== null;
}
