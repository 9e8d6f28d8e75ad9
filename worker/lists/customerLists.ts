import type { Customer } from '../../domain/customers/customer.ts';
import type { Doc } from '../../domain/events/collections.ts';
import type { CustomerListFilter } from '../../domain/customers/customerList.ts';
import type { CustomerCounts, CustomerListQuery, ListWindow } from '../api.ts';
import type { Store } from '../store/database.ts';
import { docKey } from '../store/docRefs.ts';
import { plainDoc } from '../store/docWrites.ts';
import type { LocalState } from '../store/localState.ts';
import { createCustomerIndex, type CustomerChange, type CustomerIndex } from './customerIndex.ts';
import { createDealerIndexes, type DealerIndexes } from './dealerIndexes.ts';
import { createFlushScheduler } from './flushScheduler.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from './listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from './liveWindow.ts';
import { loadDealerDocs } from './loadDealerDocs.ts';
import { createWindowSnapshots } from './windowSnapshots.ts';

type Subscriber = WindowSubscriber<CustomerListQuery, Customer>;
type Filter = Omit<CustomerListFilter, 'type'>;

/**
 * The customer list served from memory for the active dealer: windows and counts for live subscriptions,
 * kept current from the customers collection's change stream and pushed to subscribers after each change.
 */
export type CustomerLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: CustomerListQuery, callback: (window: ListWindow<Customer>) => void): Promise<void>;
  update(id: number, query: CustomerListQuery): Promise<void>;
  subscribeCounts(id: number, filter: Omit<CustomerListFilter, 'type'>, callback: (counts: CustomerCounts) => void): Promise<void>;
  remove(id: number): void;
  customer(id: string): Promise<Customer | null>;
  /** The customers of a dealer were pulled from the server: another dealer's index is built ahead (a first switch). */
  pulled(dealer: string): void;
  /** A page of a dealer's customer snapshot, before it is stored: its rows join the dealer's index at once. */
  primeSnapshot(dealer: string, docs: readonly Doc[]): void;
  /** A dealer's customer index, loaded when first asked (the sold list joins its rows with it). */
  index(dealer: string): Promise<CustomerIndex>;
  close(): Promise<void>;
};

const viewKey = (query: CustomerListQuery) => `${query.sort.by}|${query.sort.order}|${JSON.stringify(query.filter)}`;

export function createCustomerLists(store: Store, local: LocalState): CustomerLists {
  // The windows last served, kept for a reload: they answer the list while the index loads (63,000 customers).
  const snapshots = createWindowSnapshots<Customer, never>(local, 'customer');
  const remembered = new Map<string, number>();
  const indexes: DealerIndexes<CustomerIndex> = createDealerIndexes<CustomerIndex, CustomerChange>({
    collection: store.replicated.customers,
    async build(dealer) {
      const index = createCustomerIndex();
      index.reset((await loadDealerDocs(store.replicated.customers, dealer)) as unknown as Customer[]);
      return index;
    },
    change: (id, doc) => ({ id, customer: doc as unknown as Customer | null }),
    onChange: () => flusher.schedule(),
  });
  /** The filter of each counts subscription (the tabs' counts follow the list's filter but its type). */
  const countFilters = new Map<number, Filter>();

  const serve = (subscriber: Subscriber) => {
    const { query } = subscriber;
    const dealer = indexes.active();
    if (!dealer) {
      sendWindow(subscriber, sliceWindow([], query));
      return;
    }
    const key = viewKey(query);
    const index = indexes.get(dealer);
    if (!index) {
      const saved = snapshots.view(dealer, key);
      if (saved && Math.min(query.offset + query.limit, saved.total) <= saved.rows.length) sendWindow(subscriber, sliceWindow(saved.rows, query, saved.total));
      return;
    }
    const rows = index.list(query.filter, query.sort);
    sendWindow(subscriber, sliceWindow(rows, query));
    const at = `${dealer}|${key}`;
    if (rows.length > 0 && remembered.get(at) !== index.version) {
      remembered.set(at, index.version);
      snapshots.remember(dealer, key, rows, rows.length);
    }
  };

  const serveCounts = (subscriber: CountSubscriber<CustomerCounts>, id: number) => {
    const dealer = indexes.active();
    const index = dealer ? indexes.get(dealer) : undefined;
    const filter = countFilters.get(id);
    if ((dealer && !index) || !filter) return;
    sendCounts(subscriber, index ? index.counts(filter) : { individual: 0, business: 0 });
  };

  const subscribers = createListSubscribers<CustomerListQuery, Customer, CustomerCounts>(serve, serveCounts);
  const flusher = createFlushScheduler(() => subscribers.serveAll());

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
      if (indexes.active() === dealer) subscribers.serveAll();
    },
    async subscribe(id, query, callback) {
      const subscriber = subscribers.addWindow(id, query, callback);
      const dealer = indexes.active();
      if (dealer) await snapshots.load(dealer);
      serve(subscriber);
    },
    update: subscribers.update,
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
      const doc = await store.replicated.customers.findOne(docKey(dealer, id)).exec();
      return doc ? (plainDoc(doc.toJSON() as Record<string, unknown>) as unknown as Customer) : null;
    },
    pulled(dealer) {
      if (dealer !== indexes.active()) indexes.preload(dealer);
    },
    primeSnapshot(dealer, docs) {
      indexes.prime(dealer, docs);
    },
    index: indexes.load,
    async close() {
      indexes.close();
      flusher.close();
      subscribers.clear();
      countFilters.clear();
      await snapshots.close();
    },
  };
}
