import { AUTH_MESSAGES, LOCKOUT_ATTEMPTS, LOCKOUT_MS } from '../../domain/session/authMessages.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import type { LoginRequest } from '../../domain/session/sessionUser.ts';
import type { Queryable } from '../db/database.ts';
import { verifyPassword } from './passwords.ts';

export type LoginOutcome =
  | { ok: true; userId: number }
  | { ok: false; status: 401 | 403 | 429; message: string };

type CandidateRow = { id: number; password_hash: string; admin: number };
type CountedRow = { attempt: number };

const refused = (status: 401 | 403 | 429, message: string): LoginOutcome => ({ ok: false, status, message });

/** The number of this attempt: 1 after a lock that has run out, otherwise one more than the count. */
const ATTEMPT = 'CASE WHEN locked_until <= now() THEN 1 ELSE failed_attempts + 1 END';

/**
 * Counts an attempt before its password is checked, in one statement that reads only the row it updates: on
 * PostgreSQL concurrent attempts wait for the row lock and are re-evaluated on the row as the one before left
 * it, on PGlite they run one after another, so each gets its own number and at most LOCKOUT_ATTEMPTS passwords
 * are checked per lock window. The LOCKOUT_ATTEMPTS-th attempt starts the lock; later ones leave it as it is.
 */
const COUNT_ATTEMPT = `
  UPDATE users SET failed_attempts = ${ATTEMPT},
    locked_until = CASE
      WHEN ${ATTEMPT} < $2 THEN NULL
      WHEN ${ATTEMPT} = $2 THEN now() + make_interval(secs => $3::double precision)
      ELSE coalesce(locked_until, now() + make_interval(secs => $3::double precision)) END
  WHERE id = $1
  RETURNING failed_attempts AS attempt`;

/**
 * Checks a sign-in in the order of spec 000 §8: unknown e-mail, inactive account, lockout, password. The
 * attempt that reaches LOCKOUT_ATTEMPTS answers the lockout message even when its password is only wrong; a right
 * password within the allowance clears the count and the lock.
 */
export async function attemptLogin(db: Queryable, request: LoginRequest): Promise<LoginOutcome> {
  const [user] = await db.query<CandidateRow>('SELECT id, password_hash, admin FROM users WHERE lower(email) = lower($1)', [
    request.username,
  ]);
  if (!user) return refused(401, AUTH_MESSAGES.unknownUser);
  if (user.admin === ADMIN.inactive) return refused(403, AUTH_MESSAGES.inactive);
  const [counted] = await db.query<CountedRow>(COUNT_ATTEMPT, [user.id, LOCKOUT_ATTEMPTS, LOCKOUT_MS / 1000]);
  if (!counted) return refused(401, AUTH_MESSAGES.unknownUser);
  if (counted.attempt > LOCKOUT_ATTEMPTS) return refused(429, AUTH_MESSAGES.lockedOut);
  if (await verifyPassword(request.password, user.password_hash)) {
    await db.query('UPDATE users SET failed_attempts = 0, locked_until = NULL WHERE id = $1', [user.id]);
    return { ok: true, userId: user.id };
  }
  return counted.attempt === LOCKOUT_ATTEMPTS ? refused(429, AUTH_MESSAGES.lockedOut) : refused(401, AUTH_MESSAGES.wrongPassword);
}
