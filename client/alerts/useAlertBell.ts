import * as Comlink from 'comlink';
import { useState } from 'react';
import type { AlertBellState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The alerts bell's state (unread count, newest alerts, latest live arrival), kept live by the worker. */
export function useAlertBell(): AlertBellState {
  const [state, setState] = useState<AlertBellState>({ status: 'loading' });
  useSubscription((api) => api.subscribeAlertBell(Comlink.proxy(setState)), 'alert-bell');
  return state;
}
