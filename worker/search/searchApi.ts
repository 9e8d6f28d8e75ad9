import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The global search's part of the worker's API: live windows and tab counts for a term, from local data. */
export type SearchApi = Pick<WorkerApi, 'subscribeSearch' | 'updateSearch' | 'subscribeSearchCounts' | 'warmSearch'>;

export function createSearchApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): SearchApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeSearch: (query, callback) => subscribe(callback, (c, id) => c.search.remove(id), (c, id) => c.search.subscribe(id, query, callback)),
    async updateSearch(subscription, query) {
      await (await core()).search.update(subscription, query);
    },
    subscribeSearchCounts: (term, callback) =>
      subscribe(callback, (c, id) => c.search.remove(id), (c, id) => c.search.subscribeCounts(id, term, callback)),
    async warmSearch() {
      (await core()).search.warm();
    },
  };
}
