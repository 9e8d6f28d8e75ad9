import type { WorkerApi } from '../api.ts';
import { listView, partView, type ViewParts } from '../api/viewApi.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The inventory part of the worker's API besides its views: a type's filter choices, from local data. */
export type InventoryApi = Pick<WorkerApi, 'inventoryFilterOptions'>;

/** The inventory lists, their tab counts and the vehicle pages, from local data. */
export const inventoryViews: ViewParts<'inventory' | 'inventoryCounts' | 'vehicle'> = {
  inventory: listView((c) => c.inventory),
  inventoryCounts: partView((c) => c.inventory, (inventory, id, _query, deliver) => inventory.subscribeCounts(id, deliver)),
  vehicle: partView((c) => c.vehiclePages, (pages, id, { vehicleId, today }, deliver) => pages.subscribe(id, vehicleId, today, deliver)),
};

export function createInventoryApi(core: () => Promise<WorkerCore>): InventoryApi {
  return {
    async inventoryFilterOptions(type, today) {
      return (await core()).inventory.filterOptions(type, today);
    },
  };
}
