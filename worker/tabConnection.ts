import * as Comlink from 'comlink';
import type { WorkerApi } from './api.ts';
import { pageCalls } from './store/giveWay.ts';

/** What a tab adds to the API when the worker is shared: it names the Web Lock it holds for as long as it lives. */
export type TabApi = {
  /** The worker waits for `lock`; once the tab is gone (the lock released), the tab's subscriptions are closed. */
  tabOpened(lock: string): void;
};

type Locks = { request(name: string, callback: () => Promise<void>): Promise<void> };

/**
 * Exposes the one API of a shared worker to one tab's port: the subscriptions the tab opens are remembered, so a
 * tab that closes without unsubscribing (a closed window never does) leaves nothing running; no tab closes the
 * store of the others.
 */
export function exposeToTab(api: WorkerApi, port: MessagePort, locks: Locks): void {
  const open = new Set<number>();
  const closeAll = async () => {
    const ids = [...open];
    open.clear();
    for (const id of ids) await api.unsubscribe(id);
  };
  const forTab = new Proxy(api, {
    get(target, key, receiver) {
      if (key === 'tabOpened') return (lock: string) => void locks.request(lock, closeAll);
      if (key === 'unsubscribe') {
        return async (id: number) => {
          open.delete(id);
          await target.unsubscribe(id);
        };
      }
      if (key === 'close') return async () => undefined;
      const member: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || !key.startsWith('subscribe') || typeof member !== 'function') return member;
      return async (...args: unknown[]) => {
        const id = (await member.apply(target, args)) as number;
        open.add(id);
        return id;
      };
    },
  });
  // Every call of the tab makes the store's background reads give way for a moment (store/giveWay.ts).
  port.addEventListener('message', () => pageCalls.called());
  Comlink.expose(forTab, port);
}
