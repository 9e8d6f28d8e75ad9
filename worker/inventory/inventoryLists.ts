import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { inventoryFilterOptions, type InventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import { inventoryList } from '../../domain/inventory/inventoryList.ts';
import { inventoryCounts, type InventoryType } from '../../domain/inventory/inventoryType.ts';
import type { ListWindow } from '../api.ts';
import { createDealerDocs, type DealerDocs } from '../lists/dealerDocs.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import type { InventoryCounts, InventoryListQuery } from './inventoryQueries.ts';

type Subscriber = WindowSubscriber<InventoryListQuery, InventoryVehicleDoc>;

/** The active dealer's stock as loaded: every vehicle, those that left stock included (their pages still open). */
export type DealerStock = { dealer: string; vehicles: ReadonlyMap<string, InventoryVehicleDoc>; pulled: boolean };

/**
 * The active dealer's inventory (hundreds to a few thousand vehicles) held in memory and kept current from the
 * store's change stream: the list windows of spec 001 §2.6 (inventoryList, the rule the server's endpoint applies),
 * the tabs' counts, the filter options, and the stock the vehicle pages read.
 */
export type InventoryLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: InventoryListQuery, callback: (window: ListWindow<InventoryVehicleDoc>) => void): Promise<void>;
  update(id: number, query: InventoryListQuery): Promise<void>;
  subscribeCounts(id: number, callback: (counts: InventoryCounts) => void): Promise<void>;
  remove(id: number): void;
  filterOptions(type: InventoryType, today: string): Promise<InventoryFilterOptions>;
  /** The active dealer's stock once loaded; null without a dealer. */
  stock(): Promise<DealerStock | null>;
  /** Called after the active dealer's stock changed (or was loaded, or pulled to the end). */
  listen(listener: () => void): () => void;
  /** The inventory of a dealer was pulled from the server to the end: its empty lists are empty, not loading. */
  pulled(dealer: string): void;
  close(): void;
};


export function createInventoryLists(deps: { store: Store; local: LocalState }): InventoryLists {
  const { store, local } = deps;
  const listeners = new Set<() => void>();

  const viewOf = (current: DealerDocs<InventoryVehicleDoc>, query: InventoryListQuery): InventoryVehicleDoc[] => {
    const key = `${query.type}|${query.sort.by}|${query.sort.order}|${query.today}|${JSON.stringify(query.filter)}`;
    return keptView(current.views, key, () => inventoryList(current.docs.values(), query, query.today));
  };

  const serve = (subscriber: Subscriber) => {
    const current = active.current();
    if (!current?.ready) return;
    const rows = viewOf(current, subscriber.query);
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, rows.length === 0 && !current.pulled));
  };

  const serveCounts = (subscriber: CountSubscriber<InventoryCounts>) => {
    const current = active.current();
    if (!current?.ready) return;
    sendCounts(subscriber, inventoryCounts(current.docs.values()));
  };

  const subscribers = createListSubscribers<InventoryListQuery, InventoryVehicleDoc, InventoryCounts>(serve, serveCounts);
  const flusher = createFlushScheduler(() => {
    subscribers.serveAll();
    for (const listener of [...listeners]) listener();
  });

  const active = createDealerDocs({ store, local, collection: 'inventory', onChanged: () => flusher.schedule() });

  return {
    async setDealer(dealer) {
      await active.set(dealer);
      // A dealer kept in memory answers at once: nothing loads, so the subscribers are served here.
      flusher.schedule();
    },
    subscribe: subscribers.subscribe,
    update: subscribers.update,
    subscribeCounts: subscribers.subscribeCounts,
    remove: subscribers.remove,
    async filterOptions(type, today) {
      const current = await active.settled();
      return inventoryFilterOptions(current ? current.docs.values() : [], type, today);
    },
    async stock() {
      const current = await active.settled();
      return current ? { dealer: current.dealer, vehicles: current.docs, pulled: current.pulled } : null;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pulled(dealer) {
      if (active.pulled(dealer)) flusher.schedule();
    },
    close() {
      active.close();
      flusher.close();
      subscribers.clear();
      listeners.clear();
    },
  };
}
