import { calendarDay } from '../time/calendarDay.ts';
import { formatNumber } from '../format/numbers.ts';

/** What the age column shows when the day a vehicle was stocked is not known (spec 001 §2.6). */
export const UNKNOWN_AGE = 'NONE';

/**
 * A vehicle's age in stock: whole days from the calendar day it was stocked to today (both YYYY-MM-DD, or an ISO
 * timestamp read by its day); null when either day is not a valid date. A stock day after today counts 0.
 */
export function inventoryAge(stockedAt: string | null | undefined, today: string): number | null {
  const stocked = calendarDay(stockedAt);
  const now = calendarDay(today);
  if (!stocked || !now) return null;
  return Math.max(0, now.dayNumber - stocked.dayNumber);
}

/** The age as the list shows it: "1,204", or NONE. */
export function inventoryAgeText(age: number | null): string {
  return age === null ? UNKNOWN_AGE : formatNumber(age);
}
