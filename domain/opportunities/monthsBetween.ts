import type { CalendarDay } from '../deal/calendarDay.ts';

/** Whole calendar months from one day to a later one (2024-01-31 to 2024-02-29 is 0, to 2024-03-31 is 2). */
export function monthsBetween(from: CalendarDay, to: CalendarDay): number {
  return (to.year - from.year) * 12 + (to.month - from.month) - (to.day < from.day ? 1 : 0);
}
