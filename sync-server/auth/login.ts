import { AUTH_MESSAGES, LOCKOUT_ATTEMPTS, LOCKOUT_MS } from '../../domain/session/authMessages.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import type { LoginRequest } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';
import { verifyPassword } from './passwords.ts';

export type LoginOutcome =
  | { ok: true; userId: number }
  | { ok: false; status: 401 | 403 | 429; message: string };

type CandidateRow = { id: number; password_hash: string; admin: number; locked: boolean };

const refused = (status: 401 | 403 | 429, message: string): LoginOutcome => ({ ok: false, status, message });

/**
 * Checks a sign-in in the order of spec 000 §8: unknown e-mail, inactive account, lockout, password.
 * Each wrong password counts; the LOCKOUT_ATTEMPTS-th locks the account for LOCKOUT_MS (a lock that has run
 * out starts the count again). A right password clears the count.
 */
export async function attemptLogin(db: Queryable, request: LoginRequest): Promise<LoginOutcome> {
  const [user] = await db.query<CandidateRow>(
    `SELECT id, password_hash, admin,
            failed_attempts >= $2 AND locked_until IS NOT NULL AND locked_until > now() AS locked
     FROM users WHERE lower(email) = lower($1)`,
    [request.username, LOCKOUT_ATTEMPTS],
  );
  if (!user) return refused(401, AUTH_MESSAGES.unknownUser);
  if (user.admin === ADMIN.inactive) return refused(403, AUTH_MESSAGES.inactive);
  if (user.locked) return refused(429, AUTH_MESSAGES.lockedOut);
  if (await verifyPassword(request.password, user.password_hash)) {
    await db.query('UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
    return { ok: true, userId: user.id };
  }
  const attempts = 'CASE WHEN locked_until <= now() THEN 1 ELSE failed_attempts + 1 END';
  const [counted] = await db.query<{ locked: boolean }>(
    `UPDATE users SET failed_attempts = ${attempts},
       locked_until = CASE WHEN ${attempts} >= $2 THEN now() + make_interval(secs => $3::double precision) ELSE NULL END
     WHERE id = $1 RETURNING failed_attempts >= $2 AS locked`,
    [user.id, LOCKOUT_ATTEMPTS, LOCKOUT_MS / 1000],
  );
  return counted?.locked ? refused(429, AUTH_MESSAGES.lockedOut) : refused(401, AUTH_MESSAGES.wrongPassword);
}
