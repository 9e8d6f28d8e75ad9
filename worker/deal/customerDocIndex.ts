import type { Doc } from '../../domain/events/collections.ts';
import type { Store } from '../store/database.ts';
import { changesByDealer } from '../lists/changesByDealer.ts';
import { loadDealerDocs } from '../lists/loadDealerDocs.ts';

type Collection = 'appointments' | 'deals';

/**
 * One dealer's appointments or sales grouped by customer, in memory: the store indexes documents by dealer only, so
 * a customer's sales would otherwise be a scan of the dealer's 60,000. Loaded on the first deal page of a dealer,
 * then kept current from the store's change stream.
 */
export type CustomerDocIndex = {
  of(dealer: string, customerId: string): Promise<Doc[]>;
  /** Called with the dealers whose documents changed. */
  listen(listener: (dealers: Set<string>) => void): () => void;
  close(): void;
};

export function createCustomerDocIndex(store: Store, collection: Collection): CustomerDocIndex {
  const loaded = new Map<string, Promise<ByCustomer>>();
  const listeners = new Set<(dealers: Set<string>) => void>();

  const byCustomer = (dealer: string) => {
    let entry = loaded.get(dealer);
    if (!entry) {
      entry = loadDealerDocs(store.replicated[collection], dealer).then((docs) => {
        const map: ByCustomer = { docs: new Map(), customerOf: new Map() };
        for (const doc of docs) put(map, doc);
        return map;
      });
      loaded.set(dealer, entry);
    }
    return entry;
  };

  const changes = store.replicated[collection].eventBulks$.subscribe((bulk) => {
    const grouped = changesByDealer(bulk.events, (id, doc) => ({ id, doc }));
    for (const [dealer, list] of grouped) {
      const entry = loaded.get(dealer);
      if (!entry) continue;
      void entry.then((map) => {
        for (const change of list) {
          const customer = map.customerOf.get(change.id);
          if (customer !== undefined) map.docs.get(customer)?.delete(change.id);
          map.customerOf.delete(change.id);
          if (change.doc) put(map, change.doc);
        }
      });
    }
    const dealers = new Set(grouped.keys());
    if (dealers.size > 0) for (const listener of [...listeners]) listener(dealers);
  });

  return {
    async of(dealer, customerId) {
      return [...((await byCustomer(dealer)).docs.get(customerId)?.values() ?? [])];
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      changes.unsubscribe();
      listeners.clear();
    },
  };
}

/** Documents by customer, and each document's customer (to move or drop it on a change). */
type ByCustomer = { docs: Map<string, Map<string, Doc>>; customerOf: Map<string, string> };

function put(map: ByCustomer, doc: Doc): void {
  const customer = doc.customer_id as string;
  let docs = map.docs.get(customer);
  if (!docs) {
    docs = new Map();
    map.docs.set(customer, docs);
  }
  docs.set(doc.id, doc);
  map.customerOf.set(doc.id, customer);
}
