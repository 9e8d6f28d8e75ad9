import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { Store } from '../store/database.ts';
import type { CUSTOMER_KEYED } from '../store/schemas.ts';

/** One customer's appointments or sales, from the dealer's documents in memory (indexed by customer there). */
export type CustomerDocs<C extends (typeof CUSTOMER_KEYED)[number]> = {
  of(dealer: string, customerId: string): Promise<DocOf<C>[]>;
  /** Called with the dealers whose documents changed. */
  listen(listener: (dealers: Set<string>) => void): () => void;
  close(): void;
};

export function createCustomerDocs<C extends (typeof CUSTOMER_KEYED)[number]>(store: Store, collection: C): CustomerDocs<C> {
  const listeners = new Set<(dealers: Set<string>) => void>();
  const changes = store.docs.changes(collection).subscribe(({ dealer }) => {
    for (const listener of [...listeners]) listener(new Set([dealer]));
  });
  return {
    of: (dealer, customerId) => store.docs.ofCustomer(collection, dealer, customerId),
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
