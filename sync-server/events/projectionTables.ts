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
};

export function projectionTable(collection: CollectionName): string {
  return PROJECTION_TABLES[collection];
}

export const PROJECTION_TABLE_NAMES: readonly string[] = COLLECTIONS.map(projectionTable);

/** One document of a projection: `seq` is the dealer sequence of the event that wrote it last. */
export type ProjectionRow = { dealer: string; id: string; seq: number; deleted: boolean; doc: Doc };

/** How rows come back from either driver: pg answers BIGINT as a string. */
export type StoredProjectionRow = Omit<ProjectionRow, 'seq'> & { seq: number | string };

export function toProjectionRow(row: StoredProjectionRow): ProjectionRow {
  return { dealer: row.dealer, id: row.id, seq: Number(row.seq), deleted: row.deleted, doc: row.doc };
}

/** The stored rows of these documents of one dealer, tombstones included. */
export async function readProjectionRows(
  q: Queryable,
  collection: CollectionName,
  dealer: string,
  ids: readonly string[],
): Promise<ProjectionRow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<StoredProjectionRow>(
    `SELECT dealer, id, seq, deleted, doc FROM ${projectionTable(collection)} WHERE dealer = $1 AND id = ANY($2::text[])`,
    [dealer, [...ids]],
  );
  return rows.map(toProjectionRow);
}

/** A document written by an event: its new body, or null for a deletion. */
export type ProjectionWrite = { dealer: string; id: string; seq: number; doc: Doc | null };

const ROWS_PER_STATEMENT = 1000;

/**
 * Upserts documents into a collection's projection with multi-row statements. A deletion keeps the row as a
 * tombstone with its last body (clients pull it as `_deleted`); a deletion of a row never stored keeps only
 * the identity. Each document may appear once per call.
 */
export async function writeProjectionRows(q: Queryable, collection: CollectionName, writes: readonly ProjectionWrite[]): Promise<void> {
  const table = projectionTable(collection);
  for (let start = 0; start < writes.length; start += ROWS_PER_STATEMENT) {
    const slice = writes.slice(start, start + ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const values = slice.map((write) => {
      const doc = write.doc ?? { id: write.id, dealer: write.dealer };
      params.push(write.dealer, write.id, write.seq, write.doc === null, JSON.stringify(doc));
      const n = params.length;
      return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    await q.query(
      `INSERT INTO ${table} (dealer, id, seq, deleted, doc) VALUES ${values.join(', ')}
       ON CONFLICT (dealer, id) DO UPDATE SET
         seq = EXCLUDED.seq,
         deleted = EXCLUDED.deleted,
         doc = CASE WHEN EXCLUDED.deleted THEN ${table}.doc ELSE EXCLUDED.doc END`,
      params,
    );
  }
}
