import type { Signal } from '@preact/signals-react';
import * as Comlink from 'comlink';
import type { Remote } from 'comlink';
import type { WorkerApi } from '../../worker/api.ts';
import { useSubscription } from './useSubscription.ts';

/**
 * Keeps a signal set to what a worker subscription delivers, while the component is mounted; `accept`, when given,
 * says which deliveries may replace the signal's value.
 */
export function useSignalSubscription<T>(
  target: Signal<T>,
  subscribe: (api: Remote<WorkerApi>, callback: (value: T) => void) => Promise<number>,
  key: string,
  accept: (value: T) => boolean = () => true,
): void {
  useSubscription(
    (api) =>
      subscribe(
        api,
        Comlink.proxy((value: T) => {
          if (accept(value)) target.value = value;
        }),
      ),
    key,
  );
}
