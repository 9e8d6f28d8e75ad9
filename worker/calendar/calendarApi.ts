import type { WorkerApi } from '../api.ts';
import { listView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The calendar's part of the worker's API besides its views: one entry, from local data. */
export type CalendarApi = Pick<WorkerApi, 'appointment'>;

/** The calendar's live views, a query (range, type tab, user) changed as a list's is. */
export const calendarViews: ViewParts<'calendar'> = { calendar: listView((c) => c.calendars) };

export function createCalendarApi(core: () => Promise<WorkerCore>): CalendarApi {
  return {
    async appointment(id) {
      return (await core()).calendars.appointment(id);
    },
  };
}
