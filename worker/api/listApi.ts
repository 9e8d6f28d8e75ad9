import type { WorkerApi } from '../api.ts';
import type { Subscriptions } from '../subscriptions.ts';
import { coreSubscribe } from './coreSubscribe.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The list part of the worker's API: live windows and counts, served from memory by the lists of the core. */
export type ListApi = Pick<
  WorkerApi,
  | 'subscribeCustomers'
  | 'updateCustomers'
  | 'subscribeCustomerCounts'
  | 'customerFilterOptions'
  | 'subscribeDealerUsers'
  | 'subscribeDealerTimeZone'
  | 'customer'
  | 'subscribeOpportunities'
  | 'updateOpportunities'
  | 'opportunityFirstWindows'
  | 'subscribeOpportunityCounts'
  | 'opportunityFilterOptions'
  | 'subscribeSold'
  | 'updateSold'
  | 'soldFilterOptions'
>;

/**
 * Points every list at a dealer (null: none). Resolves once the customers and users are loaded; the opportunity
 * and sold lists answer their subscribers from snapshots, then from their rows once loaded (seconds at 100,000).
 */
export async function setListsDealer(c: WorkerCore, dealer: string | null): Promise<void> {
  // A load still reading when the worker closes meets a closed collection (RxDB's COL21): not a failure to report.
  const report = (error: unknown) => {
    if ((error as { code?: unknown } | null)?.code !== 'COL21') console.error('loading a list failed', error);
  };
  void c.opportunities.setDealer(dealer).catch(report);
  void c.sold.setDealer(dealer).catch(report);
  c.deals.setDealer(dealer);
  c.profiles.setDealer(dealer);
  c.prospects.setDealer(dealer);
  void c.inventory.setDealer(dealer).catch(report);
  void c.leads.setDealer(dealer).catch(report);
  void c.calendars.setDealer(dealer).catch(report);
  void c.dashboards.setDealer(dealer).catch(report);
  await Promise.all([c.customers.setDealer(dealer), c.users.setDealer(dealer)]);
}

export function createListApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): ListApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeCustomers: (query, callback) =>
      subscribe(callback, (c, id) => c.customers.remove(id), (c, id) => c.customers.subscribe(id, query, callback)),
    async updateCustomers(subscription, query) {
      await (await core()).customers.update(subscription, query);
    },
    subscribeCustomerCounts: (filter, callback) =>
      subscribe(callback, (c, id) => c.customers.remove(id), (c, id) => c.customers.subscribeCounts(id, filter, callback)),
    async customerFilterOptions(type) {
      return (await core()).customers.filterOptions(type);
    },
    subscribeDealerUsers: (callback) => subscribe(callback, (c, id) => c.users.remove(id), (c, id) => c.users.subscribe(id, callback)),
    subscribeDealerTimeZone: (callback) =>
      subscribe(callback, (c, id) => c.users.remove(id), (c, id) => c.users.subscribeTimeZone(id, callback)),
    async customer(id) {
      return (await core()).customers.customer(id);
    },
    subscribeOpportunities: (query, callback) =>
      subscribe(callback, (c, id) => c.opportunities.remove(id), (c, id) => c.opportunities.subscribe(id, query, callback)),
    async updateOpportunities(subscription, query) {
      await (await core()).opportunities.update(subscription, query);
    },
    async opportunityFirstWindows(views, limit) {
      return (await core()).opportunities.firstWindows(views, limit);
    },
    subscribeOpportunityCounts: (callback) =>
      subscribe(callback, (c, id) => c.opportunities.remove(id), (c, id) => c.opportunities.subscribeCounts(id, callback)),
    async opportunityFilterOptions(type) {
      const c = await core();
      const brand = c.sessions.current()?.user.dealer.brand ?? '';
      return c.opportunities.filterOptions(type, { brand, userName: (id) => c.users.userName(id) });
    },
    subscribeSold: (query, callback) => subscribe(callback, (c, id) => c.sold.remove(id), (c, id) => c.sold.subscribe(id, query, callback)),
    async updateSold(subscription, query) {
      await (await core()).sold.update(subscription, query);
    },
    async soldFilterOptions() {
      return (await core()).sold.filterOptions();
    },
  };
}
