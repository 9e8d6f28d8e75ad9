import type { EventEnvelope, PushResponse, RecordedEvent } from '../../domain/events/envelope.ts';
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

type Verdict = { id: string; accepted: true } | { id: string; accepted: false; reason: string };

/**
 * Pushes a user's events for one dealer, in order. Events that fail a check of their own (dealer, actor, schema,
 * permission) are rejected before any write; the rest are numbered, recorded and projected in ONE transaction,
 * each seeing the documents as the events before it left them, so a conflict rejects only its own event. An event
 * id already in the log is accepted again without being re-applied.
 */
export async function pushEvents(
  db: Database,
  onAppended: AppendListener,
  user: AuthUser,
  dealerToken: string,
  events: readonly EventEnvelope[],
): Promise<PushResponse> {
  const member = user.dealers.some((dealer) => dealer.token === dealerToken);
  const verdicts = new Map<string, Verdict>();
  const candidates: PreparedEvent[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const checked = check(user, event, member && event.dealer === dealerToken);
    if ('reason' in checked) verdicts.set(event.id, { id: event.id, accepted: false, reason: checked.reason });
    else candidates.push(checked);
  }
  const appended = candidates.length ? await appendRun(db, dealerToken, candidates) : { verdicts: [], lastSeq: 0, collections: [] };
  for (const verdict of appended.verdicts) verdicts.set(verdict.id, verdict);
  if (appended.lastSeq > 0) onAppended(dealerToken, appended.lastSeq, appended.collections);

  const response: PushResponse = { accepted: [], rejected: [] };
  for (const event of events) {
    const verdict = verdicts.get(event.id);
    if (verdict?.accepted) response.accepted.push(event.id);
    else if (verdict) response.rejected.push({ id: event.id, reason: verdict.reason });
  }
  return response;
}

function check(user: AuthUser, event: EventEnvelope, inDealer: boolean): PreparedEvent | { reason: string } {
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
): Promise<{ verdicts: Verdict[]; lastSeq: number; collections: string[] }> {
  return db.transaction(async (tx) => {
    let seq = await reserveSequence(tx, dealer, 0);
    const stored = await storedEventDealers(tx, run.map((prepared) => prepared.event.id));
    const batch = createProjectionBatch(tx);
    await batch.load(dealer, run.flatMap((prepared) => prepared.targets));
    const current = batch.current(dealer);
    const verdicts: Verdict[] = [];
    const recorded: RecordedEvent[] = [];
    const collections = new Set<string>();
    for (const prepared of run) {
      const { event } = prepared;
      const twin = stored.get(event.id);
      if (twin !== undefined) {
        verdicts.push(twin === dealer ? { id: event.id, accepted: true } : { id: event.id, accepted: false, reason: DUPLICATE_ID_MESSAGE });
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
    if (written.size !== recorded.length) throw new Error('An event id was recorded by another writer holding no sequence lock.');
    await reserveSequence(tx, dealer, recorded.length);
    await batch.flush();
    return { verdicts, lastSeq: seq, collections: [...collections] };
  });
}
