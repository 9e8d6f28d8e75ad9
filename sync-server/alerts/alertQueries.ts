import { alertMessage, type Alert, type AlertType } from '../../domain/alerts/alert.ts';
import type { AlertStatus } from '../../domain/alerts/alertList.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';

/** Which alerts of a dealer: one user's or every user's (null), of a type or any (null), by status. */
export type AlertScope = { dealerId: number; userId: number | null; type: AlertType | null; status: AlertStatus };

type AlertRow = {
  id: number;
  type: string;
  title: string;
  message: string;
  url: string;
  user_id: number;
  first_name: string;
  last_name: string;
  sender_first: string | null;
  sender_last: string | null;
  created_at: unknown;
  viewed_at: unknown;
};

/** A timestamp as the database driver gives it (a Date, or text) as ISO text; '' for none. */
export function isoTime(value: unknown): string {
  if (value === null || value === undefined) return '';
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

function where(scope: AlertScope): { sql: string; params: unknown[] } {
  const params: unknown[] = [scope.dealerId];
  const conditions = ['a.dealer_id = $1'];
  if (scope.userId !== null) conditions.push(`a.user_id = $${params.push(scope.userId)}`);
  if (scope.type !== null) conditions.push(`a.type = $${params.push(scope.type)}`);
  if (scope.status !== 'all') conditions.push(scope.status === 'read' ? 'a.viewed_at IS NOT NULL' : 'a.viewed_at IS NULL');
  return { sql: conditions.join(' AND '), params };
}

const toAlert = (row: AlertRow): Alert => ({
  id: Number(row.id),
  type: row.type,
  message: alertMessage({
    type: row.type,
    title: row.title,
    message: row.message,
    sender: row.sender_first === null ? '' : displayName({ first_name: row.sender_first, last_name: row.sender_last ?? '' }),
  }),
  user: displayName(row),
  user_id: row.user_id,
  date: isoTime(row.created_at),
  viewed: isoTime(row.viewed_at),
  url: row.url,
});

/** The scope's alerts, newest first (then by id), a page of them when given. */
export async function readAlerts(db: Queryable, scope: AlertScope, page?: { offset: number; limit: number }): Promise<Alert[]> {
  const { sql, params } = where(scope);
  const paging = page ? ` LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}` : '';
  const rows = await db.query<AlertRow>(
    `SELECT a.id, a.type, a.title, a.message, a.url, a.user_id, u.first_name, u.last_name,
            s.first_name AS sender_first, s.last_name AS sender_last, a.created_at, a.viewed_at
     FROM alerts a JOIN users u ON u.id = a.user_id LEFT JOIN users s ON s.id = a.sender_id
     WHERE ${sql} ORDER BY a.created_at DESC, a.id DESC${paging}`,
    params,
  );
  return rows.map(toAlert);
}

export async function countAlerts(db: Queryable, scope: AlertScope): Promise<number> {
  const { sql, params } = where(scope);
  const [row] = await db.query<{ count: number | string }>(`SELECT count(*) AS count FROM alerts a WHERE ${sql}`, params);
  return Number(row?.count ?? 0);
}

/**
 * Marks a user's alert of a dealer viewed, once: the time it was viewed (now, or when it was first), and whether
 * this call set it; null when the user has no such alert there.
 */
export async function setAlertViewed(db: Queryable, dealerId: number, userId: number, alertId: number): Promise<{ viewed: string; changed: boolean } | null> {
  const [set] = await db.query<{ viewed_at: unknown }>(
    'UPDATE alerts SET viewed_at = now() WHERE id = $1 AND user_id = $2 AND dealer_id = $3 AND viewed_at IS NULL RETURNING viewed_at',
    [alertId, userId, dealerId],
  );
  if (set) return { viewed: isoTime(set.viewed_at), changed: true };
  const [seen] = await db.query<{ viewed_at: unknown }>('SELECT viewed_at FROM alerts WHERE id = $1 AND user_id = $2 AND dealer_id = $3', [
    alertId,
    userId,
    dealerId,
  ]);
  return seen ? { viewed: isoTime(seen.viewed_at), changed: false } : null;
}
