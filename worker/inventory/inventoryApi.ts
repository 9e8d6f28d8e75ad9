import type { WorkerApi } from '../api.ts';
import { coreSubscribe } from '../api/coreSubscribe.ts';
import type { Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The inventory part of the worker's API: the inventory lists and the vehicle pages, from local data. */
export type InventoryApi = Pick<
  WorkerApi,
  'subscribeInventory' | 'updateInventory' | 'subscribeInventoryCounts' | 'inventoryFilterOptions' | 'subscribeVehicle'
>;

export function createInventoryApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): InventoryApi {
  const subscribe = coreSubscribe(core, subscriptions);
  return {
    subscribeInventory: (query, callback) =>
      subscribe(callback, (c, id) => c.inventory.remove(id), (c, id) => c.inventory.subscribe(id, query, callback)),
    async updateInventory(subscription, query) {
      await (await core()).inventory.update(subscription, query);
    },
    subscribeInventoryCounts: (callback) =>
      subscribe(callback, (c, id) => c.inventory.remove(id), (c, id) => c.inventory.subscribeCounts(id, callback)),
    async inventoryFilterOptions(type, today) {
      return (await core()).inventory.filterOptions(type, today);
    },
    subscribeVehicle: (vehicleId, today, callback) =>
      subscribe(callback, (c, id) => c.vehiclePages.remove(id), (c, id) => c.vehiclePages.subscribe(id, vehicleId, today, callback)),
  };
}
