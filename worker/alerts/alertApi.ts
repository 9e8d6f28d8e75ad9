import type { WorkerApi } from '../api.ts';
import { partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The alerts' part of the worker's API besides its views (docs/alerts.md): opening an alert. */
export type AlertApi = Pick<WorkerApi, 'openAlert'>;

/** The bell and the Alert History. */
export const alertViews: ViewParts<'alertBell' | 'alerts'> = {
  alertBell: partView((c) => c.alerts, (alerts, id, _query, deliver) => alerts.subscribeBell(id, deliver)),
  alerts: {
    ...partView((c) => c.alerts, (alerts, id, query, deliver) => alerts.subscribeHistory(id, query, deliver)),
    update: (c, id, query) => c.alerts.updateHistory(id, query),
  },
};

export function createAlertApi(core: () => Promise<WorkerCore>): AlertApi {
  return {
    async openAlert(id) {
      return (await core()).alerts.open(id);
    },
  };
}
