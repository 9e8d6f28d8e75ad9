import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The calendar's part of the worker's API: its live views and one entry, from local data. */
export type CalendarApi = Pick<WorkerApi, 'subscribeCalendar' | 'updateCalendar' | 'appointment'>;

export function createCalendarApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): CalendarApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeCalendar: (query, callback) =>
      subscribe(callback, (c, id) => c.calendars.remove(id), (c, id) => c.calendars.subscribe(id, query, callback)),
    async updateCalendar(subscription, query) {
      await (await core()).calendars.update(subscription, query);
    },
    async appointment(id) {
      return (await core()).calendars.appointment(id);
    },
  };
}
