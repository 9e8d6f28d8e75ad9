import * as Comlink from 'comlink';
import type { SessionState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';
import { sessionState } from './sessionState.ts';

/** Listens to the worker's session for the page's lifetime. */
export function SessionSubscription(): null {
  useSubscription(
    (api) =>
      api.subscribeSession(
        Comlink.proxy((state: SessionState) => {
          sessionState.value = state;
        }),
      ),
    'session',
  );
  return null;
}
