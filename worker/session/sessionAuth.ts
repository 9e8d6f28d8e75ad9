import type { GuardResult } from '../api.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { Session, SessionUser } from '../../domain/session/sessionUser.ts';
import { HttpError, OfflineError, httpStatus, isOffline } from '../net/serverErrors.ts';
import type { RequestOptions, ServerHttp } from '../net/serverHttp.ts';
import type { SessionStore } from './sessionStore.ts';

/** Refresh a little before the id token runs out, so a request never leaves with a token about to expire. */
const EXPIRY_MARGIN_MS = 30_000;

export const OFFLINE_SIGN_IN_MESSAGE = 'The server cannot be reached. Please check your connection and try again.';

/** No session: the caller must sign in. */
export class SignedOutError extends Error {
  constructor() {
    super(AUTH_MESSAGES.sessionExpired);
    this.name = 'SignedOutError';
  }
}

export type SessionAuth = {
  signIn(username: string, password: string): Promise<{ ok: true; user: SessionUser } | { ok: false; message: string }>;
  signOut(): Promise<void>;
  /** One refresh at a time: concurrent callers share it. Throws OfflineError; a refused refresh signs out. */
  refresh(): Promise<'refreshed' | 'signed-out'>;
  guard(): Promise<GuardResult>;
  /** An id token good for the next request, refreshed first when it is (about to be) expired. */
  idToken(): Promise<string>;
  /** A call with the id token; a 401 refreshes once and retries once. */
  authorized<T>(path: string, options?: RequestOptions): Promise<T>;
};

/** Runs before a signed-in user's session is stored (the store is emptied when another user signs in). */
export type BeforeSignIn = (user: SessionUser) => Promise<void>;

export function createSessionAuth(http: ServerHttp, sessions: SessionStore, beforeSignIn: BeforeSignIn = async () => undefined): SessionAuth {
  let refreshing: Promise<'refreshed' | 'signed-out'> | null = null;

  const adopt = async (session: Session) => {
    const previous = sessions.current();
    await sessions.save({
      user: session.user,
      idToken: session.id_token,
      expiresAt: session.expires_at * 1000,
      refreshToken: session.refresh_token,
      pendingDealer: previous?.user.id === session.user.id ? previous.pendingDealer : null,
    });
    if (previous?.pendingDealer && previous.user.id === session.user.id) await sessions.updateUser(session.user);
  };

  const runRefresh = async (): Promise<'refreshed' | 'signed-out'> => {
    const current = sessions.current();
    if (!current) return 'signed-out';
    try {
      const session = await http.request<Session>('/auth/refresh', {
        method: 'POST',
        body: { refresh_token: current.refreshToken },
      });
      // A sign-out or another sign-in while the refresh was on its way wins.
      if (sessions.current()?.refreshToken !== current.refreshToken) return sessions.current() ? 'refreshed' : 'signed-out';
      await adopt(session);
      return 'refreshed';
    } catch (error) {
      if (isOffline(error)) throw error;
      const status = httpStatus(error);
      if (status !== null && status >= 400 && status < 500) {
        if (sessions.current()?.refreshToken === current.refreshToken) await sessions.clear(AUTH_MESSAGES.sessionExpired);
        return 'signed-out';
      }
      // A server error is not a refusal: keep the session, as if off line.
      throw new OfflineError(error instanceof Error ? error.message : undefined);
    }
  };

  const refresh = () => {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const idToken = async (): Promise<string> => {
    const current = sessions.current();
    if (!current) throw new SignedOutError();
    if (current.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return current.idToken;
    if ((await refresh()) === 'signed-out') throw new SignedOutError();
    const next = sessions.current();
    if (!next) throw new SignedOutError();
    return next.idToken;
  };

  return {
    async signIn(username, password) {
      try {
        const session = await http.request<Session>('/auth/login', { method: 'POST', body: { username, password } });
        await beforeSignIn(session.user);
        await adopt(session);
        return { ok: true, user: session.user };
      } catch (error) {
        if (isOffline(error)) return { ok: false, message: OFFLINE_SIGN_IN_MESSAGE };
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    },
    async signOut() {
      const current = sessions.current();
      await sessions.clear();
      if (!current) return;
      try {
        await http.request('/auth/logout', { method: 'POST', body: { refresh_token: current.refreshToken }, bearer: current.idToken });
      } catch {
        // Signing out works off line too; the refresh token then simply expires on the server.
      }
    },
    refresh,
    async guard() {
      const current = sessions.current();
      if (!current) return 'signed-out';
      if (current.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return 'valid';
      try {
        return await refresh();
      } catch (error) {
        if (isOffline(error)) return 'offline';
        throw error;
      }
    },
    idToken,
    async authorized<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const token = await idToken();
      try {
        return await http.request<T>(path, { ...options, bearer: token });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 401) throw error;
      }
      // Another request may have refreshed meanwhile: retry with its token rather than rotating again.
      if (sessions.current()?.idToken === token && (await refresh()) === 'signed-out') throw new SignedOutError();
      const retryToken = sessions.current()?.idToken;
      if (!retryToken) throw new SignedOutError();
      try {
        return await http.request<T>(path, { ...options, bearer: retryToken });
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) await sessions.clear(AUTH_MESSAGES.sessionExpired);
        throw error;
      }
    },
  };
}
