import type { Subscription } from 'rxjs';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import { compareSold, soldFilterOptions, soldPredicate, type SoldFilterOptions } from '../../domain/soldOpportunities/soldList.ts';
import { soldOpportunity, type SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { ListWindow, SoldListQuery } from '../api.ts';
import type { Store } from '../store/database.ts';
import type { DocBulk } from '../store/docStore.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';
import { createActiveDealer } from './activeDealer.ts';
import type { CustomerIndex } from '../../domain/customers/customerIndex.ts';
import type { CustomerLists } from './customerLists.ts';
import type { DealerUserList } from './dealerUserList.ts';
import { createFlushScheduler } from './flushScheduler.ts';
import { keptView } from './keptView.ts';
import { createListSubscribers } from './listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from './liveWindow.ts';

type Subscriber = WindowSubscriber<SoldListQuery, SoldOpportunity>;

export type SoldListsDeps = {
  store: Store;
  local: LocalState;
  customers: Pick<CustomerLists, 'index'>;
  users: Pick<DealerUserList, 'userName' | 'listen'>;
  /** The sold rows changed (the sold tab's count). */
  onChange: () => void;
};

/**
 * The active dealer's sold opportunities (the sales that closed one), served from memory: the deals with an
 * opportunity, joined by soldOpportunity() with the customer index, the vehicles those deals name (read by id)
 * and the users' names; joined again after any change of deals, customers, vehicles or users. The last dealers
 * shown stay in memory and current (activeDealer.ts), so switching back does not read their sales again.
 */
export type SoldLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: SoldListQuery, callback: (window: ListWindow<SoldOpportunity>) => void): Promise<void>;
  update(id: number, query: SoldListQuery): Promise<void>;
  remove(id: number): void;
  filterOptions(): Promise<SoldFilterOptions>;
  /** The sold rows of the active dealer, null until they are loaded. */
  count(): number | null;
  /**
   * Every sale of a dealer held in memory, closing an opportunity or not (the dashboard's statistics), null until
   * loaded; the same array until its deals change.
   */
  sales(dealer: string): readonly SaleDeal[] | null;
  /** The deals of a dealer were pulled from the server: its lists may leave their loading state. */
  pulled(dealer: string): void;
  close(): void;
};

type Vehicle = Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'trim' | 'photo'>;

type DealerSold = {
  dealer: string;
  loaded: Promise<void>;
  ready: boolean;
  pulled: boolean;
  /** Every sale of the dealer; the rows are made of those that closed an opportunity. */
  deals: Map<string, SaleDeal>;
  sales: SaleDeal[] | null;
  /** Deals changed by the change stream while the first load ran: their loaded state is older. */
  touched: Set<string>;
  vehicles: Map<string, Vehicle>;
  customers: CustomerIndex | null;
  rows: SoldOpportunity[] | null;
  views: Map<string, SoldOpportunity[]>;
};

