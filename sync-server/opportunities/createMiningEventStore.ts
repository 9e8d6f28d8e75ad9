import type { Database } from '../db/database.ts';
import { createEventStore, type EventStore } from '../events/eventStore.ts';
import type { AppendListener } from '../events/pushEvents.ts';
import { mineAfterPush } from './mineAfterPush.ts';

/**
 * The event store the server runs: after each push the customers of accepted deal edits and mileage updates are mined
 * again (mineAfterPush), before the push answers.
 */
export function createMiningEventStore(db: Database, onAppended: AppendListener): EventStore {
  return createEventStore(db, onAppended, (store, dealer, events, response) => mineAfterPush(db, store, dealer, events, response));
}
