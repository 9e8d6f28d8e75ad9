import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import type { CollectionName } from '../../domain/events/collections.ts';
import { createDocStore, type DocStore } from './docStore.ts';
import { loadDealerDocs } from './loadDealerDocs.ts';
import {
  activitySchema,
  appointmentSchema,
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
  type OutboxDoc,
  type StoredDoc,
} from './schemas.ts';

addRxPlugin(RxDBLocalDocumentsPlugin);

export type StoreStorage = Parameters<typeof createRxDatabase>[0]['storage'];

export type StoreCollections = Record<CollectionName, RxCollection<StoredDoc>> & { outbox: RxCollection<OutboxDoc> };

/**
 * The worker's local store: every dealer's documents on disk in shared collections (12 of the 13 RxDB allows), and
 * in memory (docs) for the dealers in use, which is what every reader reads.
 */
export type Store = {
  db: RxDatabase<StoreCollections>;
  /** Written by docWrites only, read by docs when a dealer's collection is first used. */
  replicated: Record<CollectionName, RxCollection<StoredDoc>>;
  docs: DocStore;
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
  });
  const { outbox, ...replicated } = collections;
  const docs = createDocStore((collection, dealer) => loadDealerDocs(replicated[collection], dealer));
  return { db, replicated, docs, outbox };
}
