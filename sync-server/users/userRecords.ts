import * as v from 'valibot';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { AdminFlagSchema, RoleSchema, roleOf } from '../../domain/session/roles.ts';
import type { UserDetails } from '../../domain/users/userForm.ts';
import { isoTime } from '../alerts/alertQueries.ts';
import type { Queryable } from '../db/database.ts';

/** A user as the users tab reads and writes it: the list's fields and the form's settings. */
export type UserRecord = UserDetails;

type Row = {
  id: number;
  token: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role_id: number;
  admin: number;
  created_at: unknown;
  signature: string;
  notify_text: number;
  notify_email: number;
  notify_alerts: number;
};

const COLUMNS = `u.id, u.token, u.email, u.first_name, u.last_name, u.phone, u.role_id, u.admin, u.created_at, u.signature,
  u.notify_text, u.notify_email, u.notify_alerts`;

const RoleIdSchema = RoleSchema.entries.id;
const FlagSchema = v.picklist([0, 1] as const);

function recordOf(row: Row): UserRecord {
  return {
    user_id: row.id,
    token: row.token,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    role: roleOf(v.parse(RoleIdSchema, row.role_id)),
    admin: v.parse(AdminFlagSchema, row.admin),
    created_at: isoTime(row.created_at),
    signature: row.signature,
    notifications: { text: v.parse(FlagSchema, row.notify_text), email: v.parse(FlagSchema, row.notify_email), alerts: row.notify_alerts },
  };
}

/** The document every browser of a dealer keeps of a user (dealer.user_set): the record without its settings. */
export function dealerUserOf(record: UserRecord): DealerUser {
  const { signature: _signature, notifications: _notifications, ...user } = record;
  return user;
}

/** The users of a dealer, A to Z by name. */
export async function usersOfDealer(db: Queryable, dealerId: number): Promise<UserRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM users u JOIN user_dealers ud ON ud.user_id = u.id AND ud.dealer_id = $1
     ORDER BY u.first_name, u.last_name, u.id`,
    [dealerId],
  );
  return rows.map(recordOf);
}

/** One user of a dealer; null when the user does not belong to it. */
export async function userOfDealer(db: Queryable, dealerId: number, userId: number): Promise<UserRecord | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM users u JOIN user_dealers ud ON ud.user_id = u.id AND ud.dealer_id = $1 WHERE u.id = $2`, [
    dealerId,
    userId,
  ]);
  return row ? recordOf(row) : null;
}

/**
 * Whom a signed-in user may import into a dealer (spec 002 "Import"): the active users of their other dealers who
 * do not belong to this one yet, A to Z.
 */
export async function importCandidates(db: Queryable, actorId: number, dealerId: number): Promise<UserRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM users u
     WHERE u.admin <> 2
       AND EXISTS (SELECT 1 FROM user_dealers theirs JOIN user_dealers mine ON mine.dealer_id = theirs.dealer_id AND mine.user_id = $1
                   WHERE theirs.user_id = u.id AND theirs.dealer_id <> $2)
       AND NOT EXISTS (SELECT 1 FROM user_dealers here WHERE here.user_id = u.id AND here.dealer_id = $2)
     ORDER BY u.first_name, u.last_name, u.id`,
    [actorId, dealerId],
  );
  return rows.map(recordOf);
}

/** A user by id wherever they belong; null when there is none. */
export async function userById(db: Queryable, userId: number): Promise<UserRecord | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return row ? recordOf(row) : null;
}

/** Whether an e-mail (in any case) already names a login, other than `exceptId`'s. */
export async function emailTaken(db: Queryable, email: string, exceptId: number | null = null): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2', [email.trim(), exceptId]);
  return row !== undefined;
}

/** The tokens of every dealer a user belongs to. */
export async function dealerTokensOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ token: string }>(
    'SELECT d.token FROM dealers d JOIN user_dealers ud ON ud.dealer_id = d.id WHERE ud.user_id = $1 ORDER BY d.id',
    [userId],
  );
  return rows.map((row) => row.token);
}
