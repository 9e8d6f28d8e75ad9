import { format, parseISO } from 'date-fns';

/**
 * A calendar day (YYYY-MM-DD) in words by a date-fns pattern, in US English: dayText('2026-11-26', 'EEE, MMM d') is
 * "Thu, Nov 26". The day is read as written: no time zone moves it.
 */
export function dayText(day: string, pattern: string): string {
  return format(parseISO(day), pattern);
}

/** A day in full, as the calendar's one-day title, its popups and the confirmation e-mail say it: "Thursday, November 26, 2026". */
export function dayInWords(day: string): string {
  return dayText(day, 'EEEE, MMMM d, yyyy');
}
