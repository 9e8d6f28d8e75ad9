import type { AlertType } from '../../domain/alerts/alert.ts';
import { isAppPath } from '../../domain/http/appPath.ts';
import type { Queryable } from '../db/database.ts';

/** An alert to record for one user of a dealer. `sourceEvent` is the event that raised it; null for a share. */
export type NewAlert = {
  dealerId: number;
  userId: number;
  senderId: number | null;
  type: AlertType;
  title: string;
  message: string;
  url: string;
  sourceEvent: string | null;
};

/** Tells a user's live sockets that alerts were raised for them (the live hub's publishUser). */
export type Alerted = (userToken: string) => void;

/**
 * Records alerts and tells each user who got a new one, live. Exactly once per event and user: an alert whose
 * (dealer, source event, user) is already recorded is skipped (a re-push, another instance raising the same event), and
 * its user is not told again. An alert leads inside the app only: one whose url is not a path of this app
 * (isAppPath) is not recorded, whatever raised it. Answers how many were recorded.
 */
export async function raiseAlerts(db: Queryable, alerted: Alerted, raising: readonly NewAlert[]): Promise<number> {
  const alerts = raising.filter((alert) => isAppPath(alert.url));
  if (alerts.length === 0) return 0;
  const raised = await db.query<{ user_id: number }>(
    `INSERT INTO alerts (dealer_id, user_id, sender_id, type, title, message, url, source_event)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
     ON CONFLICT (dealer_id, source_event, user_id) DO NOTHING
     RETURNING user_id`,
    [
      alerts.map((alert) => alert.dealerId),
      alerts.map((alert) => alert.userId),
      alerts.map((alert) => alert.senderId),
      alerts.map((alert) => alert.type),
      alerts.map((alert) => alert.title),
      alerts.map((alert) => alert.message),
      alerts.map((alert) => alert.url),
      alerts.map((alert) => alert.sourceEvent),
    ],
  );
  if (raised.length === 0) return 0;
  const users = await db.query<{ token: string }>('SELECT token FROM users WHERE id = ANY($1::int[])', [[...new Set(raised.map((row) => row.user_id))]]);
  for (const user of users) alerted(user.token);
  return raised.length;
}
