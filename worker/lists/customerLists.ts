import type { ReassignTargets } from '../../domain/commands/commandEvent.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { customerFilterOptions, type CustomerFilterOptions } from '../../domain/customers/customerFilterOptions.ts';
import { createCustomerIndex, type CustomerChange, type CustomerCounts, type CustomerIndex } from '../../domain/customers/customerIndex.ts';
import {
  customerListRow,
  customerPredicate,
  readsOpportunities,
  type CustomerFilterValues,
  type CustomerListContext,
  type CustomerListRow,
  type CustomerListType,
} from '../../domain/customers/customerList.ts';
import { NO_CUSTOMER_OPPORTUNITIES, sameChips, type CustomerOpportunities } from '../../domain/customers/customerOpportunities.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import type { Doc } from '../../domain/events/collections.ts';
import { distanceUnit } from '../../domain/format/units.ts';
import { FIRST_WINDOW } from '../../domain/lists/windowRange.ts';
import type { OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import type { CustomerListQuery, ListWindow } from '../api.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { createDealerIndexes, type DealerIndexes } from './dealerIndexes.ts';
import { createFlushScheduler } from './flushScheduler.ts';
import { createIdleWarmer } from './idleWarmer.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from './listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from './liveWindow.ts';
import { createWindowSnapshots } from './windowSnapshots.ts';

type Subscriber = WindowSubscriber<CustomerListQuery, CustomerListRow>;
type Opportunities = Pick<OpportunityIndex, 'customerCounts' | 'opportunityIdsOf'>;

export type CustomerListsDeps = {
  store: Store;
  local: LocalState;
  /** The dealers' opportunity indexes (the opportunity lists'): the chips, the type filter, the sort and reassigns read them. */
  opportunities: { loaded(dealer: string): Opportunities | undefined; load(dealer: string): Promise<Opportunities> };
  /** A dealer's country: its distance unit. */
  countryOf(dealer: string): Country;
};

/**
 * The customer list served from memory for the active dealer: windows (each row with its opportunity chips) and
 * counts for live subscriptions, kept current from the customers collection's change stream and from the dealer's
 * opportunities (opportunitiesChanged), pushed to subscribers after each change.
 */
export type CustomerLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: CustomerListQuery, callback: (window: ListWindow<CustomerListRow>) => void): Promise<void>;
  update(id: number, query: CustomerListQuery): Promise<void>;
  subscribeCounts(id: number, filter: CustomerFilterValues, callback: (counts: CustomerCounts) => void): Promise<void>;
  remove(id: number): void;
  customer(id: string): Promise<Customer | null>;
  /** The distance slider's bounds for a list type, from the active dealer's customers (as GET /filter/customer). */
  filterOptions(type: CustomerListType): Promise<CustomerFilterOptions>;
  /** The customers of a list type passing a filter, and every opportunity (all types) of those customers. */
  reassignTargets(type: CustomerListType, filter: CustomerFilterValues): Promise<ReassignTargets>;
  /** The active dealer's opportunities changed or were loaded: the chips, and the views that read them, follow. */
  opportunitiesChanged(): void;
  /**
   * Another dealer's index built ahead, for a first switch to it (its customers pulled, or read after a start):
   * only while fewer dealers than the lists keep are in memory.
   */
  readAhead(dealer: string): void;
  /** A page of a dealer's customer snapshot, before it is stored: its rows join the dealer's index at once. */
  primeSnapshot(dealer: string, docs: readonly Doc[]): void;
  /** A dealer's customer index, loaded when first asked (the sold list joins its rows with it). */
  index(dealer: string): Promise<CustomerIndex>;
  close(): Promise<void>;
};

const viewKey = (query: CustomerListQuery) => `${query.sort.by}|${query.sort.order}|${JSON.stringify(query.filter)}`;

