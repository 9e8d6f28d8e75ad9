import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';

/** A dealer by token as alerts need it: its id. Null when there is none. */
export async function dealerIdOf(db: Queryable, token: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [token]);
  return row?.id ?? null;
}

/** Which of these users are active users of the dealer: an alert is raised for nobody else. */
export async function activeDealerUsers(db: Queryable, dealerId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN user_dealers ud ON ud.user_id = u.id AND ud.dealer_id = $1
     WHERE u.id = ANY($2::int[]) AND u.admin <> $3`,
    [dealerId, [...ids], ADMIN.inactive],
  );
  return new Set(rows.map((row) => row.id));
}

/** The active salespeople (role 1) of the dealer: whom an unassigned lead concerns. */
export async function dealerSalespeople(db: Queryable, dealerId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN user_dealers ud ON ud.user_id = u.id AND ud.dealer_id = $1
     WHERE u.role_id = $2 AND u.admin <> $3 ORDER BY u.id`,
    [dealerId, ROLE.salesperson, ADMIN.inactive],
  );
  return rows.map((row) => row.id);
}

/** Users' names by id ("Zoe Adams"), for the alerts they raise. */
export async function userNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; first_name: string; last_name: string }>(
    'SELECT id, first_name, last_name FROM users WHERE id = ANY($1::int[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}
