import type { Database } from '../db/database.ts';
import type { AfterPush } from '../events/eventStore.ts';
import { loggableError } from '../http/loggableError.ts';
import { activeDealerUsers, dealerIdOf, userNames } from './alertPeople.ts';
import { ALERTING_EVENTS, eventAlertDraft, type LoggedEvent } from './eventAlerts.ts';
import { raiseAlerts, type Alerted, type NewAlert } from './raiseAlerts.ts';

/** Someone whose name is not on file. */
const A_COLLEAGUE = 'A colleague';

async function raiseFor(db: Database, alerted: Alerted, dealer: string, events: readonly LoggedEvent[]): Promise<void> {
  const dealerId = await dealerIdOf(db, dealer);
  if (dealerId === null) return;
  const drafted = [];
  for (const event of events) {
    const draft = await eventAlertDraft(db, dealer, event);
    if (draft) drafted.push({ event, draft });
  }
  const recipients = await activeDealerUsers(db, dealerId, drafted.map(({ draft }) => draft.userId));
  const names = await userNames(db, drafted.map(({ event }) => event.actor));
  const alerts: NewAlert[] = drafted
    .filter(({ draft }) => recipients.has(draft.userId))
    .map(({ event, draft }) => ({
      dealerId,
      userId: draft.userId,
      senderId: event.actor,
      type: draft.type,
      title: draft.title(names.get(event.actor) ?? A_COLLEAGUE),
      message: draft.message,
      url: draft.url,
      sourceEvent: event.id,
    }));
  await raiseAlerts(db, alerted, alerts);
}

/**
 * The alerts users' events raise for other users (docs/alerts.md), an after-push reaction: for each accepted event
 * that concerns another user (an appointment booked or updated for them, a customer or prospect assigned to them,
 * customers reassigned to them), read back from the log (a re-pushed id cannot change it), one alert for that user,
 * who is told live. Exactly once per event and user (raiseAlerts). It never fails the push: its events are recorded
 * already; a failure is logged, and a re-push of the same events raises what is missing.
 */
export function alertsAfterPush(db: Database, alerted: Alerted): AfterPush {
  return async (_store, dealer, events, response) => {
    const accepted = new Set(response.accepted);
    const ids = events.filter((event) => accepted.has(event.id) && ALERTING_EVENTS.includes(String(event.type))).map((event) => event.id);
    if (ids.length === 0) return;
    try {
      const logged = await db.query<LoggedEvent>('SELECT id, type, actor, payload FROM events WHERE dealer = $1 AND id = ANY($2::text[]) ORDER BY seq', [
        dealer,
        ids,
      ]);
      await raiseFor(db, alerted, dealer, logged);
    } catch (error) {
      console.error(`Raising the alerts of a push failed: ${loggableError(error)}`);
    }
  };
}
