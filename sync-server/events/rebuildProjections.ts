import { COLLECTIONS, type CollectionName } from '../../domain/events/collections.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import type { Database, Queryable } from '../db/database.ts';
import { readEventPage } from './eventLog.ts';
import { createProjectionBatch } from './projectionBatch.ts';
import { PROJECTION_TABLE_NAMES, projectionTable } from './projectionTables.ts';

const PAGE = 1000;

export type RebuildCounts = { events: number; documents: Record<CollectionName, number> };

/**
 * Empties the projection tables and replays the whole log, dealer by dealer in sequence order, in one
 * transaction: readers see the old projections until the new ones are complete. Replay applies each event's
 * projection as it was applied when appended (the conflict check passed then and is not asked again).
 */
export async function rebuildProjections(db: Database): Promise<RebuildCounts> {
  return db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${PROJECTION_TABLE_NAMES.join(', ')}`);
    const batch = createProjectionBatch(tx);
    let events = 0;
    let after: { dealer: string; seq: number } | null = null;
    for (;;) {
      const page = await readEventPage(tx, after, PAGE);
      if (page.length === 0) break;
      const prepared = page.map(({ seq, ...event }) => {
        const result = prepareEvent(event);
        if (!result.ok) throw new Error(`Event ${event.type} ${event.id} no longer validates: ${result.reason}`);
        return { seq, prepared: result.prepared };
      });
      for (const dealer of new Set(page.map((event) => event.dealer))) {
        const targets = prepared.filter((entry) => entry.prepared.event.dealer === dealer).flatMap((entry) => entry.prepared.targets);
        await batch.load(dealer, targets);
      }
      for (const { seq, prepared: event } of prepared) {
        const { dealer } = event.event;
        batch.apply(dealer, seq, event.project(batch.current(dealer)));
        after = { dealer, seq };
      }
      await batch.flush();
      events += page.length;
    }
    return { events, documents: await countDocuments(tx) };
  });
}

async function countDocuments(q: Queryable): Promise<Record<CollectionName, number>> {
  const counts = {} as Record<CollectionName, number>;
  for (const collection of COLLECTIONS) {
    const [row] = await q.query<{ count: number | string }>(`SELECT count(*) AS count FROM ${projectionTable(collection)}`);
    counts[collection] = Number(row?.count ?? 0);
  }
  return counts;
}
