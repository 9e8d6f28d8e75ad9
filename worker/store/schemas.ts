import type { RxJsonSchema } from 'rxdb';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';

/** A replicated document as the local store keeps it: the key joins dealer and id, so ids may repeat across dealers. */
export type StoredDoc = Doc & { pk: string };

/** An event of our own waiting for the server, or refused by it (kept with the reason until the user sees it). */
export type OutboxDoc = {
  id: string;
  dealer: string;
  type: string;
  actor: number;
  time: string;
  payload: unknown;
  status: 'pending' | 'rejected';
  reason: string;
  order: number;
};

export const DOC_KEY_SEPARATOR = '|';

const dealerField = { type: 'string', maxLength: 100 } as const;

function replicatedSchema(title: string): RxJsonSchema<StoredDoc> {
  return {
    title,
    version: 0,
    primaryKey: { key: 'pk', fields: ['dealer', 'id'], separator: DOC_KEY_SEPARATOR },
    type: 'object',
    properties: {
      pk: { type: 'string', maxLength: 200 },
      id: { type: 'string', maxLength: 100 },
      dealer: dealerField,
    },
    required: ['pk', 'id', 'dealer'],
    // The body's other fields are stored as they come (no validating storage in the worker): their schema is the
    // collection's in domain/events/collectionDocs.ts, checked by tests/server/storedDocuments.test.ts.
    // Loading one dealer's documents (active dealer, dealer removal) is the only direct look-up.
    indexes: ['dealer'],
  } as RxJsonSchema<StoredDoc>;
}

/** The collections a deal page reads by customer: their documents also carry customer_key, indexed with the dealer. */
export const CUSTOMER_KEYED = ['deals', 'appointments', 'vehicles', 'activities'] as const;

/** The stored field that indexes a document by its customer: customer_id, or '' for none. */
export const CUSTOMER_KEY = 'customer_key';

export function customerKeyOf(doc: Record<string, unknown>): string {
  return typeof doc.customer_id === 'string' ? doc.customer_id : '';
}

/**
 * A replicated collection read by customer too: a customer's sales among the dealer's 60,000 in a few milliseconds
 * instead of a read of them all. Version 1 added the field. A store of version 0 is not migrated (RxDB's migration
 * writes a status document per document: minutes at dealer scale); the collection starts empty and is pulled again
 * (its checkpoints carry the version: checkpointKey).
 */
function customerKeyedSchema(title: (typeof CUSTOMER_KEYED)[number]): RxJsonSchema<StoredDoc> {
  const base = replicatedSchema(title);
  return {
    ...base,
    version: 1,
    properties: { ...base.properties, [CUSTOMER_KEY]: { type: 'string', maxLength: 100 } },
    required: ['pk', 'id', 'dealer', CUSTOMER_KEY],
    indexes: ['dealer', ['dealer', CUSTOMER_KEY]],
  } as RxJsonSchema<StoredDoc>;
}

export const customerSchema = replicatedSchema('customers');
export const refSchema = replicatedSchema('refs');
export const vehicleSchema = customerKeyedSchema('vehicles');
export const serviceSchema = replicatedSchema('service');
export const dealSchema = customerKeyedSchema('deals');
export const inventorySchema = replicatedSchema('inventory');
export const appointmentSchema = customerKeyedSchema('appointments');
export const opportunitySchema = replicatedSchema('opportunities');
export const activitySchema = customerKeyedSchema('activities');
export const prospectSchema = replicatedSchema('prospects');
export const leadSchema = replicatedSchema('leads');

/** The schema version of each replicated collection's store. */
export const SCHEMA_VERSIONS: Readonly<Record<CollectionName, number>> = {
  customers: customerSchema.version,
  refs: refSchema.version,
  vehicles: vehicleSchema.version,
  service: serviceSchema.version,
  deals: dealSchema.version,
  inventory: inventorySchema.version,
  appointments: appointmentSchema.version,
  opportunities: opportunitySchema.version,
  activities: activitySchema.version,
  prospects: prospectSchema.version,
  leads: leadSchema.version,
};

/**
 * A page of a dealer's collection as the snapshot sent it, kept whole (docs/store.md): `text` is the page's columns
 * (ColumnDocs) as JSON, `of` the collection, `first` the id the page began after, so a page asked again overwrites
 * itself. The changes after the snapshot are rows of the collection's own store, read over the chunks. `gen` is 0 for
 * a snapshot's pages and counts up with each compaction, which rewrites the collection as new chunks: read in
 * (gen, first) order, a newer chunk wins.
 */
export type ChunkDoc = { pk: string; dealer: string; of: string; first: string; gen: number; count: number; text: string };

export const chunkSchema: RxJsonSchema<ChunkDoc> = {
  title: 'chunks',
  version: 0,
  primaryKey: { key: 'pk', fields: ['dealer', 'of', 'first'], separator: DOC_KEY_SEPARATOR },
  type: 'object',
  properties: {
    pk: { type: 'string', maxLength: 320 },
    dealer: dealerField,
    of: { type: 'string', maxLength: 20 },
    first: { type: 'string', maxLength: 200 },
    gen: { type: 'number' },
    count: { type: 'number' },
    text: { type: 'string' },
  },
  required: ['pk', 'dealer', 'of', 'first', 'gen', 'count', 'text'],
  indexes: ['dealer'],
};

export const outboxSchema: RxJsonSchema<OutboxDoc> = {
  title: 'outbox',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    dealer: dealerField,
    type: { type: 'string' },
    actor: { type: 'number' },
    time: { type: 'string' },
    payload: {},
    status: { type: 'string', enum: ['pending', 'rejected'] },
    reason: { type: 'string' },
    order: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'dealer', 'type', 'actor', 'time', 'status', 'reason', 'order'],
  indexes: [['dealer', 'order']],
};
