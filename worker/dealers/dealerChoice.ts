import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { HttpError, isOffline } from '../net/serverErrors.ts';
import { SignedOutError, type SessionAuth } from '../session/sessionAuth.ts';
import type { SessionStore } from '../session/sessionStore.ts';

/**
 * The user's choice of dealer: switched locally at once, then posted to the server; while the server cannot
 * be told, the choice waits in the session document and is posted again on the next resync.
 */
export type DealerChoice = {
  switchTo(key: string): Promise<SessionUser>;
  /** Posts a pending choice, if any. Throws OfflineError when the server cannot be reached. */
  postPending(): Promise<void>;
  /** Reads the user again (their dealers may have changed), keeping this browser's dealer while it is still theirs. */
  refreshUser(): Promise<void>;
};

export function createDealerChoice(auth: SessionAuth, sessions: SessionStore): DealerChoice {
  const refreshUser = async () => {
    const session = sessions.current();
    if (!session) return;
    const user = await auth.authorized<SessionUser>(`/user/${session.user.id}`);
    const now = sessions.current();
    if (now?.user.id !== user.id) return;
    // The dealer on screen stays this browser's choice while the user still belongs to it: the server's current
    // dealer is the one last chosen anywhere (the next sign-in's), and a switch in another browser must not move
    // this one.
    const kept = user.dealers.find((dealer) => dealer.token === now.user.dealer.token);
    await sessions.updateUser(kept ? { ...user, dealer: kept } : user);
  };

  const postPending = async () => {
    const session = sessions.current();
    const key = session?.pendingDealer;
    if (!session || !key) return;
    const dealer = session.user.dealers.find((d) => d.key === key);
    try {
      const user = await auth.authorized<SessionUser>(`/user/${session.user.id}/dealer/set`, {
        method: 'POST',
        query: dealer ? { token: dealer.token } : {},
        body: { dealer: key },
      });
      const now = sessions.current();
      if (!now || now.user.id !== user.id) return;
      if (now.pendingDealer === key) await sessions.save({ ...now, user, pendingDealer: null });
      else await sessions.updateUser(user);
    } catch (error) {
      if (isOffline(error) || error instanceof SignedOutError) throw error;
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
        // The server refuses this dealer (no longer the user's): forget the choice and take the server's user.
        const now = sessions.current();
        if (now?.pendingDealer === key) await sessions.save({ ...now, pendingDealer: null });
        await refreshUser();
        return;
      }
      throw error;
    }
  };

  return {
    async switchTo(key) {
      const session = sessions.current();
      if (!session) throw new SignedOutError();
      const dealer = session.user.dealers.find((d) => d.key === key);
      if (!dealer) throw new Error(`You do not belong to the dealer ${key}.`);
      const user: SessionUser = { ...session.user, dealer };
      await sessions.save({ ...session, user, pendingDealer: key });
      void postPending().catch(() => undefined);
      return user;
    },
    postPending,
    refreshUser,
  };
}
