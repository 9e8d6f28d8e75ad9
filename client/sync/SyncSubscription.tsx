import * as Comlink from 'comlink';
import type { SyncState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';
import { syncState } from './syncState.ts';

/** Listens to the worker's sync state while a signed-in shell is on screen. */
export function SyncSubscription(): null {
  useSubscription(
    (api) =>
      api.subscribeSync(
        Comlink.proxy((state: SyncState) => {
          syncState.value = state;
        }),
      ),
    'sync',
  );
  return null;
}
