import type { Alert } from '../../domain/alerts/alert.ts';
import type { LocalState } from '../store/localState.ts';
import type { WriteLock } from '../store/writeLock.ts';

/** The signed-in user's alerts of one dealer as the server last answered them (GET /platform/{userToken}/alerts). */
export type SavedAlerts = { alerts: Alert[]; count: number; savedAt: string };

const alertsKey = (dealer: string) => `alerts|${dealer}`;
const openedKey = (dealer: string) => `alerts-opened|${dealer}`;

/** Removes a dealer's saved alerts and its opened alerts not yet posted (with the dealer's data, worker/store/dealerData.ts). */
export async function removeAlerts(local: LocalState, dealer: string): Promise<void> {
  await local.remove(alertsKey(dealer));
  await local.remove(openedKey(dealer));
}

/**
 * The user's alerts kept on the device per dealer (docs/alerts.md), so the bell and the Alert History answer at
 * once and off line, and the ids of alerts opened here whose clear the server has not recorded yet (posted when back
 * on line). Alerts are not replicated: this is a copy of the server's answer, not a collection. Writes run under
 * the store's write lock and skip a dealer the signed-in user no longer has (`holds`), so nothing lands after the
 * dealer's data was removed.
 */
export type AlertCache = {
  read(dealer: string): Promise<SavedAlerts | null>;
  opened(dealer: string): Promise<number[]>;
  save(dealer: string, saved: SavedAlerts): Promise<void>;
  saveOpened(dealer: string, ids: readonly number[]): Promise<void>;
};

export function createAlertCache(deps: { local: LocalState; lock: WriteLock; holds: (dealer: string) => boolean }): AlertCache {
  const { local, lock, holds } = deps;
  const write = (dealer: string, key: string, value: unknown) =>
    lock.run(async () => {
      if (holds(dealer)) await local.write(key, value);
    });
  return {
    read: (dealer) => local.read<SavedAlerts>(alertsKey(dealer)),
    opened: async (dealer) => (await local.read<number[]>(openedKey(dealer))) ?? [],
    save: (dealer, saved) => write(dealer, alertsKey(dealer), saved),
    saveOpened: (dealer, ids) => write(dealer, openedKey(dealer), [...ids]),
  };
}
