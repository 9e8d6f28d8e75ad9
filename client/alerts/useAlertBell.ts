import type { AlertBellState } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** The alerts bell's state (unread count, newest alerts, latest live arrival), kept live by the worker. */
export function useAlertBell(): AlertBellState {
  return useView('alertBell', null) ?? { status: 'loading' };
}
