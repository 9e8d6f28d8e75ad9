/**
 * The calendar day of an ISO date or date-time ('2024-06-15' or '2024-06-15 10:30:00'), read from its first ten
 * characters so no time zone moves it; null when there is no valid date.
 */
export type CalendarDay = { year: number; month: number; day: number; dayNumber: number };

const isoDay = /^(\d{4})-(\d{2})-(\d{2})/;

export function calendarDay(value: string | null | undefined): CalendarDay | null {
  const match = value ? isoDay.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day, dayNumber: time / 86_400_000 };
}
