import type { DocOf } from '../../domain/events/collectionDocs.ts';
import { COLLECTIONS, type CollectionName, type Doc } from '../../domain/events/collections.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The projection table of each replicated collection. A fixed map: only these names ever reach SQL, so a
 * collection named in a request is looked up here and never interpolated as given.
 */
const PROJECTION_TABLES: Record<CollectionName, string> = {
  customers: 'customers',
  refs: 'refs',
  vehicles: 'vehicles',
  service: 'service',
  deals: 'deals',
  inventory: 'inventory',
  appointments: 'appointments',
  opportunities: 'opportunities',
  activities: 'activities',
  prospects: 'prospects',
  leads: 'leads',
};

export function projectionTable(collection: CollectionName): string {
  return PROJECTION_TABLES[collection];
}

export const PROJECTION_TABLE_NAMES: readonly string[] = COLLECTIONS.map(projectionTable);

/**
 * Refreshes the planner's statistics of every projection after a bulk load. Until autovacuum catches up, the
 * planner takes a freshly filled table (and the expression indexes the engine reads by) for a few rows and picks
 * sorts and anti-joins over the whole dealer: right after the scale import, the engine's reads of 63,000
 * customers took 71 s without it and 29 s with it.
 */
export async function analyzeProjections(q: Queryable): Promise<void> {
  await q.query(`ANALYZE ${PROJECTION_TABLE_NAMES.join(', ')}`);
}

/** One document of a projection: `seq` is the dealer sequence of the event that wrote it last. */
export type ProjectionRow = { dealer: string; id: string; seq: number; deleted: boolean; doc: Doc };

/** How rows come back from either driver: pg answers BIGINT as a string. */
export type StoredProjectionRow = Omit<ProjectionRow, 'seq'> & { seq: number | string };

export function toProjectionRow(row: StoredProjectionRow): ProjectionRow {
  return { dealer: row.dealer, id: row.id, seq: Number(row.seq), deleted: row.deleted, doc: row.doc };
}

/**
 * The stored rows of these documents of one dealer, tombstones included. Written as a join with the ids so the
 * plan is one primary-key probe per id even when the table's statistics are stale (PGlite never analyzes on its
 * own): as `id = ANY($2)` the planner filtered every row of the dealer against the array, which made a bulk import
 * slow down as the table grew.
 */
export async function readProjectionRows(
  q: Queryable,
  collection: CollectionName,
  dealer: string,
  ids: readonly string[],
): Promise<ProjectionRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<StoredProjectionRow>(
    `SELECT p.dealer, p.id, p.seq, p.deleted, p.doc FROM unnest($2::text[]) AS wanted (id)
     JOIN ${projectionTable(collection)} p ON p.dealer = $1 AND p.id = wanted.id`,
    [dealer, [...ids]],
  );
  return rows.map(toProjectionRow);
}

/**
 * The live documents of these ids of one dealer's collection (a deleted one is gone, as on the clients), by id, typed
 * by the collection's schema (domain/events/collectionDocs.ts): the projections wrote them through the reducers, and
 * tests/server/storedDocuments.test.ts fails when a stored document drifts from its schema.
 */
export async function readLiveDocs<C extends CollectionName>(q: Queryable, collection: C, dealer: string, ids: Iterable<string>): Promise<Map<string, DocOf<C>>> {
  const rows = await readProjectionRows(q, collection, dealer, [...new Set(ids)]);
  return new Map(rows.filter((row) => !row.deleted).map((row) => [row.id, row.doc as unknown as DocOf<C>]));
}

/** One live document of a dealer's collection, typed by its schema (readLiveDocs); null when there is none. */
export async function readLiveDoc<C extends CollectionName>(q: Queryable, collection: C, dealer: string, id: string): Promise<DocOf<C> | null> {
  return (await readLiveDocs(q, collection, dealer, [id])).get(id) ?? null;
}

/** The live documents of one dealer's collection that name this customer (customer_id), in id order. */
export async function readCustomerDocs(q: Queryable, collection: CollectionName, dealer: string, customerId: string): Promise<Doc[]> {
  const rows = await q.query<{ doc: Doc }>(
    `SELECT doc FROM ${projectionTable(collection)} WHERE dealer = $1 AND doc->>'customer_id' = $2 AND NOT deleted ORDER BY id`,
    [dealer, customerId],
  );
  return rows.map((row) => row.doc);
}

/** A document written by an event: its new body, or null for a deletion. */
export type ProjectionWrite = { dealer: string; id: string; seq: number; doc: Doc | null };

const ROWS_PER_STATEMENT = 2000;

/**
 * Upserts documents into a collection's projection, the rows as one JSON array parameter (jsonb_to_recordset). A
 * deletion keeps the row as a tombstone with its last body (clients pull it as `_deleted`); a deletion of a row
 * never stored keeps only the identity. Each document may appear once per call.
 */
export async function writeProjectionRows(q: Queryable, collection: CollectionName, writes: readonly ProjectionWrite[]): Promise<void> {
  const table = projectionTable(collection);
  for (let start = 0; start < writes.length; start += ROWS_PER_STATEMENT) {
    const rows = writes.slice(start, start + ROWS_PER_STATEMENT).map((write) => ({
      dealer: write.dealer,
      id: write.id,
      seq: write.seq,
      deleted: write.doc === null,
      doc: write.doc ?? { id: write.id, dealer: write.dealer },
    }));
    await q.query(
      `INSERT INTO ${table} (dealer, id, seq, deleted, doc)
       SELECT dealer, id, seq, deleted, doc
       FROM jsonb_to_recordset($1::jsonb) AS r(dealer text, id text, seq bigint, deleted boolean, doc jsonb)
       ON CONFLICT (dealer, id) DO UPDATE SET
         seq = EXCLUDED.seq,
         deleted = EXCLUDED.deleted,
         doc = CASE WHEN EXCLUDED.deleted THEN ${table}.doc ELSE EXCLUDED.doc END`,
      [JSON.stringify(rows)],
    );
  }
}
