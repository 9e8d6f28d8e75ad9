import type { DealerSettings } from './dealerSettings.ts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (ISO) it is now in an IANA time zone (a format is made once per zone: making one costs ~1 ms). */
export function dayInTimeZone(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day (ISO) it is now at the dealer, in its configured time zone. */
export function dealerToday(settings: DealerSettings, now: Date = new Date()): string {
  return dayInTimeZone(settings.config.dealer_timezone, now);
}
