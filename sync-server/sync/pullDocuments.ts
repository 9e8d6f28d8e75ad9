import type { Checkpoint, CollectionName, Doc, PullResponse, SnapshotPage } from '../../domain/events/collections.ts';
import { readableDocument, type Reader } from '../../domain/permissions/readableDocument.ts';
import type { Queryable } from '../db/database.ts';
import { projectionTable, readProjectionRows, toProjectionRow, type ProjectionRow, type StoredProjectionRow } from '../events/projectionTables.ts';

export type PulledDocument = Doc & { _deleted: boolean };

/** A stored row as the reader may have it (readableDocument), a tombstone's kept body too; null when not theirs. */
function pulled(reader: Reader, collection: CollectionName, row: ProjectionRow): PulledDocument | null {
  const doc = readableDocument(reader, collection, { ...row.doc, id: row.id, dealer: row.dealer });
  return doc && { ...doc, _deleted: row.deleted };
}

/**
 * The documents of one dealer's collection changed after a checkpoint that the reader may read, in (seq, id)
 * order: a batch ends anywhere, even inside one event's documents, and the next pull resumes at the id after the
 * last one read. Documents left out for the reader are read past: the batch is filled with the ones after them, so
 * a batch shorter than the limit still means the end, and the checkpoint is the last row read, left out or not.
 */
export async function pullDocuments(
  q: Queryable,
  reader: Reader,
  collection: CollectionName,
  dealer: string,
  after: Checkpoint | null,
  limit: number,
): Promise<PullResponse> {
  const documents: PulledDocument[] = [];
  let checkpoint = after;
  for (;;) {
    const wanted = limit - documents.length;
    const rows = await q.query<StoredProjectionRow>(
      `SELECT dealer, id, seq, deleted, doc FROM ${projectionTable(collection)}
       WHERE dealer = $1 AND (seq, id) > ($2::bigint, $3::text) ORDER BY seq, id LIMIT $4`,
      [dealer, checkpoint?.seq ?? 0, checkpoint?.id ?? '', wanted],
    );
    for (const row of rows.map(toProjectionRow)) {
      const document = pulled(reader, collection, row);
      if (document) documents.push(document);
      checkpoint = { seq: row.seq, id: row.id };
    }
    if (rows.length < wanted || documents.length === limit) return { documents, checkpoint };
  }
}

/**
 * The server's current truth of these documents as the reader may have them; one it does not hold, or one the
 * reader may not read, comes back as a tombstone (which removes an optimistic copy).
 */
export async function currentDocuments(
  q: Queryable,
  reader: Reader,
  collection: CollectionName,
  dealer: string,
  ids: readonly string[],
): Promise<PulledDocument[]> {
  const rows = new Map((await readProjectionRows(q, collection, dealer, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = rows.get(id);
    return (row && pulled(reader, collection, row)) ?? { id, dealer, _deleted: true };
  });
}

/**
 * A page of the snapshot of one dealer's collection: its live documents in id order after `after` (the primary
 * key's order; tombstones are left out, a first sync has nothing to remove), as the reader may have them. The first
 * page (seq null) reads the dealer's sequence before its rows: every change after it is newer than the snapshot and
 * comes with the pulls from that sequence, so a document changed while the pages are read is pulled again, never
 * missed. `next` is the last id read, left out for the reader or not: a page may hold fewer documents than asked
 * for, even none, and still not be the last.
 */
export async function snapshotPage(
  q: Queryable,
  reader: Reader,
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
  const documents = rows.flatMap((row) => readableDocument(reader, collection, { ...row.doc, id: row.id, dealer }) ?? []);
  return { documents, next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null, seq: since };
}
