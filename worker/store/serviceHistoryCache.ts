import type { ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import type { LocalState } from './localState.ts';
import type { WriteLock } from './writeLock.ts';

/** One saved answer of GET /service: the repair orders and when the server gave them. */
export type SavedServiceHistory = { records: ServiceHistoryRecord[]; savedAt: string };

/** Answers kept per dealer, the most recently fetched; older ones are removed as new ones come. */
const KEPT_ANSWERS = 100;

const indexKey = (dealer: string) => `service-history|${dealer}`;
const answerKey = (dealer: string, key: string) => `service-history|${dealer}|${key}`;

/**
 * Removes every saved service history of a dealer (with the dealer's data, worker/store/dealerData.ts): the index
 * names the answers kept.
 */
export async function removeServiceHistory(local: LocalState, dealer: string): Promise<void> {
  for (const key of (await local.read<string[]>(indexKey(dealer))) ?? []) await local.remove(answerKey(dealer, key));
  await local.remove(indexKey(dealer));
}

/**
 * The service histories fetched from the server, kept as local documents (one per dealer and query, plus an index
 * per dealer of the queries kept, newest first), so the deal and vehicle pages show them again off line. Repair
 * orders are not replicated (BROWSER_COLLECTIONS): this is a copy of answers, not a collection.
 */
export type ServiceHistoryCache = {
  read(dealer: string, key: string): Promise<SavedServiceHistory | null>;
  /**
   * Saves an answer under the store's write lock, so it never lands after the dealer's data was removed: a dealer
   * the signed-in user no longer has (`holds`) is not written.
   */
  save(dealer: string, key: string, saved: SavedServiceHistory): Promise<void>;
};

export type ServiceHistoryCacheOptions = { local: LocalState; lock: WriteLock; holds: (dealer: string) => boolean };

export function createServiceHistoryCache({ local, lock, holds }: ServiceHistoryCacheOptions): ServiceHistoryCache {
  /** The saves not yet written, per answer: a read waits for the one of its key. */
  const pending = new Map<string, Promise<void>>();
  return {
    async read(dealer, key) {
      await pending.get(answerKey(dealer, key));
      return local.read<SavedServiceHistory>(answerKey(dealer, key));
    },
    save(dealer, key, saved) {
      const name = answerKey(dealer, key);
      const write = lock.run(async () => {
        if (!holds(dealer)) return;
        const kept = [key, ...((await local.read<string[]>(indexKey(dealer))) ?? []).filter((other) => other !== key)];
        for (const dropped of kept.splice(KEPT_ANSWERS)) await local.remove(answerKey(dealer, dropped));
        await local.write(name, saved);
        await local.write(indexKey(dealer), kept);
      });
      const done: Promise<void> = write
        .catch(() => undefined)
        .then(() => {
          if (pending.get(name) === done) pending.delete(name);
        });
      pending.set(name, done);
      return write;
    },
  };
}
