import type { Subscription } from 'rxjs';
import { changesByDealer } from './changesByDealer.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerListFilter } from '../../domain/customers/customerList.ts';
import type { CustomerCounts, CustomerListQuery, ListWindow } from '../api.ts';
import type { Store } from '../store/database.ts';
import { docKey } from '../store/docRefs.ts';
import { plainDoc } from '../store/docWrites.ts';
import { deliver } from '../subscriptions.ts';
import { createCustomerIndex, type CustomerChange, type CustomerIndex } from './customerIndex.ts';
import { loadDealerDocs } from './loadDealerDocs.ts';

type WindowSubscriber = { query: CustomerListQuery; callback: (window: ListWindow<Customer>) => void; last: ListWindow<Customer> | null };
type CountSubscriber = { filter: Omit<CustomerListFilter, 'type'>; callback: (counts: CustomerCounts) => void; last: string };

/** Dealers whose indexes stay in memory (kept current) so switching back is instant. */
const KEEP_DEALERS = 3;
const COALESCE_MS = 16;

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
  /** A dealer's customer index, loaded when first asked (the sold list joins its rows with it). */
  index(dealer: string): Promise<CustomerIndex>;
  close(): void;
};

function sameWindow(a: ListWindow<Customer> | null, b: ListWindow<Customer>): boolean {
  if (!a || a.version !== b.version || a.total !== b.total || a.offset !== b.offset || a.rows.length !== b.rows.length) return false;
  return a.rows.every((row, i) => row === b.rows[i]);
}

export function createCustomerLists(store: Store): CustomerLists {
  const indexes = new Map<string, CustomerIndex>();
  const loading = new Map<string, { promise: Promise<CustomerIndex>; buffered: CustomerChange[] }>();
  const windows = new Map<number, WindowSubscriber>();
  const counts = new Map<number, CountSubscriber>();
  let active: string | null = null;
  let ready: Promise<CustomerIndex | null> = Promise.resolve(null);
  let flushTimer: ReturnType<typeof setTimeout> | null = null;

  const load = (dealer: string): Promise<CustomerIndex> => {
    const existing = indexes.get(dealer);
    if (existing) return Promise.resolve(existing);
    const pending = loading.get(dealer);
    if (pending) return pending.promise;
    const entry = { buffered: [] as CustomerChange[], promise: Promise.resolve(null as unknown as CustomerIndex) };
    entry.promise = (async () => {
      const docs = await loadDealerDocs(store.replicated.customers, dealer);
      const index = createCustomerIndex();
      index.reset(docs as unknown as Customer[]);
      index.apply(entry.buffered);
      loading.delete(dealer);
      indexes.set(dealer, index);
      while (indexes.size > KEEP_DEALERS) {
        const oldest = [...indexes.keys()].find((key) => key !== active);
        if (!oldest) break;
        indexes.delete(oldest);
      }
      return index;
    })();
    loading.set(dealer, entry);
    return entry.promise;
  };

  const windowOf = (index: CustomerIndex | null, query: CustomerListQuery): ListWindow<Customer> => {
    const rows = index ? index.list(query.filter, query.sort) : [];
    const offset = Math.max(0, Math.min(query.offset, rows.length));
    return { version: query.version, total: rows.length, offset, rows: rows.slice(offset, offset + Math.max(0, query.limit)) };
  };

  const send = (index: CustomerIndex | null, subscriber: WindowSubscriber) => {
    const window = windowOf(index, subscriber.query);
    if (sameWindow(subscriber.last, window)) return;
    subscriber.last = window;
    deliver(subscriber.callback, window);
  };

  const sendCounts = (index: CustomerIndex | null, subscriber: CountSubscriber) => {
    const value = index ? index.counts(subscriber.filter) : { individual: 0, business: 0 };
    const key = `${value.individual}/${value.business}`;
    if (subscriber.last === key) return;
    subscriber.last = key;
    deliver(subscriber.callback, value);
  };

  /** The index of the dealer active once no switch is under way. */
  const settled = async (): Promise<CustomerIndex | null> => {
    for (;;) {
      const awaited = ready;
      const index = await awaited;
      if (awaited === ready) return index;
    }
  };

  const flushAll = async () => {
    const index = await settled();
    for (const subscriber of windows.values()) send(index, subscriber);
    for (const subscriber of counts.values()) sendCounts(index, subscriber);
  };

  const scheduleFlush = () => {
    if (flushTimer) return;
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void flushAll();
    }, COALESCE_MS);
  };

  const changes: Subscription = store.replicated.customers.eventBulks$.subscribe((bulk) => {
    const byDealer = changesByDealer<CustomerChange>(bulk.events, (id, doc) => ({ id, customer: doc as unknown as Customer | null }));
    for (const [dealer, list] of byDealer) {
      indexes.get(dealer)?.apply(list);
      loading.get(dealer)?.buffered.push(...list);
    }
    if (active && byDealer.has(active)) scheduleFlush();
  });

  return {
    async setDealer(dealer) {
      if (dealer === active) {
        await settled();
        return;
      }
      active = dealer;
      ready = dealer ? load(dealer) : Promise.resolve(null);
      const index = await ready;
      // A later switch won: its own flush answers the subscribers.
      if (active !== dealer) return;
      for (const subscriber of windows.values()) send(index, subscriber);
      for (const subscriber of counts.values()) sendCounts(index, subscriber);
    },
    async subscribe(id, query, callback) {
      const subscriber: WindowSubscriber = { query, callback, last: null };
      windows.set(id, subscriber);
      send(await settled(), subscriber);
    },
    async update(id, query) {
      const subscriber = windows.get(id);
      if (!subscriber) return;
      subscriber.query = query;
      send(await settled(), subscriber);
    },
    async subscribeCounts(id, filter, callback) {
      const subscriber: CountSubscriber = { filter, callback, last: '' };
      counts.set(id, subscriber);
      sendCounts(await settled(), subscriber);
    },
    remove(id) {
      windows.delete(id);
      counts.delete(id);
    },
    async customer(id) {
      const dealer = active;
      if (!dealer) return null;
      const inMemory = (await settled())?.get(id);
      if (inMemory) return inMemory;
      const doc = await store.replicated.customers.findOne(docKey(dealer, id)).exec();
      return doc ? (plainDoc(doc.toJSON() as Record<string, unknown>) as unknown as Customer) : null;
    },
    index: load,
    close() {
      changes.unsubscribe();
      if (flushTimer) clearTimeout(flushTimer);
      windows.clear();
      counts.clear();
    },
  };
}
