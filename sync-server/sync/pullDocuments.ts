import type { Checkpoint, CollectionName, Doc, PullResponse, SnapshotPage } from '../../domain/events/collections.ts';
import type { Queryable } from '../db/database.ts';
import { projectionTable, readProjectionRows, toProjectionRow, type ProjectionRow, type StoredProjectionRow } from '../events/projectionTables.ts';

export type PulledDocument = Doc & { _deleted: boolean };

function pulled(row: ProjectionRow): PulledDocument {
  return { ...row.doc, id: row.id, dealer: row.dealer, _deleted: row.deleted };
}

/**
 * The documents of one dealer's collection changed after a checkpoint, in (seq, id) order: a batch ends
 * anywhere, even inside one event's documents, and the next pull resumes at the id after the last one read.
 */
export async function pullDocuments(
  q: Queryable,
  collection: CollectionName,
  dealer: string,
  after: Checkpoint | null,
  limit: number,
): Promise<PullResponse> {
  const rows = await q.query<StoredProjectionRow>(
    `SELECT dealer, id, seq, deleted, doc FROM ${projectionTable(collection)}
     WHERE dealer = $1 AND (seq, id) > ($2::bigint, $3::text) ORDER BY seq, id LIMIT $4`,
    [dealer, after?.seq ?? 0, after?.id ?? '', limit],
  );
  const projected = rows.map(toProjectionRow);
  const last = projected.at(-1);
  return { documents: projected.map(pulled), checkpoint: last ? { seq: last.seq, id: last.id } : after };
}

/** The server's current truth of these documents; one it does not hold comes back as a tombstone. */
export async function currentDocuments(
  q: Queryable,
  collection: CollectionName,
  dealer: string,
  ids: readonly string[],
): Promise<PulledDocument[]> {
  const rows = new Map((await readProjectionRows(q, collection, dealer, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = rows.get(id);
    return row ? pulled(row) : { id, dealer, _deleted: true };
  });
}

/**
 * A page of the snapshot of one dealer's collection: its live documents in id order after `after` (the primary
 * key's order; tombstones are left out, a first sync has nothing to remove). The first page (seq null) reads the
 * dealer's sequence before its rows: every change after it is newer than the snapshot and comes with the pulls
 * from that sequence, so a document changed while the pages are read is pulled again, never missed.
 */
export async function snapshotPage(
  q: Queryable,
  collection: CollectionName,
  dealer: string,
  after: string,
  seq: number | null,
  limit: number,
): Promise<SnapshotPage> {
  let since = seq;
  if (since === null) {
    const [row] = await q.query<{ last_seq: string | number }>('SELECT last_seq FROM dealer_sequences WHERE dealer = $1', [dealer]);
    since = Number(row?.last_seq ?? 0);
  }
  const rows = await q.query<{ id: string; doc: Doc }>(
    `SELECT id, doc FROM ${projectionTable(collection)} WHERE dealer = $1 AND NOT deleted AND id > $2 ORDER BY id LIMIT $3`,
    [dealer, after, limit],
  );
  const documents = rows.map((row) => ({ ...row.doc, id: row.id, dealer }));
  return { documents, next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null, seq: since };
}
