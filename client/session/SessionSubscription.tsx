import { useEffect } from 'react';
import { useSignalSubscription } from '../worker/useSignalSubscription.ts';
import { subscribeView } from '../worker/viewCalls.ts';
import { dealerTimeZone } from './dealerTimeZone.ts';
import { keepSession } from './keptSession.ts';
import { sessionState } from './sessionState.ts';

/** Listens to the worker's session and the active dealer's time zone for the page's lifetime, and keeps the session. */
export function SessionSubscription(): null {
  // The worker's "loading" (it has not read its stored session yet) does not replace a session the page kept.
  useSignalSubscription(sessionState, (api, callback) => subscribeView(api, 'session', null, callback), 'session', (state) => state.status !== 'loading');
  useEffect(() => sessionState.subscribe(keepSession), []);
  useSignalSubscription(dealerTimeZone, (api, callback) => subscribeView(api, 'dealerTimeZone', null, callback), 'dealer-time-zone');
  return null;
}
