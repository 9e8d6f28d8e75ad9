import { useSignalSubscription } from '../worker/useSignalSubscription.ts';
import { subscribeView } from '../worker/viewCalls.ts';
import { syncState } from './syncState.ts';

/** Listens to the worker's sync state while a signed-in shell is on screen. */
export function SyncSubscription(): null {
  useSignalSubscription(syncState, (api, callback) => subscribeView(api, 'sync', null, callback), 'sync');
  return null;
}
