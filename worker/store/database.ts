import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import type { CollectionName } from '../../domain/events/collections.ts';
import { customerSchema, outboxSchema, refSchema, type OutboxDoc, type StoredDoc } from './schemas.ts';

addRxPlugin(RxDBLocalDocumentsPlugin);

export type StoreStorage = Parameters<typeof createRxDatabase>[0]['storage'];

export type StoreCollections = {
  customers: RxCollection<StoredDoc>;
  refs: RxCollection<StoredDoc>;
  outbox: RxCollection<OutboxDoc>;
};

/** The worker's local store: every dealer's documents in shared collections (3 of the 13 RxDB allows). */
export type Store = {
  db: RxDatabase<StoreCollections>;
  replicated: Record<CollectionName, RxCollection<StoredDoc>>;
  outbox: RxCollection<OutboxDoc>;
};

export async function openStore(storage: StoreStorage, name: string): Promise<Store> {
  const db = await createRxDatabase<StoreCollections>({
    name,
    storage,
    multiInstance: false,
    eventReduce: true,
    localDocuments: true,
    closeDuplicates: true,
  });
  const collections = await db.addCollections({
    customers: { schema: customerSchema },
    refs: { schema: refSchema },
    outbox: { schema: outboxSchema },
  });
  return {
    db,
    replicated: { customers: collections.customers, refs: collections.refs },
    outbox: collections.outbox,
  };
}
