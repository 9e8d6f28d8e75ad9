import type { Queryable } from '../db/database.ts';
import type { OAuthProviderName } from '../../domain/mailboxes/mailbox.ts';

/** How long a sign-in may take from GET /integrations/{provider}/url to the mailbox saved with it. */
export const AUTHORIZATION_MINUTES = 30;

export const AUTHORIZATION_EXPIRED_MESSAGE = 'The sign-in with the provider expired or was not made here: please sign in again.';

/** A sign-in under way, bound to the user and dealer that started it. */
export type Authorization = { state: string; code_verifier: string; email: string | null; refresh_token_secret: string | null };

type Owner = { dealerId: number; userId: number; provider: OAuthProviderName };

export async function startAuthorization(db: Queryable, owner: Owner, state: string, codeVerifier: string): Promise<void> {
  await db.query('DELETE FROM mailbox_authorizations WHERE expires_at < now()');
  await db.query(
    `INSERT INTO mailbox_authorizations (state, dealer_id, user_id, provider, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [state, owner.dealerId, owner.userId, owner.provider, codeVerifier, AUTHORIZATION_MINUTES],
  );
}

/** The sign-in of this state if this user started it at this dealer with this provider and it has not expired. */
export async function findAuthorization(db: Queryable, owner: Owner, state: string): Promise<Authorization | null> {
  const [row] = await db.query<Authorization>(
    `SELECT state, code_verifier, email, refresh_token_secret FROM mailbox_authorizations
     WHERE state = $1 AND dealer_id = $2 AND user_id = $3 AND provider = $4 AND expires_at > now()`,
    [state, owner.dealerId, owner.userId, owner.provider],
  );
  return row ?? null;
}

export async function completeAuthorization(db: Queryable, state: string, email: string | null, refreshTokenSecret: string): Promise<void> {
  await db.query('UPDATE mailbox_authorizations SET email = $2, refresh_token_secret = $3 WHERE state = $1', [state, email, refreshTokenSecret]);
}

/** A sign-in is used once: a saved mailbox takes its refresh token. */
export async function endAuthorization(db: Queryable, state: string): Promise<void> {
  await db.query('DELETE FROM mailbox_authorizations WHERE state = $1', [state]);
}
