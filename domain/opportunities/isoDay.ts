import type { CalendarDay } from '../deal/calendarDay.ts';

/** A calendar day as an ISO date, 2024-06-15. */
export function isoDay(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}
