import { CALENDAR_TYPES, type CalendarType } from '../../domain/calendar/calendarEntry.ts';
import { isIsoDay } from '../../domain/time/calendarDay.ts';

/** What /calendar's query string keeps: the day shown (its week on a wide screen), the type tab, the user. */
export type CalendarUrl = { date: string | null; type: CalendarType; user: number | null };

/** The calendar shown: the address's values with its day filled in (the dealer's today when it names none). */
export type CalendarPlace = Omit<CalendarUrl, 'date'> & { date: string };

export const CALENDAR_PATH = '/calendar';

/**
 * Reads ?date=YYYY-MM-DD&type=appt&user=12; ?booked={date} (where a saved booking sends the user, spec 000 route
 * table) opens that date's week too. No date means the dealer's today.
 */
export function readCalendarUrl(query: URLSearchParams): CalendarUrl {
  const type = query.get('type');
  const user = Number(query.get('user') ?? '');
  return {
    date: [query.get('booked'), query.get('date')].find((day) => day !== null && isIsoDay(day)) ?? null,
    type: CALENDAR_TYPES.find((known) => known === type) ?? 'all',
    user: query.get('user') !== null && Number.isSafeInteger(user) && user > 0 ? user : null,
  };
}

/** The canonical query string: the date always, the type and user only when not ALL and All Users. */
export function writeCalendarUrl(url: CalendarPlace): string {
  const query = new URLSearchParams({ date: url.date });
  if (url.type !== 'all') query.set('type', url.type);
  if (url.user !== null) query.set('user', String(url.user));
  return query.toString();
}

export function calendarHref(url: CalendarPlace): string {
  return `${CALENDAR_PATH}?${writeCalendarUrl(url)}`;
}
