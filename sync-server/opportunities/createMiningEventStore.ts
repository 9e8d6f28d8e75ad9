import type { Database } from '../db/database.ts';
import { createEventStore, type AfterPush, type EventStore } from '../events/eventStore.ts';
import type { AppendListener } from '../events/pushEvents.ts';
import { mineAfterPush } from './mineAfterPush.ts';

/**
 * The event store the server runs: after each push the customers of accepted deal edits and mileage updates are mined
 * again (mineAfterPush), then the other `reactions` run in their order (the server's: the appointment confirmation
 * e-mail), all before the push answers.
 */
export function createMiningEventStore(db: Database, onAppended: AppendListener, reactions: readonly AfterPush[] = []): EventStore {
  return createEventStore(db, onAppended, async (store, dealer, events, response) => {
    await mineAfterPush(db, store, dealer, events, response);
    for (const react of reactions) await react(store, dealer, events, response);
  });
}
