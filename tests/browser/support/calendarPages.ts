import type { Locator, Page } from 'playwright-core';

const DAY_MS = 86_400_000;

/** The day (ISO) it is in a time zone, `offset` days from today there. */
export function dayAt(timeZone: string, offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** A time zone's offset from UTC in minutes at about an instant (its wall time read as UTC is close enough). */
export function utcOffsetMinutes(timeZone: string, instant: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(Date.parse(instant)).find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** A calendar day column, found by its label ("Thu, Nov 26"). */
export function calendarDay(page: Page, day: string): Locator {
  const label = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }).format(Date.parse(`${day}T00:00:00Z`));
  return page.getByRole('region', { name: label, exact: true });
}

/** An entry of a day column: its button reads tag, name, type and time. */
export function entryButton(column: Locator, name: RegExp): Locator {
  return column.getByRole('button', { name });
}

/** The appointment and event form, by its popup's title. */
export function bookingForm(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}
