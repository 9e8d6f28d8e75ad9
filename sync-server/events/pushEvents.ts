import { envelopeProblem, type EventEnvelope, type PushedEvent, type PushResponse, type RecordedEvent } from '../../domain/events/envelope.ts';
import { randomEventIdProblem } from '../../domain/events/randomEventId.ts';
import { prepareEvent, type PreparedEvent } from '../../domain/events/registry.ts';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE, can } from '../../domain/permissions/permissions.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/database.ts';
import { QueryError } from '../db/queryError.ts';
import { insertEvents, reserveSequence, storedEventIds } from './eventLog.ts';
import { createProjectionBatch } from './projectionBatch.ts';

export const ACTOR_MISMATCH_MESSAGE = 'The event was not made by the signed-in user.';
export const SYSTEM_ONLY_MESSAGE = 'Only the server may record this event.';
export const UNSTORABLE_EVENT_MESSAGE = 'The server could not store this change: a value in it is out of range or not valid.';

export type AppendListener = (dealer: string, seq: number, collections: string[]) => void;

type Verdict = { id: string; accepted: true } | { id: string; accepted: false; reason: string };

/**
 * Pushes a user's events for one dealer, in order. Events that fail a check of their own (a random id, dealer,
 * actor, schema, permission) are rejected before any write; the rest are numbered, recorded and projected in ONE
 * transaction, each seeing the documents as the events before it left them, so a conflict rejects only its own
 * event. An event id already in the dealer's log is accepted again without being re-applied; another dealer's log
 * is never consulted, so its ids neither stop a push nor show through one.
 */
export async function pushEvents(
  db: Database,
  onAppended: AppendListener,
  user: AuthUser,
  dealerToken: string,
  events: readonly PushedEvent[],
): Promise<PushResponse> {
  const member = user.dealers.some((dealer) => dealer.token === dealerToken);
  const verdicts = new Map<string, Verdict>();
  const candidates: PreparedEvent[] = [];
  const seen = new Set<string>();
  const now = Date.now();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const envelope = envelopeProblem(event, now);
    if (!envelope.ok) {
      verdicts.set(event.id, { id: event.id, accepted: false, reason: envelope.reason });
      continue;
    }
    const checked = check(user, envelope.event, member && envelope.event.dealer === dealerToken);
    if ('reason' in checked) verdicts.set(event.id, { id: event.id, accepted: false, reason: checked.reason });
    else candidates.push(checked);
  }
  for (const appended of await appendSafely(db, dealerToken, candidates)) {
    for (const verdict of appended.verdicts) verdicts.set(verdict.id, verdict);
    if (appended.lastSeq > 0) onAppended(dealerToken, appended.lastSeq, appended.collections);
  }

  const response: PushResponse = { accepted: [], rejected: [] };
  for (const event of events) {
    const verdict = verdicts.get(event.id);
    if (verdict?.accepted) response.accepted.push(event.id);
    else if (verdict) response.rejected.push({ id: event.id, reason: verdict.reason });
  }
  return response;
}

type Appended = { verdicts: Verdict[]; lastSeq: number; collections: string[] };

/** SQLSTATE classes of a value the database refused (22 data exception, 23 integrity constraint violation). */
const isDataError = (error: unknown) => error instanceof QueryError && (error.code.startsWith('22') || error.code.startsWith('23'));

/**
 * Appends the run in one transaction; if the database refuses a value that passed every schema, the run is appended
 * again event by event, so only the event it refuses is rejected (with a reason) and the rest are recorded.
 */
async function appendSafely(db: Database, dealer: string, run: readonly PreparedEvent[]): Promise<Appended[]> {
  if (run.length === 0) return [];
  try {
    return [await appendRun(db, dealer, run)];
  } catch (error) {
    if (!isDataError(error)) throw error;
  }
  const appended: Appended[] = [];
  for (const prepared of run) {
    try {
      appended.push(await appendRun(db, dealer, [prepared]));
    } catch (error) {
      if (!isDataError(error)) throw error;
      appended.push({ verdicts: [{ id: prepared.event.id, accepted: false, reason: UNSTORABLE_EVENT_MESSAGE }], lastSeq: 0, collections: [] });
    }
  }
  return appended;
}

function check(user: AuthUser, event: EventEnvelope, inDealer: boolean): PreparedEvent | { reason: string } {
  const idProblem = randomEventIdProblem(event.id);
  if (idProblem !== null) return { reason: idProblem };
  if (!inDealer) return { reason: WRONG_DEALER_MESSAGE };
  if (event.actor !== user.id) return { reason: ACTOR_MISMATCH_MESSAGE };
  const prepared = prepareEvent(event);
  if (!prepared.ok) return { reason: prepared.reason };
  const { action } = prepared.prepared;
  if (action === null) return { reason: SYSTEM_ONLY_MESSAGE };
  if (!can({ role: user.role, admin: user.admin }, action)) return { reason: FORBIDDEN_MESSAGE };
  return prepared.prepared;
}

/**
 * Numbers, records and projects a run of one dealer's events in one transaction. Taking the dealer's sequence
 * row first serialises writers, so the twin check and the documents read after it see every event committed
 * before this run.
 */
async function appendRun(
  db: Database,
  dealer: string,
  run: readonly PreparedEvent[],
): Promise<Appended> {
  return db.transaction(async (tx) => {
    let seq = await reserveSequence(tx, dealer, 0);
    const stored = await storedEventIds(tx, dealer, run.map((prepared) => prepared.event.id));
    const batch = createProjectionBatch(tx);
    await batch.load(dealer, run.flatMap((prepared) => prepared.targets));
    const current = batch.current(dealer);
    const verdicts: Verdict[] = [];
    const recorded: RecordedEvent[] = [];
    const collections = new Set<string>();
    for (const prepared of run) {
      const { event } = prepared;
      if (stored.has(event.id)) {
        verdicts.push({ id: event.id, accepted: true });
        continue;
      }
      const conflict = prepared.conflict(current);
      if (conflict !== null) {
        verdicts.push({ id: event.id, accepted: false, reason: conflict });
        continue;
      }
      seq += 1;
      const changes = prepared.project(current);
      batch.apply(dealer, seq, changes);
      for (const change of changes) collections.add(change.collection);
      recorded.push({ ...event, seq });
      verdicts.push({ id: event.id, accepted: true });
    }
    if (recorded.length === 0) return { verdicts, lastSeq: 0, collections: [] };
    const written = await insertEvents(tx, recorded);
    if (written !== recorded.length) throw new Error('An event id was recorded by another writer holding no sequence lock.');
    await reserveSequence(tx, dealer, recorded.length);
    await batch.flush();
    return { verdicts, lastSeq: seq, collections: [...collections] };
  });
}
