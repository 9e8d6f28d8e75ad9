import type { SessionState } from '../../worker/api.ts';
import { forgetKeptWindows } from '../lists/keptWindows.ts';

const KEY = 'kept-session';

/**
 * The signed-in session as the page last heard it from the worker (the user and the expiry, never a token), kept in
 * the page's storage so a reload paints the app and its last list before the worker has started (docs/store.md, "A
 * warm reload"). The worker's answer replaces it; a sign-out removes it with the kept windows.
 */
export function readKeptSession(): SessionState | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionState | null;
    return kept?.status === 'signed-in' && typeof kept.user?.dealer?.token === 'string' ? kept : null;
  } catch {
    return null;
  }
}

export function keepSession(state: SessionState): void {
  try {
    if (state.status === 'signed-in') localStorage.setItem(KEY, JSON.stringify(state));
    else if (state.status === 'signed-out') {
      localStorage.removeItem(KEY);
      forgetKeptWindows();
    }
  } catch {
    // Storage full or refused (private mode): a reload then waits for the worker, as without it.
  }
}
