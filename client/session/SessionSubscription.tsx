import { useSignalSubscription } from '../worker/useSignalSubscription.ts';
import { dealerTimeZone } from './dealerTimeZone.ts';
import { sessionState } from './sessionState.ts';

/** Listens to the worker's session and the active dealer's time zone for the page's lifetime. */
export function SessionSubscription(): null {
  useSignalSubscription(sessionState, (api, callback) => api.subscribeSession(callback), 'session');
  useSignalSubscription(dealerTimeZone, (api, callback) => api.subscribeDealerTimeZone(callback), 'dealer-time-zone');
  return null;
}
