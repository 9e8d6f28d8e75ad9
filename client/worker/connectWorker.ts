import * as Comlink from 'comlink';
import type { WorkerApi } from '../../worker/api.ts';
import type { TabApi } from '../../worker/tabConnection.ts';

/**
 * The page's worker. Where the browser has Shared Workers, every tab of the origin talks to one: one session (a
 * token is refreshed once, for all tabs), one store and one sync loop, so a write in one tab shows in the others
 * at once. The tab holds a Web Lock for its lifetime, and the worker closes the tab's subscriptions when it is
 * released. Elsewhere (Chrome on Android) each tab has its own Dedicated Worker.
 */
export function connectWorker(): Comlink.Remote<WorkerApi> {
  if (typeof SharedWorker !== 'function' || !navigator.locks) {
    return Comlink.wrap<WorkerApi>(new Worker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'dealer-backoffice' }));
  }
  const worker = new SharedWorker(new URL('../../worker/main.ts', import.meta.url), { type: 'module', name: 'dealer-backoffice' });
  const api = Comlink.wrap<WorkerApi & TabApi>(worker.port);
  const lock = `tab-${crypto.randomUUID()}`;
  void navigator.locks.request(lock, () => {
    void api.tabOpened(lock);
    return new Promise<never>(() => undefined);
  });
  return api;
}
