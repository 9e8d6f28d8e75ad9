import type { RxCollection } from 'rxdb';
import type { Subject } from 'rxjs';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { fromColumns, type ColumnDocs } from '../../domain/events/columnDocs.ts';
import { docKey } from './docRefs.ts';
import { loadDealerDocs } from './loadDealerDocs.ts';
import { DOC_KEY_SEPARATOR, type ChunkDoc, type StoredDoc } from './schemas.ts';

/**
 * The field of a row that says the document is gone (a removal of a document a chunk may hold): the row stays, so the
 * fold at load removes the chunk's copy. No projection writes this field.
 */
export const TOMBSTONE = 'removed_here';

/** A dealer's collection that could not be read back: its chunks, rows and checkpoint are dropped, to be synced again. */
export type LostCollection = { dealer: string; collection: CollectionName };

/** What the chunks are kept in and read with: the store's collections, and where a lost collection is told. */
export type ChunkStore = {
  replicated: Record<CollectionName, RxCollection<StoredDoc>>;
  chunks: RxCollection<ChunkDoc>;
  lost: Subject<LostCollection>;
  /** Forgets where the dealer's collection was synced to, so it is read by snapshot again. */
  forgetPosition(dealer: string, collection: CollectionName): Promise<void>;
};

const chunkKey = (dealer: string, collection: CollectionName, first: string) => [dealer, collection, first].join(DOC_KEY_SEPARATOR);

/**
 * Keeps a snapshot page as it arrived, its columns as JSON text: a page asked again (same `first`) replaces itself.
 * `gen`: 0 for a snapshot's page, higher for a compaction's chunk.
 */
export async function writeChunk(store: ChunkStore, dealer: string, collection: CollectionName, first: string, columns: ColumnDocs, gen = 0): Promise<void> {
  const pk = chunkKey(dealer, collection, first);
  const storage = store.chunks.storageInstance;
  const [previous] = await storage.findDocumentsById([pk], true);
  const body: ChunkDoc = { pk, dealer, of: collection, first, gen, count: columns.count, text: JSON.stringify(columns) };
  const document = { ...body, _deleted: false, _attachments: {}, _meta: previous?._meta ?? { lwt: 0 }, _rev: previous?._rev ?? '' };
  const { error } = await storage.bulkWrite([previous ? { previous, document } : { document }], 'worker-write-chunk');
  if (error.length) throw new Error(`Writing a ${collection} chunk failed: ${JSON.stringify(error[0])}`);
}

/**
 * The query for a dealer's chunks of one collection: a range of the primary key (dealer|collection|first), so only
 * they are read. A selector on `dealer` and `of` read every chunk of the dealer through the dealer index and
 * filtered after: each collection's load after a start read all 214 MB of the scale dealer's chunks.
 */
export function chunksOf(store: ChunkStore, dealer: string, collection: CollectionName) {
  const prefix = chunkKey(dealer, collection, '');
  // With the dealer named, RxDB's plan is that exact range of its [_deleted, dealer, pk] index; without it, the
  // whole index.
  return store.chunks.find({ selector: { dealer, pk: { $gte: prefix, $lt: `${prefix}\uffff` } } });
}

/** Removes the dealer's chunks of a collection (every collection when none is named). */
export async function removeChunks(store: ChunkStore, dealer: string, collection?: CollectionName): Promise<void> {
  await (collection ? chunksOf(store, dealer, collection) : store.chunks.find({ selector: { dealer } })).remove();
}

/** The documents of one chunk's columns; throws when they are not the columns they should be. */
function chunkDocs(dealer: string, columns: ColumnDocs): Doc[] {
  const docs = fromColumns(columns);
  return docs.map((doc) => {
    if (typeof doc.id !== 'string') throw new Error('A stored chunk holds a document without an id.');
    return (doc.dealer === dealer ? doc : { ...doc, dealer }) as Doc;
  });
}

/**
 * Every live document of a dealer's collection from disk: its chunks, then its rows over them (a row with TOMBSTONE
 * removes the document). A chunk that cannot be read loses the collection: its chunks, rows and position are dropped
 * and `lost` is told, so the sync reads it again by snapshot; until then the collection is empty.
 */
export async function readDealerDocs(
  store: ChunkStore,
  collection: CollectionName,
  dealer: string,
  between: () => Promise<void>,
): Promise<Doc[]> {
  const docs = new Map<string, Doc>();
  const chunks = (await chunksOf(store, dealer, collection).exec()).map((chunk) => chunk.toJSON() as ChunkDoc);
  chunks.sort((a, b) => a.gen - b.gen || (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  try {
    for (const chunk of chunks) {
      // A chunk is two tasks, its text parsed then its documents built (25-35 ms each for 20,000 opportunities): a
      // click meanwhile is answered between two, and a read of the dealer switched to goes first (DocSource).
      const columns = JSON.parse(chunk.text) as ColumnDocs;
      await between();
      for (const doc of chunkDocs(dealer, columns)) docs.set(doc.id, doc);
      await between();
    }
  } catch {
    await removeChunks(store, dealer, collection);
    await store.replicated[collection].find({ selector: { dealer } }).remove();
    await store.forgetPosition(dealer, collection);
    store.lost.next({ dealer, collection });
    return [];
  }
  for (const row of await loadDealerDocs(store.replicated[collection], dealer)) {
    if (row[TOMBSTONE] === true) docs.delete(row.id);
    else docs.set(row.id, row);
  }
  return [...docs.values()];
}

/**
 * Removes the rows of these documents but those kept: a chunk just stored holds them as the server has them now, and
 * an older row would shadow it at the next load. A dealer's collection without rows (a first sync) is not read by id.
 */
export async function dropShadowingRows(
  store: ChunkStore,
  dealer: string,
  collection: CollectionName,
  ids: readonly string[],
  kept: ReadonlySet<string>,
): Promise<void> {
  const rows = store.replicated[collection];
  const any = await rows.findOne({ selector: { dealer } }).exec();
  if (!any) return;
  const keys = ids.filter((id) => !kept.has(id)).map((id) => docKey(dealer, id));
  const found = await rows.storageInstance.findDocumentsById(keys, false);
  if (found.length === 0) return;
  const { error } = await rows.storageInstance.bulkWrite(
    found.map((previous) => ({ previous, document: { ...previous, _deleted: true } })),
    'worker-drop-shadowing-rows',
  );
  if (error.length) throw new Error(`Removing ${collection} rows under a chunk failed: ${JSON.stringify(error[0])}`);
}
