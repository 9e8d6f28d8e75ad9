import type { WorkerApi } from '../api.ts';
import { listView, partView, type ViewParts } from './viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The list part of the worker's API besides its views: filter options and one customer, from memory. */
export type ListApi = Pick<WorkerApi, 'customerFilterOptions' | 'customer' | 'opportunityFirstWindows' | 'opportunityFilterOptions' | 'soldFilterOptions'>;

/** The views of the lists of the core: live windows and counts, served from memory. */
export const listViews: ViewParts<'customers' | 'customerCounts' | 'dealerUsers' | 'dealerTimeZone' | 'opportunities' | 'opportunityCounts' | 'sold'> = {
  customers: listView((c) => c.customers),
  customerCounts: partView((c) => c.customers, (customers, id, filter, deliver) => customers.subscribeCounts(id, filter, deliver)),
  dealerUsers: partView((c) => c.users, (users, id, _query, deliver) => users.subscribe(id, deliver)),
  dealerTimeZone: partView((c) => c.users, (users, id, _query, deliver) => users.subscribeTimeZone(id, deliver)),
  opportunities: listView((c) => c.opportunities),
  opportunityCounts: partView((c) => c.opportunities, (opportunities, id, _query, deliver) => opportunities.subscribeCounts(id, deliver)),
  sold: listView((c) => c.sold),
};

/**
 * Points every part of the core at a dealer (null: none). Resolves once the customers and users are loaded; the
 * opportunity and sold lists answer their subscribers from snapshots, then from their rows once loaded (seconds at
 * 100,000).
 */
export async function setListsDealer(c: WorkerCore, dealer: string | null): Promise<void> {
  // A load still reading when the worker closes meets a closed collection (RxDB's COL21): not a failure to report.
  await c.parts.setDealer(dealer, (error) => {
    if ((error as { code?: unknown } | null)?.code !== 'COL21') console.error('loading a list failed', error);
  });
}

export function createListApi(core: () => Promise<WorkerCore>): ListApi {
  return {
    async customerFilterOptions(type) {
      return (await core()).customers.filterOptions(type);
    },
    async customer(id) {
      return (await core()).customers.customer(id);
    },
    async opportunityFirstWindows(views, limit) {
      return (await core()).opportunities.firstWindows(views, limit);
    },
    async opportunityFilterOptions(type) {
      const c = await core();
      const brand = c.sessions.current()?.user.dealer.brand ?? '';
      return c.opportunities.filterOptions(type, { brand, userName: (id) => c.users.userName(id) });
    },
    async soldFilterOptions() {
      return (await core()).sold.filterOptions();
    },
  };
}
