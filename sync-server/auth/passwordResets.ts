import { ADMIN } from '../../domain/session/roles.ts';
import type { ServerDeps } from '../context.ts';
import { hashPassword } from './passwords.ts';
import { randomToken, revokeUserRefreshTokens, tokenHash } from './refreshTokens.ts';
import { resetMail } from './resetMail.ts';
import { takeSendQuota } from '../limits/sendQuota.ts';

/** A reset link works once, for one hour. */
export const RESET_LINK_LIFETIME_MINUTES = 60;

type ResetDeps = Pick<ServerDeps, 'db' | 'mail' | 'publicUrl'>;

/** The link the e-mail carries: the app's reset page with the one-time code. */
export function resetLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password?code=${encodeURIComponent(code)}`;
}

/**
 * Mails a reset link to an active account with this e-mail, at most three an hour per account; does nothing for an
 * unknown or inactive one, nor past that limit. The
 * caller answers the same words either way, so the answer never tells whether an account exists. A mail that
 * cannot be sent is logged, not reported, for the same reason.
 */
export async function requestPasswordReset(deps: ResetDeps, email: string): Promise<void> {
  const [user] = await deps.db.query<{ id: number; email: string; first_name: string }>(
    'SELECT id, email, first_name FROM users WHERE lower(email) = lower($1) AND admin <> $2',
    [email, ADMIN.inactive],
  );
  if (!user) return;
  // Per account too: many addresses asking for one account's reset would bury its owner in mail. Silent, as above.
  if (!(await takeSendQuota(deps.db, 'password_reset', { recipient: String(user.id) })).ok) return;
  const code = randomToken();
  await deps.db.query('DELETE FROM password_resets WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= now())', [user.id]);
  await deps.db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3::int))`,
    [tokenHash(code), user.id, RESET_LINK_LIFETIME_MINUTES],
  );
  try {
    await deps.mail.send(resetMail(user, resetLink(deps.publicUrl, code)));
  } catch (error) {
    console.error(`The password reset e-mail to user ${user.id} could not be sent:`, error);
  }
}

/**
 * Sets a new password with a reset code. The code is spent in the same transaction (a used, expired or unknown
 * code answers false); the account's lockout is cleared, its other codes are spent and every refresh token is
 * revoked, so a stolen session ends with the password change.
 */
export async function confirmPasswordReset(db: ServerDeps['db'], code: string, password: string): Promise<boolean> {
  const [open] = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [
    tokenHash(code),
  ]);
  if (!open) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx.query<{ user_id: number }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [tokenHash(code)],
    );
    if (!spent) return false;
    await tx.query('UPDATE users SET password_hash = $2, failed_attempts = 0, locked_until = NULL WHERE id = $1', [
      spent.user_id,
      passwordHash,
    ]);
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [spent.user_id]);
    await revokeUserRefreshTokens(tx, spent.user_id);
    return true;
  });
}
