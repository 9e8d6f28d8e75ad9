import type { Remote } from 'comlink';
import type { WorkerApi } from '../../worker/api.ts';
import type { ViewName, ViewQuery, ViewValue } from '../../worker/views.ts';

/** The worker's view calls with their type parameters, which Comlink's Remote type drops from a generic method. */
type ViewCalls = Pick<WorkerApi, 'subscribe' | 'update'>;

/** Opens a worker view (api.subscribe) typed by its name: its query and the values it delivers. */
export function subscribeView<K extends ViewName>(api: Remote<WorkerApi>, view: K, query: ViewQuery<K>, callback: (value: ViewValue<K>) => void): Promise<number> {
  return (api as unknown as ViewCalls).subscribe(view, query, callback);
}

/** Changes a live view's query (api.update) typed by its name. */
export function updateView<K extends ViewName>(api: Remote<WorkerApi>, subscription: number, view: K, query: ViewQuery<K>): Promise<void> {
  return (api as unknown as ViewCalls).update(subscription, view, query);
}
