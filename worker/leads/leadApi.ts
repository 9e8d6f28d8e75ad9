import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The lead bin's part of the worker's API: its live windows and one lead, from local data. */
export type LeadApi = Pick<WorkerApi, 'subscribeLeads' | 'updateLeads' | 'lead'>;

export function createLeadApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): LeadApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeLeads: (query, callback) => subscribe(callback, (c, id) => c.leads.remove(id), (c, id) => c.leads.subscribe(id, query, callback)),
    async updateLeads(subscription, query) {
      await (await core()).leads.update(subscription, query);
    },
    async lead(id) {
      return (await core()).leads.lead(id);
    },
  };
}
