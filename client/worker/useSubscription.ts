import { useEffect } from 'react';
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../worker/api.ts';
import { useWorker } from './useWorker.ts';

/**
 * Opens a worker subscription while the component is mounted and while `key` stays the same, and always
 * releases it: also when the component unmounts before the worker has answered the subscription id.
 */
export function useSubscription(subscribe: (api: Remote<WorkerApi>) => Promise<number>, key: string): void {
  const api = useWorker();
  useEffect(() => {
    let closed = false;
    let id: number | null = null;
    void subscribe(api).then((subscription) => {
      if (closed) void api.unsubscribe(subscription);
      else id = subscription;
    });
    return () => {
      closed = true;
      if (id !== null) void api.unsubscribe(id);
    };
    // Keyed by `key` alone: a new `subscribe` closure on every render must not resubscribe.
  }, [api, key]);
}
