import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/** A refresh token lives 30 days unless it is used (rotated) or its family is revoked first. */
export const REFRESH_TOKEN_LIFETIME_DAYS = 30;

/** Tokens are kept only as their SHA-256: a copy of the table signs no one in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh secret for a link sent or a token handed out: 32 random bytes, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues a refresh token in a family: a new family at sign-in, the same family on each rotation. */
export async function issueRefreshToken(db: Queryable, userId: number, family: string = randomUUID()): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, family, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
    [tokenHash(token), userId, family, REFRESH_TOKEN_LIFETIME_DAYS],
  );
  return token;
}

type TokenRow = { user_id: number; family: string; revoked: boolean; expired: boolean };

/**
 * Spends a refresh token and issues its successor in the same family. A token used a second time means it was
 * copied: the whole family is revoked and the answer is null, as for an unknown or expired token.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<{ userId: number; token: string } | null> {
  const hash = tokenHash(token);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<TokenRow>(
      `SELECT user_id, family, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hash],
    );
    if (!row) return null;
    if (row.revoked) {
      await revokeFamily(tx, row.family);
      return null;
    }
    if (row.expired) return null;
    await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE token_hash = $1', [hash]);
    await tx.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at <= now()', [row.user_id]);
    return { userId: row.user_id, token: await issueRefreshToken(tx, row.user_id, row.family) };
  });
}

async function revokeFamily(db: Queryable, family: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family = $1 AND revoked_at IS NULL', [family]);
}

/** Signs out the session a refresh token belongs to: every token of its family stops working. */
export async function revokeRefreshFamilyOf(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family IN (SELECT family FROM refresh_tokens WHERE token_hash = $1)`,
    [tokenHash(token)],
  );
}

/** Signs a user out everywhere (after a password change). */
export async function revokeUserRefreshTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
