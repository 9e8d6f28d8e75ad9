import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** Starts a subscription of the core under a new id; resolves to the id once the first answer is under way. */
export type CoreSubscribe = <C>(
  callback: C,
  remove: (c: WorkerCore, id: number) => void,
  start: (c: WorkerCore, id: number) => Promise<void>,
) => Promise<number>;

/** Subscriptions whose stop removes them from their part of the core and releases the page's callback. */
export function coreSubscribe(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): CoreSubscribe {
  return async (callback, remove, start) => {
    const c = await core();
    const id = subscriptions.add(() => {
      remove(c, id);
      releaseCallback(callback);
    });
    await start(c, id);
    return id;
  };
}
