import type { DealerSettings } from './dealerSettings.ts';

/** The calendar day (ISO) it is now at the dealer, in its configured time zone. */
export function dealerToday(settings: DealerSettings, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: settings.config.dealer_timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
