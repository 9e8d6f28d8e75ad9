import { normalizeMangoQuery, prepareQuery, type MangoQuerySelector, type RxCollection } from 'rxdb';
import type { Doc } from '../../domain/events/collections.ts';
import { plainDoc } from '../store/docWrites.ts';
import type { StoredDoc } from '../store/schemas.ts';

/** Documents read per query: 100,000 at once would hold them all twice (store and copy) at the peak. */
const LOAD_CHUNK = 10_000;

/**
 * Reads every document of one dealer in a collection, chunk by chunk in primary key order (`pk > last`, on the
 * dealer index), straight from the storage: no RxDocument is made, which reads 100,000 rows 2-3 times faster.
 */
export async function loadDealerDocs(collection: RxCollection<StoredDoc>, dealer: string, chunk = LOAD_CHUNK): Promise<Doc[]> {
  const schema = collection.schema.jsonSchema;
  const docs: Doc[] = [];
  let last = '';
  for (;;) {
    const selector = { dealer, pk: { $gt: last }, _deleted: { $eq: false } } as MangoQuerySelector<StoredDoc>;
    const query = normalizeMangoQuery(schema, { selector, sort: [{ pk: 'asc' }], limit: chunk });
    const { documents } = await collection.storageInstance.query(prepareQuery(schema, query));
    for (const document of documents) docs.push(plainDoc(document as unknown as Record<string, unknown>));
    const tail = documents[documents.length - 1];
    if (documents.length < chunk || !tail) return docs;
    last = tail.pk;
  }
}
