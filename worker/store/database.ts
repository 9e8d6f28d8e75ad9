import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import type { CollectionName } from '../../domain/events/collections.ts';
import { createDocStore, type DocStore } from './docStore.ts';
import { pageCalls } from './giveWay.ts';
import { Subject } from 'rxjs';
import { removePosition } from '../sync/checkpoints.ts';
import { readDealerDocs, type ChunkStore, type LostCollection } from './chunks.ts';
import { createLocalState } from './localState.ts';
import {
  activitySchema,
  appointmentSchema,
  chunkSchema,
  customerSchema,
  dealSchema,
  inventorySchema,
  leadSchema,
  opportunitySchema,
  outboxSchema,
  prospectSchema,
  refSchema,
  serviceSchema,
  vehicleSchema,
  type ChunkDoc,
  type OutboxDoc,
  type StoredDoc,
} from './schemas.ts';

addRxPlugin(RxDBLocalDocumentsPlugin);

export type StoreStorage = Parameters<typeof createRxDatabase>[0]['storage'];

export type StoreCollections = Record<CollectionName, RxCollection<StoredDoc>> & {
  outbox: RxCollection<OutboxDoc>;
  chunks: RxCollection<ChunkDoc>;
};

/**
 * The worker's local store: every dealer's documents on disk, as the snapshot's pages (chunks) and the changes since
 * (one row per document in the collection's own store: 13 collections in all, as many as RxDB allows), and in memory
 * (docs) for the dealers in use, which is what every reader reads (docs/store.md).
 */
export type Store = {
  db: RxDatabase<StoreCollections>;
  /** Written by docWrites only, read by docs when a dealer's collection is first used. */
  replicated: Record<CollectionName, RxCollection<StoredDoc>>;
  chunks: RxCollection<ChunkDoc>;
  docs: DocStore;
  /** A dealer's collection whose chunks could not be read, dropped to be synced again. */
  lost: Subject<LostCollection>;
  forgetPosition(dealer: string, collection: CollectionName): Promise<void>;
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
    vehicles: { schema: vehicleSchema, autoMigrate: false },
    service: { schema: serviceSchema },
    // Stores of an earlier version are not migrated: see customerKeyedSchema.
    deals: { schema: dealSchema, autoMigrate: false },
    inventory: { schema: inventorySchema },
    appointments: { schema: appointmentSchema, autoMigrate: false },
    opportunities: { schema: opportunitySchema },
    activities: { schema: activitySchema, autoMigrate: false },
    prospects: { schema: prospectSchema },
    leads: { schema: leadSchema },
    outbox: { schema: outboxSchema },
    chunks: { schema: chunkSchema },
  });
  const { outbox, chunks, ...replicated } = collections;
  const local = createLocalState(db);
  const parts: ChunkStore = {
    replicated,
    chunks,
    lost: new Subject<LostCollection>(),
    forgetPosition: (dealer, collection) => removePosition(local, dealer, collection),
  };
  // Between two chunks, a large read lets the dealer switched to go first, then waits while a page is calling.
  const docs = createDocStore((collection, dealer, between) =>
    readDealerDocs(parts, collection, dealer, async () => {
      await between();
      await pageCalls.quiet();
    }),
  );
  return { ...parts, db, outbox, docs };
}
