import { isDeepStrictEqual } from 'node:util';
import type { EventEnvelope, RecordedEvent } from '../../domain/events/envelope.ts';
import { prepareEvent, type PreparedEvent } from '../../domain/events/registry.ts';
import type { Database, Queryable } from '../db/database.ts';
import { eventKey, insertEvents, reserveSequence, storedEvents, type StoredEventBody } from './eventLog.ts';
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

/** A server-made event that was not appended: its dealer's log holds its id for another event. */
export type TakenEvent = { id: string; dealer: string; type: string };

/**
 * Appends server-made events (imports, dealer membership, mining), already validated with prepareSystemEvent or
 * prepareEvent, without a permission check, one transaction per chunk of 2000 with set-based writes. An event
 * already in its dealer's log (the same type, actor and payload under its id: a retry, a webhook delivered twice) is
 * skipped quietly; one whose id the dealer's log holds for another event is skipped and answered, so the caller
 * never takes it for appended. Another dealer's events never stop one. Pokes each dealer once per chunk.
 */
export async function appendSystemEvents(db: Database, onAppended: AppendListener, events: readonly PreparedEvent[]): Promise<TakenEvent[]> {
  const taken: TakenEvent[] = [];
  for (let start = 0; start < events.length; start += CHUNK) {
    const appended = await db.transaction((tx) => appendChunk(tx, events.slice(start, start + CHUNK)));
    for (const [dealer, { seq, collections }] of appended.touched) onAppended(dealer, seq, [...collections]);
    taken.push(...appended.taken);
  }
  return taken;
}

type Touched = Map<string, { seq: number; collections: Set<string> }>;

/** A payload as the log's JSONB column gives it back. */
const asStored = (payload: unknown): unknown => JSON.parse(JSON.stringify(payload ?? null));

const sameEvent = (stored: StoredEventBody, event: EventEnvelope) =>
  stored.type === event.type && stored.actor === event.actor && isDeepStrictEqual(asStored(stored.payload), asStored(event.payload));

async function appendChunk(tx: Queryable, chunk: readonly PreparedEvent[]): Promise<{ touched: Touched; taken: TakenEvent[] }> {
  // Each dealer's sequence row is taken first, in one order (two chunks never wait on each other), so the look-up
  // sees every event committed before: a copy another instance appends at the same moment is found, not inserted.
  for (const dealer of [...new Set(chunk.map((prepared) => prepared.event.dealer))].sort()) await reserveSequence(tx, dealer, 0);
  const stored = await storedEvents(tx, chunk.map((prepared) => prepared.event));
  const byDealer = new Map<string, PreparedEvent[]>();
  const taken: TakenEvent[] = [];
  for (const prepared of chunk) {
    const { id, dealer, type } = prepared.event;
    const key = eventKey(prepared.event);
    const before = stored.get(key);
    if (before) {
      if (!sameEvent(before, prepared.event)) taken.push({ id, dealer, type });
      continue;
    }
    stored.set(key, prepared.event);
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
  if (written !== recorded.length) throw new Error('Another server appended some of these events at the same time.');
  await batch.flush();
  return { touched, taken };
}
