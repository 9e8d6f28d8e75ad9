import { normalizeMangoQuery, prepareQuery, type MangoQuerySelector, type MangoQuerySortPart, type RxCollection } from 'rxdb';
import type { Doc } from '../../domain/events/collections.ts';
import { plainDoc } from './docWrites.ts';
import type { StoredDoc } from './schemas.ts';

export type StoredQuery = {
  /** Fields to match; removed documents are left out. */
  selector: Record<string, unknown>;
  sort?: MangoQuerySortPart<StoredDoc>[];
  limit?: number;
};

/**
 * The live documents of a collection that match a query, read straight from the storage on its indexes (no
 * RxDocument is made, 2-3 times faster at 100,000 rows), and the store key of the last one for paging on.
 */
export async function queryStored(
  collection: RxCollection<StoredDoc>,
  { selector, sort, limit }: StoredQuery,
): Promise<{ docs: Doc[]; lastKey: string | null }> {
  const schema = collection.schema.jsonSchema;
  const mango = { selector: { ...selector, _deleted: { $eq: false } } as MangoQuerySelector<StoredDoc>, sort, limit };
  const { documents } = await collection.storageInstance.query(prepareQuery(schema, normalizeMangoQuery(schema, mango)));
  return {
    docs: documents.map(plainDoc),
    lastKey: documents[documents.length - 1]?.pk ?? null,
  };
}
