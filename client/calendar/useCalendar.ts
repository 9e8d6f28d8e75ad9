import type { CalendarQuery } from '../../domain/calendar/calendarView.ts';
import type { CalendarState } from '../../worker/api.ts';
import { useQuerySubscription, type QueryView } from '../worker/useQuerySubscription.ts';

const queryKey = (query: CalendarQuery) => JSON.stringify({ start: query.start, days: query.days, type: query.type, user: query.user });

const CALENDAR_VIEW: QueryView<'calendar'> = { view: 'calendar', key: queryKey };

const LOADING: CalendarState = { status: 'loading' };

/** The calendar's days for a query, live from the worker; until the new days arrive the previous ones stay (the page marks them busy). */
export function useCalendar(query: CalendarQuery): CalendarState {
  return useQuerySubscription(CALENDAR_VIEW, query, LOADING);
}
