import type { WorkerApi } from '../api.ts';
import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { WorkerCore } from '../workerCore.ts';

/** The inventory part of the worker's API: the inventory lists and the vehicle pages, from local data. */
export type InventoryApi = Pick<
  WorkerApi,
  'subscribeInventory' | 'updateInventory' | 'subscribeInventoryCounts' | 'inventoryFilterOptions' | 'subscribeVehicle'
>;

export function createInventoryApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions): InventoryApi {
  /** A subscription whose stop removes it and releases the page's callback. */
  const subscribe = async <C>(callback: C, remove: (c: WorkerCore, id: number) => void, start: (c: WorkerCore, id: number) => Promise<void>) => {
    const c = await core();
    const id = subscriptions.add(() => {
      remove(c, id);
      releaseCallback(callback);
    });
    await start(c, id);
    return id;
  };
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
