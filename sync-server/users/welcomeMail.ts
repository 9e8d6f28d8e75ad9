import type { OutgoingMail } from '../mail/mailPort.ts';
import { randomToken, tokenHash } from '../auth/refreshTokens.ts';
import { resetLink } from '../auth/passwordResets.ts';
import type { Queryable } from '../db/database.ts';

/** A new user's link to set their password works once, for seven days (a reset link lasts an hour). */
export const SET_PASSWORD_LINK_DAYS = 7;

export const WELCOME_SUBJECT = 'Welcome to Dealer Back Office: set your password';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * A one-time code for the password reset page (/reset-password?code=), kept as its hash in password_resets like a
 * reset's, valid seven days: the link of the welcome e-mail.
 */
export async function setPasswordLink(db: Queryable, publicUrl: string, userId: number): Promise<string> {
  const code = randomToken();
  await db.query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3::int))`,
    [tokenHash(code), userId, SET_PASSWORD_LINK_DAYS],
  );
  return resetLink(publicUrl, code);
}

/**
 * The e-mail a new user gets (docs/settings.md "Users"): who added them to which dealer, and the link to set their
 * password. It never carries a password, even when the administrator typed one.
 */
export function welcomeMail(to: { email: string; first_name: string }, dealerName: string, link: string): OutgoingMail {
  const greeting = `Hello ${to.first_name},`;
  const intro = `An account of Dealer Back Office was made for you at ${dealerName}; you sign in with this e-mail address.`;
  const action = `Open this link within ${SET_PASSWORD_LINK_DAYS} days to set your password:`;
  return {
    to: to.email,
    subject: WELCOME_SUBJECT,
    text: `${greeting}\n\n${intro}\n${action}\n\n${link}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p>` +
      `<p><a href="${escapeHtml(link)}">Set your password</a></p>`,
  };
}
