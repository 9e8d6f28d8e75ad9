import { BROWSER_COLLECTIONS, type CollectionName } from '../../domain/events/collections.ts';
import type { SyncState } from '../api.ts';
import { HttpError, isOffline } from '../net/serverErrors.ts';
import type { ServerHttp } from '../net/serverHttp.ts';
import { SignedOutError } from '../session/sessionAuth.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import { readPosition } from './checkpoints.ts';
import { pullCollection, type PullDeps } from './pull.ts';
import { PushFailedError, pushDealer, type PushDeps } from './push.ts';

export type SyncEngineDeps = PullDeps &
  PushDeps & {
    http: ServerHttp;
    sessions: SessionStore;
    /** Runs before each full resync: learns the user's dealers and posts a pending dealer choice. */
    beforeResync: () => Promise<void>;
    /** Called when the server says the user may not read a dealer (403). */
    onForbidden: () => Promise<void>;
  };

export type SyncEngine = {
  /** Every dealer of the user, the current one first: push the outbox, then pull from the checkpoints (PULL_ORDER). */
  resyncAll(): Promise<void>;
  /** A poke: pull these collections of one dealer. */
  pullDealer(dealer: string, collections: readonly CollectionName[]): Promise<void>;
  /** A dispatched event: push that dealer's outbox soon. */
  pushSoon(dealer: string): void;
  setOnline(online: boolean): Promise<void>;
  state(): Promise<SyncState>;
  /** Called whenever the sync state may have changed. */
  listen(listener: () => void): () => void;
  /** Resolves when no sync work is running or queued. */
  idle(): Promise<void>;
  stop(): void;
};

const FIRST: readonly CollectionName[] = ['refs', 'opportunities', 'customers'];
/**
 * The order a dealer's collections are pulled in: the users (their names are on the rows), the opportunities
 * (the first screen), the customers, then the rest; so at 100,000 opportunities the lists fill first.
 */
export const PULL_ORDER: readonly CollectionName[] = [...FIRST, ...BROWSER_COLLECTIONS.filter((collection) => !FIRST.includes(collection))];

const inPullOrder = (collections: readonly CollectionName[]) => PULL_ORDER.filter((collection) => collections.includes(collection));

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const queues = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let reachable = true;
  let retryDelay = RETRY_MIN_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let resyncing: Promise<void> | null = null;

  const changed = () => {
    for (const listener of [...listeners]) listener();
  };

  const scheduleRetry = () => {
    if (retryTimer || stopped || !deps.http.isOnline()) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void engine.resyncAll();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  /** Runs sync work, turning its failures into state: off line retries later, never signs out. */
  const attempt = async (work: () => Promise<void>) => {
    if (stopped || !deps.http.isOnline() || !deps.sessions.current()) return;
    try {
      await work();
      reachable = true;
      retryDelay = RETRY_MIN_MS;
    } catch (error) {
      if (isOffline(error)) {
        reachable = false;
        scheduleRetry();
      } else if (error instanceof PushFailedError || (error instanceof HttpError && error.status >= 500)) {
        // The server is up but failing: the queued events are kept and the whole sync is tried again later.
        scheduleRetry();
      } else if (error instanceof HttpError && error.status === 403) {
        await deps.onForbidden().catch(() => undefined);
      } else if (!(error instanceof SignedOutError)) {
        console.error('sync failed', error);
      }
    } finally {
      changed();
    }
  };

  const queue = (dealer: string, work: () => Promise<void>): Promise<void> => {
    const previous = queues.get(dealer) ?? Promise.resolve();
    const next = previous.then(() => attempt(work));
    queues.set(dealer, next);
    void next.then(() => {
      if (queues.get(dealer) === next) queues.delete(dealer);
    });
    return next;
  };

  const userDealers = () => {
    const user = deps.sessions.current()?.user;
    if (!user) return [];
    const others = user.dealers.map((d) => d.token).filter((token) => token !== user.dealer.token);
    return [user.dealer.token, ...others];
  };

  const engine: SyncEngine = {
    resyncAll() {
      resyncing ??= (async () => {
        await attempt(deps.beforeResync);
        for (const dealer of userDealers()) {
          await queue(dealer, async () => {
            await pushDealer(deps, dealer);
            for (const collection of PULL_ORDER) await pullCollection(deps, dealer, collection);
          });
        }
      })().finally(() => {
        resyncing = null;
      });
      return resyncing;
    },
    pullDealer(dealer, collections) {
      if (!userDealers().includes(dealer)) return Promise.resolve();
      return queue(dealer, async () => {
        for (const collection of inPullOrder(collections)) await pullCollection(deps, dealer, collection);
      });
    },
    pushSoon(dealer) {
      changed();
      void queue(dealer, async () => {
        const outcome = await pushDealer(deps, dealer);
        if (outcome.accepted) for (const collection of PULL_ORDER) await pullCollection(deps, dealer, collection);
      });
    },
    async setOnline(online) {
      deps.http.setOnline(online);
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      retryDelay = RETRY_MIN_MS;
      changed();
      if (online) await engine.resyncAll();
    },
    async state() {
      const session = deps.sessions.current();
      const dealer = session?.user.dealer.token;
      let synced = false;
      if (dealer) {
        const positions = await Promise.all(PULL_ORDER.map((c) => readPosition(deps.local, dealer, c)));
        synced = positions.every((position) => position !== null);
      }
      return {
        online: deps.http.isOnline() && reachable,
        pending: await deps.outbox.pendingCount(),
        synced,
        rejected: dealer ? await deps.outbox.rejectedOf(dealer) : [],
      };
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async idle() {
      for (;;) {
        const running = [...queues.values(), ...(resyncing ? [resyncing] : [])];
        if (running.length === 0) return;
        await Promise.all(running);
      }
    },
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
  return engine;
}
