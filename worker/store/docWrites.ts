import type { CollectionName, Doc, DocRef } from '../../domain/events/collections.ts';
import type { Store } from './database.ts';
import { docKey, refKey } from './docRefs.ts';
import type { StoredDoc } from './schemas.ts';

/** A document's new state for one dealer: the body, or null to remove it. */
export type DocWrite = { collection: CollectionName; id: string; dealer: string; doc: Doc | null };


/** Strips the store's own fields (the key, RxDB's _meta, _rev, _deleted, _attachments) from a stored document. */
export function plainDoc(stored: Record<string, unknown>): Doc {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(stored)) {
    if (field === 'pk' || field.startsWith('_')) continue;
    out[field] = value;
  }
  return out as Doc;
}

/** Reads documents of one dealer by reference; missing ones are absent from the map (keyed by refKey). */
export async function readDocs(store: Store, dealer: string, refs: DocRef[]): Promise<Map<string, Doc>> {
  const found = new Map<string, Doc>();
  const byCollection = new Map<CollectionName, string[]>();
  for (const ref of refs) byCollection.set(ref.collection, [...(byCollection.get(ref.collection) ?? []), ref.id]);
  for (const [collection, ids] of byCollection) {
    const docs = await store.replicated[collection].findByIds(ids.map((id) => docKey(dealer, id))).exec();
    for (const doc of docs.values()) {
      const plain = plainDoc(doc.toJSON() as Record<string, unknown>);
      found.set(refKey({ collection, id: plain.id }), plain);
    }
  }
  return found;
}

/** Writes new document states: upserts bodies, removes the documents whose state is null. */
export async function writeDocs(store: Store, writes: DocWrite[]): Promise<void> {
  const byCollection = new Map<CollectionName, DocWrite[]>();
  for (const write of writes) byCollection.set(write.collection, [...(byCollection.get(write.collection) ?? []), write]);
  for (const [collection, list] of byCollection) {
    // The last write of a document wins within one call.
    const last = new Map<string, DocWrite>();
    for (const write of list) last.set(docKey(write.dealer, write.id), write);
    const upserts: StoredDoc[] = [];
    const removals: string[] = [];
    for (const [key, write] of last) {
      if (write.doc) upserts.push({ ...write.doc, id: write.id, dealer: write.dealer, pk: key });
      else removals.push(key);
    }
    const target = store.replicated[collection];
    if (upserts.length) await target.bulkUpsert(upserts);
    if (removals.length) await target.bulkRemove(removals);
  }
}

/** Removes every document of a dealer from the replicated collections and the outbox. */
export async function removeDealerDocs(store: Store, dealer: string): Promise<void> {
  for (const collection of Object.values(store.replicated)) await collection.find({ selector: { dealer } }).remove();
  await store.outbox.find({ selector: { dealer } }).remove();
}
