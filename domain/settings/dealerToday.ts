import type { DealerSettings } from './dealerSettings.ts';

/** The calendar day (ISO) it is now in an IANA time zone. */
export function dayInTimeZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The calendar day (ISO) it is now at the dealer, in its configured time zone. */
export function dealerToday(settings: DealerSettings, now: Date = new Date()): string {
  return dayInTimeZone(settings.config.dealer_timezone, now);
}
