import { COLLECTIONS } from '../../domain/events/collections.ts';
import { removeAlerts } from '../alerts/alertCache.ts';
import { dashboardSnapshotKey } from '../dashboard/dashboardSnapshots.ts';
import { SNAPSHOT_LISTS, windowSnapshotKey } from '../lists/windowSnapshots.ts';
import { removePosition } from '../sync/checkpoints.ts';
import type { Store } from './database.ts';
import { removeDealerDocs } from './docWrites.ts';
import type { LocalState } from './localState.ts';
import { removeServiceHistory } from './serviceHistoryCache.ts';
import type { WriteLock } from './writeLock.ts';

const HELD_KEY = 'dealers';
const OWNER_KEY = 'owner';

/** Which dealers' data the local store holds, and whose: removes a dealer's data when access to it ends. */
export type DealerData = {
  /** Keeps only these dealers' data (the user's dealers), removing the rest. */
  keepOnly(tokens: string[]): Promise<string[]>;
  /** A different user signing in starts from an empty store. */
  claimFor(userId: number): Promise<void>;
};

export function createDealerData(store: Store, local: LocalState, lock: WriteLock): DealerData {
  const remove = async (dealer: string) => {
    await removeDealerDocs(store, dealer);
    for (const collection of COLLECTIONS) await removePosition(local, dealer, collection);
    for (const list of SNAPSHOT_LISTS) await local.remove(windowSnapshotKey(list, dealer));
    await local.remove(dashboardSnapshotKey(dealer));
    await removeServiceHistory(local, dealer);
    await removeAlerts(local, dealer);
  };
  const heldDealers = async (): Promise<string[]> => {
    const held = new Set(await local.read<string[]>(HELD_KEY));
    for (const collection of [...Object.values(store.replicated), store.outbox, store.chunks]) {
      const docs = await collection.find().exec();
      for (const doc of docs) held.add(doc.get('dealer') as string);
    }
    return [...held];
  };
  return {
    keepOnly: (tokens) =>
      lock.run(async () => {
        const held = (await local.read<string[]>(HELD_KEY)) ?? [];
        const gone = held.filter((token) => !tokens.includes(token));
        for (const dealer of gone) await remove(dealer);
        await local.write(HELD_KEY, tokens);
        return gone;
      }),
    claimFor: (userId) =>
      lock.run(async () => {
        const owner = await local.read<number>(OWNER_KEY);
        if (owner !== null && owner !== userId) {
          for (const dealer of await heldDealers()) await remove(dealer);
        }
        await local.write(OWNER_KEY, userId);
      }),
  };
}
