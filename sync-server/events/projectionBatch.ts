import type { CollectionName, Doc, DocChange, DocRef } from '../../domain/events/collections.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows, writeProjectionRows, type ProjectionWrite } from './projectionTables.ts';

/**
 * Projects a run of events inside one transaction: loads the documents they target once, lets each event see
 * the effect of the ones before it, and writes every changed document once with multi-row statements.
 */
export type ProjectionBatch = {
  /** Reads these documents of a dealer unless the batch already holds them. */
  load(dealer: string, refs: readonly DocRef[]): Promise<void>;
  /** The current body of a loaded document (undefined when absent or deleted), as the domain reducers take it. */
  current(dealer: string): (ref: DocRef) => Doc | undefined;
  /** Records an event's changes, written by the next flush with the event's sequence number. */
  apply(dealer: string, seq: number, changes: readonly DocChange[]): void;
  /** Writes the recorded changes and forgets what was loaded, so the next run reads fresh rows. */
  flush(): Promise<void>;
};

type Pending = ProjectionWrite & { collection: CollectionName };

const keyOf = (dealer: string, ref: DocRef) => `${dealer}\u0000${ref.collection}\u0000${ref.id}`;

export function createProjectionBatch(q: Queryable): ProjectionBatch {
  const loaded = new Map<string, Doc | undefined>();
  const pending = new Map<string, Pending>();

  return {
    async load(dealer, refs) {
      const missing = new Map<CollectionName, Set<string>>();
      for (const ref of refs) {
        if (loaded.has(keyOf(dealer, ref))) continue;
        const ids = missing.get(ref.collection) ?? new Set<string>();
        ids.add(ref.id);
        missing.set(ref.collection, ids);
      }
      for (const [collection, ids] of missing) {
        const rows = await readProjectionRows(q, collection, dealer, [...ids]);
        for (const id of ids) loaded.set(keyOf(dealer, { collection, id }), undefined);
        for (const row of rows) loaded.set(keyOf(dealer, { collection, id: row.id }), row.deleted ? undefined : row.doc);
      }
    },
    current(dealer) {
      return (ref) => {
        const key = keyOf(dealer, ref);
        if (!loaded.has(key)) throw new Error(`An event read ${ref.collection}/${ref.id}, which is not among its targets.`);
        return loaded.get(key);
      };
    },
    apply(dealer, seq, changes) {
      for (const change of changes) {
        const key = keyOf(dealer, change);
        loaded.set(key, change.doc ?? undefined);
        pending.set(key, { collection: change.collection, dealer, id: change.id, seq, doc: change.doc });
      }
    },
    async flush() {
      const byCollection = new Map<CollectionName, ProjectionWrite[]>();
      for (const write of pending.values()) {
        const writes = byCollection.get(write.collection) ?? [];
        writes.push(write);
        byCollection.set(write.collection, writes);
      }
      for (const [collection, writes] of byCollection) await writeProjectionRows(q, collection, writes);
      pending.clear();
      loaded.clear();
    },
  };
}
