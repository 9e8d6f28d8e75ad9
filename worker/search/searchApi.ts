import type { WorkerApi } from '../api.ts';
import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The global search's part of the worker's API besides its views: warming its data. */
export type SearchApi = Pick<WorkerApi, 'warmSearch'>;

/** A tab's rows for a term and every tab's count, from local data. */
export const searchViews: ViewParts<'search' | 'searchCounts'> = {
  search: listView((c) => c.search),
  searchCounts: partView((c) => c.search, (search, id, term, deliver) => search.subscribeCounts(id, term, deliver)),
};

export function createSearchApi(core: () => Promise<WorkerCore>): SearchApi {
  return {
    async warmSearch() {
      (await core()).search.warm();
    },
  };
}
