import type { DocChange } from '../../domain/events/collections.ts';
import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import { prepareEvent, type PreparedEvent } from '../../domain/events/registry.ts';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE, can } from '../../domain/permissions/permissions.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/database.ts';
import { insertEvents, reserveSequence, storedEventDealers } from './eventLog.ts';
import { createProjectionBatch } from './projectionBatch.ts';

export const ACTOR_MISMATCH_MESSAGE = 'The event was not made by the signed-in user.';
export const DUPLICATE_ID_MESSAGE = 'This event id is already used.';
export const SYSTEM_ONLY_MESSAGE = 'Only the server may record this event.';

export type AppendListener = (dealer: string, seq: number, collections: string[]) => void;

/** Why a transaction was rolled back on purpose: the event conflicts, or a twin committed first. */
class EventNotAppended extends Error {
  readonly reason: string | null;
  constructor(reason: string | null) {
    super(reason ?? 'The event is already in the log.');
    this.reason = reason;
  }
}

type Outcome = { accepted: true; seq: number; changes: DocChange[] } | { accepted: true; seq: null } | { accepted: false; reason: string };

/**
 * Pushes a user's events for one dealer, in order, each in its own transaction: a rejected event costs only
 * itself. An event id already in the log is accepted again without being re-applied.
 */
export async function pushEvents(
  db: Database,
  onAppended: AppendListener,
  user: AuthUser,
  dealerToken: string,
  events: readonly EventEnvelope[],
): Promise<PushResponse> {
  const response: PushResponse = { accepted: [], rejected: [] };
  const stored = await storedEventDealers(db, events.map((event) => event.id));
  const member = user.dealers.some((dealer) => dealer.token === dealerToken);
  let lastSeq = 0;
  const collections = new Set<string>();

  for (const event of events) {
    const outcome = await pushOne(db, user, event, member && event.dealer === dealerToken, stored.get(event.id));
    if (!outcome.accepted) {
      response.rejected.push({ id: event.id, reason: outcome.reason });
      continue;
    }
    response.accepted.push(event.id);
    stored.set(event.id, event.dealer);
    if (outcome.seq === null) continue;
    lastSeq = outcome.seq;
    for (const change of outcome.changes) collections.add(change.collection);
  }
  if (lastSeq > 0) onAppended(dealerToken, lastSeq, [...collections]);
  return response;
}

async function pushOne(
  db: Database,
  user: AuthUser,
  event: EventEnvelope,
  inDealer: boolean,
  storedDealer: string | undefined,
): Promise<Outcome> {
  if (!inDealer) return { accepted: false, reason: WRONG_DEALER_MESSAGE };
  if (storedDealer !== undefined) {
    return storedDealer === event.dealer ? { accepted: true, seq: null } : { accepted: false, reason: DUPLICATE_ID_MESSAGE };
  }
  if (event.actor !== user.id) return { accepted: false, reason: ACTOR_MISMATCH_MESSAGE };
  const prepared = prepareEvent(event);
  if (!prepared.ok) return { accepted: false, reason: prepared.reason };
  const { action } = prepared.prepared;
  if (action === null) return { accepted: false, reason: SYSTEM_ONLY_MESSAGE };
  if (!can({ role: user.role, admin: user.admin }, action)) return { accepted: false, reason: FORBIDDEN_MESSAGE };
  try {
    return await appendOne(db, prepared.prepared);
  } catch (error) {
    if (!(error instanceof EventNotAppended)) throw error;
    return error.reason === null ? { accepted: true, seq: null } : { accepted: false, reason: error.reason };
  }
}

/**
 * Numbers, records and projects one event in one transaction. The dealer's sequence row lock orders writers, so
 * the twin check and the documents read after it see every event committed before this one.
 */
async function appendOne(db: Database, prepared: PreparedEvent): Promise<Outcome> {
  const { event } = prepared;
  return db.transaction(async (tx) => {
    const seq = await reserveSequence(tx, event.dealer, 1);
    const twin = (await storedEventDealers(tx, [event.id])).get(event.id);
    if (twin !== undefined) throw new EventNotAppended(twin === event.dealer ? null : DUPLICATE_ID_MESSAGE);
    const batch = createProjectionBatch(tx);
    await batch.load(event.dealer, prepared.targets);
    const current = batch.current(event.dealer);
    const conflict = prepared.conflict(current);
    if (conflict !== null) throw new EventNotAppended(conflict);
    const changes = prepared.project(current);
    const written = await insertEvents(tx, [{ ...event, seq }]);
    if (!written.has(event.id)) throw new EventNotAppended(DUPLICATE_ID_MESSAGE);
    batch.apply(event.dealer, seq, changes);
    await batch.flush();
    return { accepted: true, seq, changes };
  });
}
