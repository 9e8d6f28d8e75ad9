import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import type { Queryable } from '../db/database.ts';
import { createDealerCache } from '../lists/dealerCache.ts';

/** Dealers whose stock stays in memory: the ones asked for last. */
const CACHED_DEALERS = 4;

/**
 * A dealer's inventory (every vehicle, those that left stock included), held in memory while the dealer's latest
 * inventory seq is the same: hundreds to a few thousand documents, read whole again when one changes.
 */
export type DealerInventory = { of(dealer: string): Promise<InventoryVehicle[]> };

export function createDealerInventory(db: Queryable): DealerInventory {
  const cache = createDealerCache<InventoryVehicle[]>(CACHED_DEALERS);
  return {
    async of(dealer) {
      const [row] = await db.query<{ version: number | string | null }>('SELECT max(seq) AS version FROM inventory WHERE dealer = $1', [dealer]);
      return cache.get(dealer, String(row?.version ?? 0), async () => {
        const rows = await db.query<{ doc: InventoryVehicle }>('SELECT doc FROM inventory WHERE dealer = $1 AND NOT deleted', [dealer]);
        return rows.map((stored) => stored.doc);
      });
    },
  };
}
