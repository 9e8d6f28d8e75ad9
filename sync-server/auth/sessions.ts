import { ID_TOKEN_LIFETIME_SECONDS, type Session, type SessionUser } from '../../domain/session/sessionUser.ts';
import type { ServerDeps } from '../context.ts';
import { issueRefreshToken, revokeRefreshFamilyOf, rotateRefreshToken } from './refreshTokens.ts';
import { loadSessionUser } from './sessionUser.ts';

type SessionDeps = Pick<ServerDeps, 'db' | 'signer' | 'mailboxes' | 'textDealers'>;

async function sessionOf(deps: SessionDeps, user: SessionUser, refreshToken: string, now: number): Promise<Session> {
  const expiresAt = Math.floor(now / 1000) + ID_TOKEN_LIFETIME_SECONDS;
  return {
    user,
    id_token: await deps.signer.sign({ sub: user.id, exp: expiresAt, kind: 'id' }),
    expires_at: expiresAt,
    refresh_token: refreshToken,
  };
}

/** Signs a user in: the session user, an id token for one hour and the first refresh token of a new family. */
export async function openSession(deps: SessionDeps, user: SessionUser, now: number = Date.now()): Promise<Session> {
  return sessionOf(deps, user, await issueRefreshToken(deps.db, user.id), now);
}

/**
 * Trades a refresh token for a new session (the token rotates). Null when the token is unknown, expired,
 * reused or revoked, or the user is no longer active or belongs to no dealer: the client signs out.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string, now: number = Date.now()): Promise<Session | null> {
  const rotated = await rotateRefreshToken(deps.db, refreshToken);
  if (!rotated) return null;
  const user = await loadSessionUser(deps, rotated.userId);
  if (!user) {
    await revokeRefreshFamilyOf(deps.db, rotated.token);
    return null;
  }
  return sessionOf(deps, user, rotated.token, now);
}

/** Signs out: the refresh token's family is revoked; the id token lapses within the hour. */
export async function closeSession(deps: SessionDeps, refreshToken: string): Promise<void> {
  await revokeRefreshFamilyOf(deps.db, refreshToken);
}
