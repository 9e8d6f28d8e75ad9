import { addDays as addToDate, differenceInCalendarDays, parseISO, startOfWeek } from 'date-fns';
import { isoDay } from './calendarDay.ts';

// Days written YYYY-MM-DD, counted on the calendar: parseISO reads each as the local midnight that starts it, and
// date-fns counts in calendar fields, so no time zone or daylight-saving change moves a day.

/** The day a number of days after (negative: before) a day. */
export function addDays(day: string, days: number): string {
  return isoDay(addToDate(parseISO(day), days));
}

/** How many days from one day to another: 0 for the same day, negative when `end` comes first. */
export function daysBetween(start: string, end: string): number {
  return differenceInCalendarDays(parseISO(end), parseISO(start));
}

/** The Sunday a week starts on, for any day of it (weeks run Sunday to Saturday, as North American calendars do). */
export function weekStart(day: string): string {
  return isoDay(startOfWeek(parseISO(day), { weekStartsOn: 0 }));
}
