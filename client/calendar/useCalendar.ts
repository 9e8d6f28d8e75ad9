import * as Comlink from 'comlink';
import { useEffect, useRef, useState } from 'react';
import type { CalendarQuery } from '../../domain/calendar/calendarView.ts';
import type { CalendarState } from '../../worker/api.ts';
import { useWorker } from '../worker/useWorker.ts';

const queryKey = (query: CalendarQuery) => JSON.stringify({ start: query.start, days: query.days, type: query.type, user: query.user });

/**
 * The calendar's days for a query, live from the worker: one subscription while mounted, updated when the query
 * changes (also when it changed before the worker answered the subscription's id). Until the new days arrive the
 * previous ones stay (the page marks them busy).
 */
export function useCalendar(query: CalendarQuery): CalendarState {
  const api = useWorker();
  const [state, setState] = useState<CalendarState>({ status: 'loading' });
  const subscription = useRef<number | null>(null);
  const latest = useRef(query);
  const sent = useRef(queryKey(query));

  useEffect(() => {
    let closed = false;
    const first = latest.current;
    sent.current = queryKey(first);
    const receive = Comlink.proxy((value: CalendarState) => {
      if (!closed) setState(value);
    });
    void api.subscribeCalendar(first, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (queryKey(latest.current) !== sent.current) {
        sent.current = queryKey(latest.current);
        void api.updateCalendar(id, latest.current);
      }
    });
    return () => {
      closed = true;
      if (subscription.current !== null) void api.unsubscribe(subscription.current);
      subscription.current = null;
    };
  }, [api]);

  const key = queryKey(query);
  useEffect(() => {
    latest.current = JSON.parse(key) as CalendarQuery;
    if (subscription.current === null || key === sent.current) return;
    sent.current = key;
    void api.updateCalendar(subscription.current, latest.current);
  }, [api, key]);

  return state;
}
