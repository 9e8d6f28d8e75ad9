import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The alerts' part of the worker's API (docs/alerts.md): the bell, the Alert History, opening an alert. */
export type AlertApi = Pick<WorkerApi, 'subscribeAlertBell' | 'subscribeAlerts' | 'updateAlerts' | 'openAlert'>;

export function createAlertApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): AlertApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeAlertBell: (callback) =>
      subscribe(callback, (c, id) => c.alerts.remove(id), async (c, id) => c.alerts.subscribeBell(id, callback)),
    subscribeAlerts: (query, callback) =>
      subscribe(callback, (c, id) => c.alerts.remove(id), (c, id) => c.alerts.subscribeHistory(id, query, callback)),
    async updateAlerts(subscription, query) {
      await (await core()).alerts.updateHistory(subscription, query);
    },
    async openAlert(id) {
      return (await core()).alerts.open(id);
    },
  };
}
