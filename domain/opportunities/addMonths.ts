import type { CalendarDay } from '../deal/calendarDay.ts';

const DAY_MS = 86_400_000;

/** The day a number of calendar months later, kept within the month (2024-01-31 plus 1 month is 2024-02-29). */
export function addMonths(from: CalendarDay, months: number): CalendarDay {
  const index = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(from.day, new Date(Date.UTC(year, month, 0)).getUTCDate());
  return { year, month, day, dayNumber: Date.UTC(year, month - 1, day) / DAY_MS };
}
