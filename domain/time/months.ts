import { addMonths as addToDate, lastDayOfMonth, parseISO, startOfMonth, startOfQuarter } from 'date-fns';
import { calendarDayOf, isoDay, type CalendarDay } from './calendarDay.ts';

type Fields = Pick<CalendarDay, 'year' | 'month' | 'day'>;

/** The day a number of calendar months later, kept within the month (2024-01-31 plus 1 month is 2024-02-29). */
export function addMonths(from: Fields, months: number): CalendarDay {
  return calendarDayOf(addToDate(new Date(from.year, from.month - 1, from.day), months));
}

/**
 * Whole calendar months from one day to a later one: a month counts once its day of the month is reached (2024-01-31
 * to 2024-02-29 is 0, to 2024-03-31 is 2; date-fns' differenceInMonths would count the month end as reached).
 */
export function monthsBetween(from: Fields, to: Fields): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}

/** The first day of the month `months` months after the month of a day (negative: before), 2024-03-01. */
export function monthStart(day: string, months = 0): string {
  return isoDay(addToDate(startOfMonth(parseISO(day)), months));
}

/** The first day of the calendar quarter (January, April, July, October) of a day. */
export function quarterStart(day: string): string {
  return isoDay(startOfQuarter(parseISO(day)));
}

/** The first and last day of the month of a day (YYYY-MM-DD). */
export function monthOf(day: string): { start: string; end: string } {
  const date = parseISO(day);
  return { start: isoDay(startOfMonth(date)), end: isoDay(lastDayOfMonth(date)) };
}
