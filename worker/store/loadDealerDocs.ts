import type { RxCollection } from 'rxdb';
import type { Doc } from '../../domain/events/collections.ts';
import type { StoredDoc } from './schemas.ts';
import { queryStored } from './storedQuery.ts';

/** Documents read per query: 100,000 at once would hold them all twice (store and copy) at the peak. */
const LOAD_CHUNK = 10_000;

/**
 * Reads every document of one dealer in a collection, chunk by chunk in primary key order (`pk > last`, on the
 * dealer index), straight from the storage.
 */
export async function loadDealerDocs(collection: RxCollection<StoredDoc>, dealer: string, chunk = LOAD_CHUNK): Promise<Doc[]> {
  const all: Doc[] = [];
  let last = '';
  for (;;) {
    const { docs, lastKey } = await queryStored(collection, { selector: { dealer, pk: { $gt: last } }, sort: [{ pk: 'asc' }], limit: chunk });
    for (const doc of docs) all.push(doc);
    if (docs.length < chunk || lastKey === null) return all;
    last = lastKey;
  }
}
