import type { StoredAppointment } from './appointment.ts';
import { offeredUsers } from '../dealers/offeredUsers.ts';
import type { DealerUser } from '../dealers/dealerUsers.ts';
import { calendarEntry, entryKind, type CalendarEntry, type CalendarType } from './calendarEntry.ts';
import { addDays } from '../time/days.ts';
import { dayInWords, dayText } from '../time/dayText.ts';

/** What a calendar shows: `days` days from `start` (a week from its Sunday, or one day on a phone), a type, a user. */
export type CalendarQuery = { start: string; days: number; type: CalendarType; user: number | null };

export type CalendarDay = { date: string; label: string; entries: CalendarEntry[] };

/** The range shown and the starts of the ranges before and after it (spec 000 §3 calendar response's title). */
export type CalendarTitle = { start_date: string; end_date: string; next_date: string; previous_date: string };

export type CalendarUser = { id: number; token: string; first_name: string; last_name: string };

/** The calendar's user select: the dealer's active users, and the one chosen even if inactive (offeredUsers). */
export function calendarUsers(users: readonly DealerUser[], chosen: number | null): CalendarUser[] {
  return offeredUsers(users, [chosen]).map(({ user }) => ({ id: user.user_id, token: user.token, first_name: user.first_name, last_name: user.last_name }));
}

export type CalendarView = { dates: CalendarDay[]; title: CalendarTitle; users: CalendarUser[] };

export const NO_ENTRIES_TEXT = 'NO APPOINTMENTS OR EVENTS';

/** A day column's label: "Thu, Nov 26". */
export function dayLabel(day: string): string {
  return dayText(day, 'EEE, MMM d');
}

/** The calendar's title: "November 22 - 28, 2026", "November 29 - December 5, 2026", or one day in full. */
export function calendarTitleText(title: Pick<CalendarTitle, 'start_date' | 'end_date'>): string {
  const { start_date: start, end_date: end } = title;
  if (start === end) return dayInWords(start);
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${dayText(start, 'MMMM d, yyyy')} - ${dayText(end, 'MMMM d, yyyy')}`;
  const endText = dayText(end, start.slice(0, 7) === end.slice(0, 7) ? 'd' : 'MMMM d');
  return `${dayText(start, 'MMMM d')} - ${endText}, ${end.slice(0, 4)}`;
}

/** "Thursday, November 26, 2026 7:00 AM": a day in full and a time of it (none: the day alone), as the popups show an entry. */
export function dayAndTimeText(day: string, time: string): string {
  return time ? `${dayInWords(day)} ${time}` : dayInWords(day);
}

export function calendarTitle(query: Pick<CalendarQuery, 'start' | 'days'>): CalendarTitle {
  return {
    start_date: query.start,
    end_date: addDays(query.start, query.days - 1),
    next_date: addDays(query.start, query.days),
    previous_date: addDays(query.start, -query.days),
  };
}

/** Whether an appointment falls in the query's days and passes its type tab and user. */
export function inCalendar(appointment: StoredAppointment, query: CalendarQuery, title: CalendarTitle = calendarTitle(query)): boolean {
  const day = appointment.appointment_at.slice(0, 10);
  if (day < title.start_date || day > title.end_date) return false;
  if (query.type !== 'all' && query.type !== entryKind(appointment)) return false;
  return query.user === null || (appointment.source === 'booked' && appointment.user_id === query.user);
}

/**
 * The calendar of spec 000 §2 over the dealer's appointments: a column per day of the range, each with its entries
 * in time order (then by name); the worker and GET /calendar both answer with it.
 */
export function calendarView(
  appointments: readonly StoredAppointment[],
  query: CalendarQuery,
  names: { person(appointment: StoredAppointment): string | null; user(id: number): string | null },
  users: readonly CalendarUser[],
): CalendarView {
  const title = calendarTitle(query);
  const days = new Map<string, CalendarDay>();
  for (let offset = 0; offset < query.days; offset += 1) {
    const date = addDays(query.start, offset);
    days.set(date, { date, label: dayLabel(date), entries: [] });
  }
  for (const appointment of appointments) {
    if (!inCalendar(appointment, query, title)) continue;
    const userId = appointment.source === 'booked' ? appointment.user_id : null;
    const entry = calendarEntry(appointment, names.person(appointment), userId === null ? null : names.user(userId));
    days.get(entry.date)?.entries.push(entry);
  }
  for (const day of days.values()) {
    day.entries.sort((a, b) => a.appointment_at.localeCompare(b.appointment_at) || a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
  }
  return { dates: [...days.values()], title, users: [...users] };
}
