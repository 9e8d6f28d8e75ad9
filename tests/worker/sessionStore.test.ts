import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import type { SessionState } from '../../worker/api.ts';
import type { PersistedSession } from '../../worker/session/persistedSession.ts';
import { createSessionStore } from '../../worker/session/sessionStore.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { createLocalState, type LocalState } from '../../worker/store/localState.ts';
import { newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.db.close();
});

/** The local state of a real store whose writes wait until released, one at a time, in the order they came. */
async function heldLocal(): Promise<{ local: LocalState; release(): void; held(): number; log: string[] }> {
  const store = await openStore(memory, newDatabaseName());
  stores.push(store);
  const real = createLocalState(store.db);
  const waiting: (() => void)[] = [];
  const log: string[] = [];
  const hold = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    local: {
      read: real.read,
      async write(key, value) {
        await hold();
        await real.write(key, value);
        log.push(`write ${key}`);
      },
      async remove(key) {
        await hold();
        await real.remove(key);
        log.push(`remove ${key}`);
      },
    },
    release: () => waiting.shift()?.(),
    held: () => waiting.length,
    log,
  };
}

const user = (dealer: string) => ({ id: 7, dealer: { key: dealer, token: `tok-${dealer}` }, release: { number: null } }) as unknown as SessionUser;
const session = (dealer: string): PersistedSession => ({ user: user(dealer), idToken: 'id', expiresAt: Date.now() + 60_000, refreshToken: 'r', pendingDealer: null });
const dealerOf = (state: SessionState) => (state.status === 'signed-in' ? state.user.dealer.key : state.status);

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('the session store', () => {
  it('tells a new session (a dealer switch) at once, before storage has written it', async () => {
    const { local, release, held } = await heldLocal();
    const sessions = createSessionStore(local);
    const told: string[] = [];
    sessions.listen((state) => told.push(dealerOf(state)));
    const saved = sessions.save(session('CALG01'));
    expect(told).toEqual(['CALG01']);
    await until(() => held() === 1);
    release();
    await saved;
    expect(await createSessionStore(local).load()).toMatchObject({ status: 'signed-in', user: { dealer: { key: 'CALG01' } } });
  });

  it('tells a sign-out only once the session is gone from storage, after the writes begun before it', async () => {
    const { local, release, held, log } = await heldLocal();
    const sessions = createSessionStore(local);
    const told: string[] = [];
    sessions.listen((state) => told.push(dealerOf(state)));
    const saved = sessions.save(session('CAMB01'));
    const cleared = sessions.clear();
    await until(() => held() === 1);
    release();
    await saved;
    await until(() => held() === 1);
    expect(told).toEqual(['CAMB01']);
    release();
    await cleared;
    expect(told).toEqual(['CAMB01', 'signed-out']);
    expect(log).toEqual(['write session', 'remove session']);
    expect(await createSessionStore(local).load()).toEqual({ status: 'signed-out' });
  });
});
