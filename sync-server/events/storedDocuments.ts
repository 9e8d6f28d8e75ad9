import type { CollectionName, DocChange, DocRef } from '../../domain/events/collections.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from './projectionTables.ts';

/**
 * The stored bodies of these documents of one dealer, in the order asked: null for a document never written
 * or deleted (a tombstone), as a projection would see them.
 */
export async function readStoredDocuments(q: Queryable, dealer: string, refs: readonly DocRef[]): Promise<DocChange[]> {
  const ids = new Map<CollectionName, Set<string>>();
  for (const ref of refs) ids.set(ref.collection, (ids.get(ref.collection) ?? new Set()).add(ref.id));
  const found = new Map<string, DocChange['doc']>();
  for (const [collection, wanted] of ids) {
    for (const row of await readProjectionRows(q, collection, dealer, [...wanted])) {
      found.set(`${collection}\u0000${row.id}`, row.deleted ? null : row.doc);
    }
  }
  return refs.map((ref) => ({ ...ref, doc: found.get(`${ref.collection}\u0000${ref.id}`) ?? null }));
}
