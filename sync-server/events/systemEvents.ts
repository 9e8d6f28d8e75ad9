import type { EventEnvelope, RecordedEvent } from '../../domain/events/envelope.ts';
import { prepareEvent, type PreparedEvent } from '../../domain/events/registry.ts';
import type { Database, Queryable } from '../db/database.ts';
import { insertEvents, reserveSequence, storedEventDealers } from './eventLog.ts';
import { createProjectionBatch } from './projectionBatch.ts';
import type { AppendListener } from './pushEvents.ts';

/** Events per transaction: big enough that a bulk import pays few commits, small enough to keep a transaction short. */
const CHUNK = 2000;

/** The actor of server-made events: no user. */
export const SYSTEM_ACTOR = 0;

/** Throws on an event the server itself should never have made: its payload, type or state is wrong. */
export function prepareSystemEvent(event: EventEnvelope): PreparedEvent {
  const result = prepareEvent(event);
  if (!result.ok) throw new Error(`System event ${event.type} ${event.id} is invalid: ${result.reason}`);
  return result.prepared;
}

/**
 * Appends server-made events (imports, dealer membership, mining), already validated with prepareSystemEvent or
 * prepareEvent, without a permission check, one transaction per chunk of 2000 with set-based writes. Ids already
 * in the log are skipped. Pokes each dealer once per chunk.
 */
export async function appendSystemEvents(db: Database, onAppended: AppendListener, events: readonly PreparedEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += CHUNK) {
    const touched = await db.transaction((tx) => appendChunk(tx, events.slice(start, start + CHUNK)));
    for (const [dealer, { seq, collections }] of touched) onAppended(dealer, seq, [...collections]);
  }
}

type Touched = Map<string, { seq: number; collections: Set<string> }>;

async function appendChunk(tx: Queryable, chunk: readonly PreparedEvent[]): Promise<Touched> {
  const stored = await storedEventDealers(tx, chunk.map((prepared) => prepared.event.id));
  const byDealer = new Map<string, PreparedEvent[]>();
  for (const prepared of chunk) {
    const { id, dealer } = prepared.event;
    if (stored.has(id)) continue;
    stored.set(id, dealer);
    const list = byDealer.get(dealer) ?? [];
    list.push(prepared);
    byDealer.set(dealer, list);
  }

  const batch = createProjectionBatch(tx);
  const recorded: RecordedEvent[] = [];
  const touched: Touched = new Map();
  for (const [dealer, prepared] of byDealer) {
    const last = await reserveSequence(tx, dealer, prepared.length);
    await batch.load(dealer, prepared.flatMap((event) => event.targets));
    const collections = new Set<string>();
    prepared.forEach((event, index) => {
      const seq = last - prepared.length + 1 + index;
      const current = batch.current(dealer);
      const conflict = event.conflict(current);
      if (conflict !== null) throw new Error(`System event ${event.event.type} ${event.event.id} conflicts: ${conflict}`);
      const changes = event.project(current);
      batch.apply(dealer, seq, changes);
      for (const change of changes) collections.add(change.collection);
      recorded.push({ ...event.event, seq });
    });
    touched.set(dealer, { seq: last, collections });
  }
  const written = await insertEvents(tx, recorded);
  if (written.size !== recorded.length) throw new Error('Another server appended some of these events at the same time.');
  await batch.flush();
  return touched;
}
