import type { SessionState } from '../api.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import type { LocalState } from '../store/localState.ts';
import { RELEASE_ACK_KEY, SESSION_KEY, type PersistedSession, type ReleaseAcknowledgement } from './persistedSession.ts';

type Listener = (state: SessionState, session: PersistedSession | null) => void;

/** Holds the current session, persists every change, and tells listeners (the UI, lists, sync) about it. */
export type SessionStore = {
  load(): Promise<SessionState>;
  current(): PersistedSession | null;
  state(): SessionState;
  save(session: PersistedSession): Promise<void>;
  /** Keeps the local choice of dealer while a switch is pending; otherwise takes the server's user as is. */
  updateUser(user: SessionUser): Promise<void>;
  clear(message?: string): Promise<void>;
  /** GOT IT on the release notes: this device shows that release no more, whatever user a later answer brings. */
  acknowledgeRelease(): Promise<void>;
  listen(listener: Listener): () => void;
};

function stateOf(session: PersistedSession | null, message?: string): SessionState {
  if (!session) return message ? { status: 'signed-out', message } : { status: 'signed-out' };
  return { status: 'signed-in', user: session.user, expiresAt: session.expiresAt };
}

export function createSessionStore(local: LocalState): SessionStore {
  let session: PersistedSession | null = null;
  let state: SessionState = { status: 'loading' };
  let acknowledged: ReleaseAcknowledgement | null = null;
  const listeners = new Set<Listener>();
  const publish = () => {
    for (const listener of [...listeners]) listener(state, session);
  };
  // A user answered before the server recorded GOT IT (a refresh, a dealer switch, a reload in between) still
  // carries that release: it is not shown again on this device.
  const withoutAcknowledged = (next: PersistedSession): PersistedSession => {
    const { user } = next;
    if (!acknowledged || acknowledged.userId !== user.id || acknowledged.number !== user.release.number) return next;
    return { ...next, user: { ...user, release: { ...user.release, number: null } } };
  };
  // The session's writes, one after the other: a sign-out removes the session after any write begun before it.
  let written: Promise<void> = Promise.resolve();
  const persist = (write: () => Promise<void>) => {
    written = written.then(write, write);
    return written;
  };
  /**
   * A session is told to the listeners at once and written after (a dealer switch must not wait for a storage
   * busy with a start's reads: 20 to 160 ms); no session is told only once it is removed from storage, so a reload
   * right after a sign-out never finds the session again.
   */
  const set = async (given: PersistedSession | null, message?: string) => {
    const next = given ? withoutAcknowledged(given) : null;
    session = next;
    state = stateOf(next, message);
    if (next) {
      publish();
      await persist(() => local.write(SESSION_KEY, next));
      return;
    }
    await persist(() => local.remove(SESSION_KEY));
    publish();
  };
  return {
    async load() {
      acknowledged = await local.read<ReleaseAcknowledgement>(RELEASE_ACK_KEY);
      const stored = await local.read<PersistedSession>(SESSION_KEY);
      session = stored ? withoutAcknowledged(stored) : null;
      state = stateOf(session);
      publish();
      return state;
    },
    current: () => session,
    state: () => state,
    save: (next) => set(next),
    async updateUser(user) {
      if (!session) return;
      const pending = session.pendingDealer ? user.dealers.find((d) => d.key === session?.pendingDealer) : undefined;
      const merged: SessionUser = pending ? { ...user, dealer: pending } : user;
      await set({ ...session, user: merged, pendingDealer: pending ? pending.key : null });
    },
    clear: (message) => set(null, message),
    async acknowledgeRelease() {
      const number = session?.user.release.number;
      if (!session || !number) return;
      acknowledged = { userId: session.user.id, number };
      await local.write(RELEASE_ACK_KEY, acknowledged);
      await set(session);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