export function createSoldLists(deps: SoldListsDeps): SoldLists {
  const { store, local } = deps;

  /** The vehicles a sold row shows: none for a sale that closed no opportunity (it has no row). */
  const vehicleIds = (deal: SaleDeal) =>
    deal.opportunity_id === null ? [] : deal.trade_vehicle_id === null ? [deal.vehicle_id] : [deal.vehicle_id, deal.trade_vehicle_id];

  /** Reads the vehicles the deals name that are not held yet (those held came later from the change stream). */
  const fetchVehicles = async (sold: DealerSold, deals: Iterable<SaleDeal>) => {
    const missing = new Set<string>();
    for (const deal of deals) for (const id of vehicleIds(deal)) if (!sold.vehicles.has(id)) missing.add(id);
    if (missing.size === 0) return;
    for (const vehicle of await store.docs.byIds('vehicles', sold.dealer, missing)) {
      if (!sold.vehicles.has(vehicle.id)) sold.vehicles.set(vehicle.id, vehicle);
    }
  };

  const rowsOf = (sold: DealerSold): SoldOpportunity[] => {
    if (!sold.rows) {
      const customers = sold.customers;
      const lookups = {
        customer: (id: string) => customers?.get(id),
        vehicle: (id: string) => sold.vehicles.get(id),
        userName: (id: number) => deps.users.userName(id),
      };
      const rows: SoldOpportunity[] = [];
      for (const deal of sold.deals.values()) {
        const row = soldOpportunity(deal, lookups);
        if (row) rows.push(row);
      }
      sold.rows = rows;
    }
    return sold.rows;
  };

  const viewOf = (sold: DealerSold, query: SoldListQuery): SoldOpportunity[] => {
    const key = `${query.sort.by}|${query.sort.order}|${JSON.stringify(query.filter)}`;
    return keptView(sold.views, key, () => rowsOf(sold).filter(soldPredicate(query.filter)).sort(compareSold(query.sort)));
  };

  const serve = (subscriber: Subscriber) => {
    const sold = active.current();
    if (!sold?.ready) return;
    const rows = viewOf(sold, subscriber.query);
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, rows.length === 0 && !sold.pulled));
  };

  const subscribers = createListSubscribers<SoldListQuery, SoldOpportunity>(serve);
  const flusher = createFlushScheduler(() => {
    subscribers.serveAll();
    deps.onChange();
  });

  /** The join is made again when next asked, and the subscribers are answered a frame later. */
  const stale = (sold: DealerSold) => {
    sold.rows = null;
    sold.views.clear();
    if (sold.ready) flusher.schedule();
  };

  const load = async (sold: DealerSold) => {
    const [docs, position, customers] = await Promise.all([
      store.docs.all('deals', sold.dealer),
      readPosition(local, sold.dealer, 'deals'),
      deps.customers.index(sold.dealer),
    ]);
    sold.pulled ||= position?.caughtUp === true;
    sold.customers = customers;
    for (const doc of docs) {
      if (!sold.touched.has(doc.id)) sold.deals.set(doc.id, doc);
    }
    sold.touched.clear();
    sold.sales = null;
    await fetchVehicles(sold, sold.deals.values());
    sold.ready = true;
    stale(sold);
  };

  const active = createActiveDealer<DealerSold>(
    (dealer) => ({
      dealer,
      loaded: Promise.resolve(),
      ready: false,
      pulled: false,
      deals: new Map(),
      sales: null,
      touched: new Set(),
      vehicles: new Map(),
      customers: null,
      rows: null,
      views: new Map(),
    }),
    load,
  );

  const onDeals = (bulk: DocBulk<'deals'>) => {
    for (const sold of active.kept()) if (sold.dealer === bulk.dealer) onDealsOf(sold, bulk.changes);
  };

  const onDealsOf = (sold: DealerSold, changes: DocBulk<'deals'>['changes']) => {
    const added: SaleDeal[] = [];
    for (const { id, doc } of changes) {
      if (!sold.ready) sold.touched.add(id);
      if (!doc) sold.deals.delete(id);
      else {
        sold.deals.set(id, doc);
        added.push(doc);
      }
    }
    sold.sales = null;
    void fetchVehicles(sold, added)
      .catch(() => undefined)
      .then(() => stale(sold));
  };

  const onVehicles = (bulk: DocBulk<'vehicles'>) => {
    for (const sold of active.kept()) if (sold.dealer === bulk.dealer) onVehiclesOf(sold, bulk.changes);
  };

  const onVehiclesOf = (sold: DealerSold, changes: DocBulk<'vehicles'>['changes']) => {
    const named = new Set<string>();
    for (const deal of sold.deals.values()) for (const id of vehicleIds(deal)) named.add(id);
    let changed = false;
    for (const { id, doc } of changes) {
      if (!named.has(id)) continue;
      if (!doc) sold.vehicles.delete(id);
      else sold.vehicles.set(id, doc);
      changed = true;
    }
    if (changed) stale(sold);
  };

  const onOwnDealer = (bulk: DocBulk) => {
    for (const sold of active.kept()) if (sold.dealer === bulk.dealer) stale(sold);
  };

  const streams: Subscription[] = [
    store.docs.changes('deals').subscribe(onDeals),
    store.docs.changes('vehicles').subscribe(onVehicles),
    store.docs.changes('customers').subscribe(onOwnDealer),
  ];
  const stopUsers = deps.users.listen(() => {
    for (const sold of active.kept()) stale(sold);
  });

  return {
    async setDealer(dealer) {
      await active.set(dealer);
      // A dealer kept in memory answers at once: nothing loads, so the subscribers are served here.
      flusher.schedule();
    },
    subscribe: subscribers.subscribe,
    update: subscribers.update,
    remove: subscribers.remove,
    async filterOptions() {
      const sold = await active.settled();
      return soldFilterOptions(sold ? rowsOf(sold) : []);
    },
    count() {
      const sold = active.current();
      return sold?.ready ? rowsOf(sold).length : null;
    },
    sales(dealer) {
      const sold = [...active.kept()].find((kept) => kept.dealer === dealer);
      if (!sold?.ready) return null;
      sold.sales ??= [...sold.deals.values()];
      return sold.sales;
    },
    pulled(dealer) {
      if (active.pulled(dealer)) flusher.schedule();
    },
    close() {
      for (const stream of streams) stream.unsubscribe();
      stopUsers();
      flusher.close();
      subscribers.clear();
    },
  };
}
