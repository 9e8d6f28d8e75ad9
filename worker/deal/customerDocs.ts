import type { Doc } from '../../domain/events/collections.ts';
import type { Store } from '../store/database.ts';
import { CUSTOMER_KEY, CUSTOMER_KEYED } from '../store/schemas.ts';
import { queryStored } from '../store/storedQuery.ts';

/**
 * One customer's appointments or sales, read from the store on the [dealer, customer_key] index: a few
 * milliseconds at any dealer size, with nothing held in memory between deal pages.
 */
export type CustomerDocs = {
  of(dealer: string, customerId: string): Promise<Doc[]>;
  /** Called with the dealers whose documents changed. */
  listen(listener: (dealers: Set<string>) => void): () => void;
  close(): void;
};

export function createCustomerDocs(store: Store, collectionName: (typeof CUSTOMER_KEYED)[number]): CustomerDocs {
  const collection = store.replicated[collectionName];
  const listeners = new Set<(dealers: Set<string>) => void>();

  const changes = collection.eventBulks$.subscribe((bulk) => {
    const dealers = new Set<string>();
    for (const event of bulk.events) {
      const data = (event.documentData ?? event.previousDocumentData) as { dealer?: string } | undefined;
      if (data?.dealer) dealers.add(data.dealer);
    }
    if (dealers.size > 0) for (const listener of [...listeners]) listener(dealers);
  });

  return {
    async of(dealer, customerId) {
      const { docs } = await queryStored(collection, { selector: { dealer, [CUSTOMER_KEY]: customerId }, sort: [{ pk: 'asc' }] });
      return docs;
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
