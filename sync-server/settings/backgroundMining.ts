import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { loggableError } from '../http/loggableError.ts';
import { mineAfterSettings } from './mineAfterSettings.ts';

export type BackgroundMining = {
  /** Mines the dealer again after the current run, if one is going; at once otherwise. Never waits. */
  request(store: EventStore, dealer: string): void;
  /** Resolves once no run is going or asked for (tests; the server before it closes its database). */
  idle(): Promise<void>;
};

/**
 * Mining after a settings save (mineAfterSettings: only what the change asks), once the push that asked for it has
 * answered: at the scale dealer a run of everyone takes tens of seconds, which a push must not wait for. Its changes reach every list through sync page by page as it appends them. One run
 * per dealer at a time; saves during a run ask for one more after it (not one per save), which then reads the latest
 * settings.
 */
export function createBackgroundMining(db: Database, report: (message: string) => void = console.error): BackgroundMining {
  const running = new Map<string, Promise<void>>();
  const again = new Map<string, EventStore>();

  const run = (store: EventStore, dealer: string): Promise<void> => {
    const done = mineAfterSettings(db, store, dealer)
      .then(() => undefined)
      .catch((error: unknown) => report(`mining dealer ${dealer} after its settings were saved failed: ${loggableError(error)}`))
      .finally(() => {
        running.delete(dealer);
        const next = again.get(dealer);
        again.delete(dealer);
        if (next) running.set(dealer, run(next, dealer));
      });
    return done;
  };

  return {
    request(store, dealer) {
      if (running.has(dealer)) again.set(dealer, store);
      else running.set(dealer, run(store, dealer));
    },
    async idle() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
