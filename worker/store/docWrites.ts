import type { BulkWriteRow, RxDocumentData } from 'rxdb';
import type { CollectionName, Doc, DocRef } from '../../domain/events/collections.ts';
import type { Store } from './database.ts';
import { removeChunks, TOMBSTONE } from './chunks.ts';
import type { StoredChange } from './docStore.ts';
import { docKey, refKey } from './docRefs.ts';
import { CUSTOMER_KEY, CUSTOMER_KEYED, customerKeyOf, type StoredDoc } from './schemas.ts';

/** A document's new state for one dealer: the body, or null to remove it. */
export type DocWrite = { collection: CollectionName; id: string; dealer: string; doc: Doc | null };

/** Items by collection, in one pass (a reassign reads and writes 100,000 documents at once). */
function groupBy<T>(items: readonly T[], collectionOf: (item: T) => CollectionName): Map<CollectionName, T[]> {
  const groups = new Map<CollectionName, T[]>();
  for (const item of items) {
    const collection = collectionOf(item);
    const group = groups.get(collection);
    if (group) group.push(item);
    else groups.set(collection, [item]);
  }
  return groups;
}

/**
 * Strips the store's own fields (the key, the customer key, RxDB's _meta, _rev, _deleted, _attachments) from a
 * stored document.
 */
export function plainDoc(stored: Stored): Doc {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(stored)) {
    if (field === 'pk' || field === CUSTOMER_KEY || field.startsWith('_')) continue;
    out[field] = value;
  }
  return out as Doc;
}

/** Reads documents of one dealer by reference, from memory; missing ones are absent from the map (keyed by refKey). */
export async function readDocs(store: Store, dealer: string, refs: DocRef[]): Promise<Map<string, Doc>> {
  const found = new Map<string, Doc>();
  for (const [collection, list] of groupBy(refs, (ref) => ref.collection)) {
    const docs = await store.docs.docs(collection, dealer);
    for (const { id } of list) {
      const doc = docs.get(id);
      if (doc) found.set(refKey({ collection, id }), doc);
    }
  }
  return found;
}

type Stored = RxDocumentData<StoredDoc>;

/**
 * The storage row that gives a document its new state over its stored one (RxDB fills the revision and time). A
 * removal is a row too (TOMBSTONE), as a chunk may hold the document.
 */
function writeRow(key: string, write: DocWrite, previous: Stored | undefined): BulkWriteRow<StoredDoc> {
  const body: StoredDoc = write.doc
    ? { ...write.doc, id: write.id, dealer: write.dealer, pk: key }
    : ({ id: write.id, dealer: write.dealer, pk: key, [TOMBSTONE]: true } as StoredDoc);
  if ((CUSTOMER_KEYED as readonly CollectionName[]).includes(write.collection)) body[CUSTOMER_KEY] = write.doc ? customerKeyOf(write.doc) : '';
  const document: Stored = { ...body, _deleted: false, _attachments: {}, _meta: previous?._meta ?? { lwt: 0 }, _rev: previous?._rev ?? '' };
  return previous ? { previous, document } : { document };
}

/** Conflicted writes are tried again over the state the storage answered, this many times at most. */
const WRITE_TRIES = 3;

/**
 * Writes new document states as rows: bodies, and tombstones for the documents whose state is null. One storage read
 * and one storage write per collection (RxDB's bulkUpsert updates existing documents one by one: 60,000 took
 * seconds), then the documents in memory follow and the readers are told (store.docs).
 */
export async function writeDocs(store: Store, writes: DocWrite[]): Promise<void> {
  for (const [collection, list] of groupBy(writes, (write) => write.collection)) {
    // The last write of a document wins within one call.
    const last = new Map<string, DocWrite>();
    for (const write of list) last.set(docKey(write.dealer, write.id), write);
    const storage = store.replicated[collection].storageInstance;
    const stored = await storage.findDocumentsById([...last.keys()], true);
    let previous = new Map(stored.map((doc) => [doc.pk, doc]));
    const before = new Map(previous);
    let pending = [...last];
    for (let attempt = 1; pending.length; attempt++) {
      const rows: BulkWriteRow<StoredDoc>[] = [];
      for (const [key, write] of pending) rows.push(writeRow(key, write, previous.get(key)));
      const { error } = await storage.bulkWrite(rows, 'worker-write-docs');
      previous = new Map();
      for (const failure of error) {
        if (failure.status !== 409 || attempt >= WRITE_TRIES) throw new Error(`Writing ${collection} failed: ${JSON.stringify(failure)}`);
        previous.set(failure.documentId, failure.documentInDb);
        before.set(failure.documentId, failure.documentInDb);
      }
      pending = pending.filter(([key]) => previous.has(key));
    }
    tellDocStore(store, collection, last, before);
  }
}

/** Hands what was written to the documents in memory, per dealer. */
function tellDocStore(store: Store, collection: CollectionName, writes: Map<string, DocWrite>, before: Map<string, Stored>): void {
  const byDealer = new Map<string, StoredChange[]>();
  for (const [key, write] of writes) {
    const changes = byDealer.get(write.dealer) ?? [];
    const stored = before.get(key);
    const previous = stored && !stored._deleted && stored[TOMBSTONE] !== true ? plainDoc(stored) : null;
    changes.push({ id: write.id, doc: write.doc && ({ ...write.doc, id: write.id, dealer: write.dealer } as Doc), previous });
    byDealer.set(write.dealer, changes);
  }
  for (const [dealer, changes] of byDealer) store.docs.apply(collection, dealer, changes);
}

/** Removes every document of a dealer: its chunks, its rows in the replicated collections, and its outbox. */
export async function removeDealerDocs(store: Store, dealer: string): Promise<void> {
  for (const [collection, stored] of Object.entries(store.replicated) as [CollectionName, Store['replicated'][CollectionName]][]) {
    const removed = await stored.find({ selector: { dealer } }).remove();
    store.docs.apply(collection, dealer, removed.map((doc) => ({ id: doc.get('id') as string, doc: null })));
  }
  await removeChunks(store, dealer);
  store.docs.forget(dealer);
  await store.outbox.find({ selector: { dealer } }).remove();
}
