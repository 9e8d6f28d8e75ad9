import type { DocChange, DocRef } from '../../domain/events/collections.ts';
import type { EventEnvelope, PushedEvent, PushResponse } from '../../domain/events/envelope.ts';
import type { PreparedEvent } from '../../domain/events/registry.ts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/database.ts';
import { pushEvents, type AppendListener } from './pushEvents.ts';
import { rebuildProjections, type RebuildCounts } from './rebuildProjections.ts';
import { readStoredDocuments } from './storedDocuments.ts';
import { appendSystemEvents, prepareSystemEvent, type TakenEvent } from './systemEvents.ts';

/**
 * The event log and its projections: the only writer of events, dealer_sequences and the projection tables.
 * Every append numbers the event in its dealer's sequence, records it and projects it in one transaction, then
 * tells `onAppended` (the live hub) which collections of which dealer changed up to which sequence.
 */
export type EventStore = {
  /**
   * A user's events for one dealer: each accepted or rejected with a reason; pushing one twice is harmless. It
   * answers after the store's afterPush listener (the miner, for a mining store) has run.
   */
  push(user: AuthUser, dealerToken: string, events: readonly PushedEvent[]): Promise<PushResponse>;
  /**
   * Server-made events (imports, dealer.user_set; actor 0): projected without a permission check. Answers the events
   * not appended because their dealer's log holds their id for another event (appendSystemEvents).
   */
  appendSystem(events: EventEnvelope[]): Promise<TakenEvent[]>;
  /** appendSystem for events the caller has already validated with prepareEvent (imports): not validated again. */
  appendPrepared(events: readonly PreparedEvent[]): Promise<TakenEvent[]>;
  /** The current documents of one dealer as the projections hold them (null when absent or deleted). */
  documents(dealer: string, refs: readonly DocRef[]): Promise<DocChange[]>;
  /** Replays the whole log into fresh projections. */
  rebuild(): Promise<RebuildCounts>;
};

/** Runs after each push, before it answers: what reacts to users' events (the opportunity miner) subscribes here. */
export type AfterPush = (store: EventStore, dealer: string, events: readonly PushedEvent[], response: PushResponse) => Promise<unknown>;

export function createEventStore(db: Database, onAppended: AppendListener, afterPush?: AfterPush): EventStore {
  const store: EventStore = {
    push: async (user, dealerToken, events) => {
      const response = await pushEvents(db, onAppended, user, dealerToken, events);
      await afterPush?.(store, dealerToken, events, response);
      return response;
    },
    appendSystem: (events) => appendSystemEvents(db, onAppended, events.map(prepareSystemEvent)),
    appendPrepared: (events) => appendSystemEvents(db, onAppended, events),
    documents: (dealer, refs) => readStoredDocuments(db, dealer, refs),
    rebuild: () => rebuildProjections(db),
  };
  return store;
}
