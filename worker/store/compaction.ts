import type { CollectionName } from '../../domain/events/collections.ts';
import { toColumns } from '../../domain/events/columnDocs.ts';
import { chunksOf, writeChunk } from './chunks.ts';
import type { Store } from './database.ts';
import type { ChunkDoc } from './schemas.ts';
import type { WriteLock } from './writeLock.ts';

/** Documents per chunk a compaction writes (a snapshot page's size). */
const CHUNK_DOCS = 20_000;
/** Quiet time after a collection's last pulled batch before its rows are counted. */
const QUIET_MS = 5_000;
/** Rows a collection keeps before a compaction is worth it: at least this many... */
const MIN_ROWS = 500;
/** ...and more than this share of its chunks' documents. */
const ROW_SHARE = 0.2;

/** Whether a dealer's collection has grown enough rows over its chunks to be rewritten as chunks. */
export function worthCompacting(rows: number, chunkDocs: number): boolean {
  return rows >= MIN_ROWS && rows > chunkDocs * ROW_SHARE;
}

/**
 * Rewrites a dealer's collection as fresh chunks of what it holds now (the documents in memory), a generation above
 * the chunks it had, then removes those chunks and then its rows: a stop at any point leaves a store that reads the
 * same (new chunks are read last; old chunks go before the rows whose tombstones hide their removed documents). Runs
 * under the write lock, so no row is written meanwhile.
 */
export async function compactCollection(store: Store, dealer: string, collection: CollectionName): Promise<void> {
  const docs = [...(await store.docs.docs(collection, dealer)).values()];
  const old = await chunksOf(store, dealer, collection).exec();
  const gen = 1 + Math.max(0, ...old.map((chunk) => (chunk.toJSON() as ChunkDoc).gen));
  for (let start = 0, part = 0; start < docs.length; start += CHUNK_DOCS, part++) {
    await writeChunk(store, dealer, collection, `#${gen}:${String(part).padStart(4, '0')}`, toColumns(docs.slice(start, start + CHUNK_DOCS)), gen);
  }
  await store.chunks.bulkRemove(old.map((chunk) => chunk.primary));
  await store.replicated[collection].find({ selector: { dealer } }).remove();
}

/**
 * Compaction in idle time: after a collection's pull, once quiet, a dealer's collection held in memory whose rows
 * have grown past worthCompacting is rewritten (a collection not in memory waits until it is used).
 */
export type Compaction = { pulled(dealer: string, collection: CollectionName): void; close(): void };

export function createCompaction(store: Store, lock: WriteLock): Compaction {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const check = async (dealer: string, collection: CollectionName) => {
    if (!store.docs.held(collection, dealer)) return;
    const rows = await store.replicated[collection].count({ selector: { dealer } }).exec();
    // The chunks (their text too) are read only when there are rows enough to be worth it.
    if (!worthCompacting(rows, 0)) return;
    const chunks = await chunksOf(store, dealer, collection).exec();
    const chunkDocs = chunks.reduce((sum, chunk) => sum + (chunk.toJSON() as ChunkDoc).count, 0);
    if (worthCompacting(rows, chunkDocs)) await lock.run(() => compactCollection(store, dealer, collection));
  };
  return {
    pulled(dealer, collection) {
      const key = `${dealer}|${collection}`;
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          void check(dealer, collection).catch(() => undefined);
        }, QUIET_MS),
      );
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
