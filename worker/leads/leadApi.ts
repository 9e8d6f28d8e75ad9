import type { WorkerApi } from '../api.ts';
import { listView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The lead bin's part of the worker's API besides its list: one lead, from local data. */
export type LeadApi = Pick<WorkerApi, 'lead'>;

/** The lead bin's live windows. */
export const leadViews: ViewParts<'leads'> = { leads: listView((c) => c.leads) };

export function createLeadApi(core: () => Promise<WorkerCore>): LeadApi {
  return {
    async lead(id) {
      return (await core()).leads.lead(id);
    },
  };
}
