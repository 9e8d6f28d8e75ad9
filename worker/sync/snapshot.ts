import type { Checkpoint, CollectionName, ColumnSnapshotPage, Doc, SnapshotPage } from '../../domain/events/collections.ts';
import { fromColumns, type ColumnDocs } from '../../domain/events/columnDocs.ts';
import { CUSTOMER_FIELD, resolveCustomers } from '../../domain/events/customerNumbers.ts';
import { writePosition, type PullPosition } from './checkpoints.ts';
import { customerTable } from './customerTable.ts';
import type { PullDeps } from './pull.ts';
import { removeChunks } from '../store/chunks.ts';
import { applySnapshotPage } from './serverDocs.ts';

/** The first page of a snapshot: small, so a collection's first documents are stored early. */
export const FIRST_SNAPSHOT_PAGE = 2_000;
/** Every later page (the server's maximum): 100,000 documents take six round trips. */
export const SNAPSHOT_PAGE = 20_000;

/**
 * The checkpoint pulls go on from once a snapshot that began at a sequence is stored: every document written after
 * that sequence ((seq, id) > (seq + 1, ''): ids are never empty), none the snapshot already held.
 */
export function afterSnapshot(seq: number): Checkpoint {
  return { seq: seq + 1, id: '' };
}

/**
 * Pages read and not stored yet, at most: the store is slower than the network, and without a bound a whole
 * collection (100,000 vehicles) would wait in memory to be stored.
 */
export const READ_AHEAD = 4;

/** A snapshot page as it arrived, and the one after it, asked for as soon as this one came (null after the last). */
type Arrived = { page: SnapshotPage; first: string; columns: ColumnDocs; next: Promise<Arrived> | null };

/**
 * A dealer's collection read for the first time: its live documents page by page in id order (GET /sync/snapshot,
 * as columns of every kind, `encoding=compact`, gzip on the wire; customers named by number once the dealer's
 * customer id table is read). Pages are read ahead of storing (READ_AHEAD at most): each is asked for as soon as
 * the one before arrives, with room, and is handed to the lists then (onSnapshotPage), so a list has its rows early; they
 * are stored in order as a pull batch is (rebased under our pending events; written without reading first, as
 * nothing is stored yet). The position records the last id stored, so a sync cut off resumes the snapshot where
 * it stopped (pages read ahead and not stored are asked again); at the end it is the checkpoint after the
 * snapshot's sequence, from which pullCollection goes on. Answers that position and the documents read.
 */
export async function snapshotCollection(
  deps: PullDeps,
  dealer: string,
  collection: CollectionName,
  resume: PullPosition['snapshot'] | null,
): Promise<{ position: PullPosition; documents: number }> {
  let unstored = 0;
  const waiting: (() => void)[] = [];
  /** Resolves once fewer than READ_AHEAD pages wait to be stored. */
  const room = () => (unstored < READ_AHEAD ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
  // Asked for by the first snapshot of any of the dealer's collections (refs comes first and has no customers), so
  // it is usually there when the opportunities need it.
  const customers = customerTable(deps.auth, dealer);
  let held: readonly string[] = [];
  customers.then((ids) => (held = ids), () => undefined);
  const field = CUSTOMER_FIELD[collection];
  const read = async (after: string, seq: number | null, limit: number, first: boolean): Promise<Arrived> => {
    // A new snapshot's first page (a list's first rows) does not wait for the table: it names by number what is
    // held already, by id the rest. Every later page waits for it.
    const table = !field ? [] : first && !resume ? held : await customers;
    const answer = await deps.auth.authorized<ColumnSnapshotPage>('/sync/snapshot', {
      query: { token: dealer, collection, after, limit, encoding: 'compact', known: table.length, ...(seq === null ? {} : { seq }) },
    });
    const columns = field ? resolveCustomers(answer.docs, field, table) : answer.docs;
    const page: SnapshotPage = { documents: fromColumns(columns) as Doc[], next: answer.next, seq: answer.seq };
    unstored++;
    deps.onSnapshotPage?.(dealer, collection, page.documents, { first, last: page.next === null });
    const following = page.next;
    const next = following === null ? null : room().then(() => read(following, page.seq, SNAPSHOT_PAGE, false));
    // A page read ahead may fail while an earlier one is stored: the store loop meets the failure when it gets
    // there, and it must not surface as unhandled before.
    next?.catch(() => undefined);
    return { page, first: after, columns, next };
  };
  // A snapshot from the start replaces whatever an earlier one stored of the collection.
  if (!resume) await removeChunks(deps.store, dealer, collection);
  let arriving: Promise<Arrived> = read(resume?.after ?? '', resume?.seq ?? null, resume ? SNAPSHOT_PAGE : FIRST_SNAPSHOT_PAGE, true);
  let documents = 0;
  for (;;) {
    const { page, first, columns, next }: Arrived = await arriving;
    documents += page.documents.length;
    if (page.documents.length) await applySnapshotPage(deps, dealer, collection, { first, columns, documents: page.documents });
    const position: PullPosition =
      page.next === null ? { checkpoint: afterSnapshot(page.seq) } : { checkpoint: null, snapshot: { seq: page.seq, after: page.next } };
    await writePosition(deps.local, dealer, collection, position);
    unstored--;
    waiting.shift()?.();
    if (next === null) return { position, documents };
    arriving = next;
  }
}
