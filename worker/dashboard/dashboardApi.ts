import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The dashboard's part of the worker's API: its live views, computed from local data. */
export type DashboardApi = Pick<WorkerApi, 'subscribeDashboard' | 'updateDashboard'>;

export function createDashboardApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): DashboardApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeDashboard: (query, callback) =>
      subscribe(callback, (c, id) => c.dashboards.remove(id), (c, id) => c.dashboards.subscribe(id, query, callback)),
    async updateDashboard(subscription, query) {
      await (await core()).dashboards.update(subscription, query);
    },
  };
}
