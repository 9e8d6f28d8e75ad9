import * as Comlink from 'comlink';
import type { SessionState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';
import { dealerTimeZone } from './dealerTimeZone.ts';
import { sessionState } from './sessionState.ts';

/** Listens to the worker's session and the active dealer's time zone for the page's lifetime. */
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
  useSubscription(
    (api) =>
      api.subscribeDealerTimeZone(
        Comlink.proxy((timeZone: string) => {
          dealerTimeZone.value = timeZone;
        }),
      ),
    'dealer-time-zone',
  );
  return null;
}