export function createCustomerLists(deps: CustomerListsDeps): CustomerLists {
  const { store, local } = deps;
  // The windows last served, kept for a reload: they answer the list while the index loads (63,000 customers).
  const snapshots = createWindowSnapshots<CustomerListRow, never>(local, 'customer');
  /** Per dealer and view, the customers and opportunities whose first rows were last remembered. */
  const remembered = new Map<string, { version: number; opportunities: CustomerOpportunities }>();
  /** Each customer's row as last sent, so an unchanged row is the same object (a window is resent only on change). */
  const listRows = new WeakMap<Customer, CustomerListRow>();
  const indexes: DealerIndexes<CustomerIndex> = createDealerIndexes<'customers', CustomerIndex, CustomerChange>({
    changes: store.docs.changes('customers'),
    async build(dealer) {
      const index = createCustomerIndex();
      index.reset(await store.docs.all('customers', dealer));
      return index;
    },
    change: (id, customer) => ({ id, customer }),
    onChange: () => {
      flusher.schedule();
      warmer.schedule();
    },
  });
  /** The filter of each counts subscription (the tabs' counts follow the list's filter but its type). */
  const countFilters = new Map<number, CustomerFilterValues>();

  /**
   * What a dealer's lists read besides the customers; null while its opportunities are not in memory and the view
   * reads them (before, the chips are empty and fill in once they are).
   */
  const contextFor = (dealer: string, reads: boolean): CustomerListContext | null => {
    const unit = distanceUnit(deps.countryOf(dealer));
    const opportunities = deps.opportunities.loaded(dealer)?.customerCounts();
    if (opportunities) return { unit, opportunities };
    return reads ? null : { unit, opportunities: NO_CUSTOMER_OPPORTUNITIES };
  };

  const listRow = (customer: Customer, opportunities: CustomerOpportunities): CustomerListRow => {
    const kept = listRows.get(customer);
    if (kept && sameChips(kept.opportunities, opportunities.of(customer.id))) return kept;
    const row = customerListRow(customer, opportunities);
    listRows.set(customer, row);
    return row;
  };

  const serve = (subscriber: Subscriber) => {
    const { query } = subscriber;
    const dealer = indexes.active();
    if (!dealer) {
      sendWindow(subscriber, sliceWindow([], query));
      return;
    }
    const key = viewKey(query);
    const index = indexes.get(dealer);
    const context = contextFor(dealer, readsOpportunities(query.filter, query.sort));
    if (!index || !context) {
      const saved = snapshots.view(dealer, key);
      if (saved && Math.min(query.offset + query.limit, saved.total) <= saved.rows.length) sendWindow(subscriber, sliceWindow(saved.rows, query, saved.total));
      return;
    }
    const rows = index.list(query.filter, query.sort, context);
    const window = sliceWindow(rows, query);
    sendWindow(subscriber, { ...window, rows: window.rows.map((customer) => listRow(customer, context.opportunities)) });
    const at = `${dealer}|${key}`;
    const last = remembered.get(at);
    if (rows.length > 0 && (last?.version !== index.version || last.opportunities !== context.opportunities)) {
      remembered.set(at, { version: index.version, opportunities: context.opportunities });
      const first = rows.slice(0, FIRST_WINDOW.limit).map((customer) => listRow(customer, context.opportunities));
      snapshots.remember(dealer, key, first, rows.length);
    }
  };

  const serveCounts = (subscriber: CountSubscriber<CustomerCounts>, id: number) => {
    const dealer = indexes.active();
    const filter = countFilters.get(id);
    if (!filter) return;
    if (!dealer) {
      sendCounts(subscriber, { individual: 0, business: 0 });
      return;
    }
    const index = indexes.get(dealer);
    const context = contextFor(dealer, readsOpportunities(filter));
    if (index && context) sendCounts(subscriber, index.counts(filter, context));
  };

  const subscribers = createListSubscribers<CustomerListQuery, CustomerListRow, CustomerCounts>(serve, serveCounts);
  const flusher = createFlushScheduler(() => subscribers.serveAll());
  // The sort orders are built ahead once the user and the sync have been quiet for a second (as the opportunity
  // lists do), so a first sort by a column of 63,000 customers answers as fast as the next.
  const warmer = createIdleWarmer(() => (subscribers.windows.size > 0 ? (indexes.get(indexes.active() ?? '')?.warmOne() ?? false) : false));

  return {
    async setDealer(dealer) {
      if (dealer === indexes.active()) {
        await indexes.settled();
        return;
      }
      // The snapshot is read first: on a reload it answers the list while the index loads.
      const snapshot = dealer ? snapshots.load(dealer) : Promise.resolve();
      const ready = indexes.setActive(dealer, snapshot);
      await snapshot;
      if (indexes.active() === dealer) subscribers.serveAll();
      await ready;
      // A later switch won: its own flush answers the subscribers.
      if (indexes.active() === dealer) {
        subscribers.serveAll();
        warmer.schedule();
      }
    },
    async subscribe(id, query, callback) {
      const subscriber = subscribers.addWindow(id, query, callback);
      const dealer = indexes.active();
      if (dealer) await snapshots.load(dealer);
      serve(subscriber);
      warmer.schedule();
    },
    async update(id, query) {
      await subscribers.update(id, query);
      warmer.schedule();
    },
    async subscribeCounts(id, filter, callback) {
      countFilters.set(id, filter);
      const subscriber = subscribers.addCounts(id, callback);
      await indexes.settled();
      serveCounts(subscriber, id);
    },
    remove(id) {
      subscribers.remove(id);
      countFilters.delete(id);
    },
    async customer(id) {
      const dealer = indexes.active();
      if (!dealer) return null;
      const inMemory = (await indexes.settled())?.get(id);
      if (inMemory) return inMemory;
      return (await store.docs.get('customers', dealer, id)) ?? null;
    },
    async filterOptions(type) {
      const index = await indexes.settled();
      const dealer = indexes.active();
      return customerFilterOptions(index?.rows() ?? [], type, distanceUnit(dealer ? deps.countryOf(dealer) : 'canada'));
    },
    async reassignTargets(type, filter) {
      const index = await indexes.settled();
      const dealer = indexes.active();
      if (!index || !dealer) return { customer_ids: [], opportunity_ids: [] };
      const opportunities = await deps.opportunities.load(dealer);
      const test = customerPredicate({ ...filter, type }, { unit: distanceUnit(deps.countryOf(dealer)), opportunities: opportunities.customerCounts() });
      const customers: string[] = [];
      for (const customer of index.rows()) if (test(customer)) customers.push(customer.id);
      return { customer_ids: customers, opportunity_ids: opportunities.opportunityIdsOf(customers) };
    },
    opportunitiesChanged() {
      if (subscribers.windows.size || subscribers.counts.size) flusher.schedule();
    },
    readAhead(dealer) {
      if (dealer !== indexes.active()) indexes.preload(dealer);
    },
    primeSnapshot(dealer, docs) {
      indexes.prime(dealer, docs);
    },
    index: indexes.load,
    async close() {
      indexes.close();
      flusher.close();
      warmer.close();
      subscribers.clear();
      countFilters.clear();
      await snapshots.close();
    },
  };
}
