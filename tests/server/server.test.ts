import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, NOT_FOUND_MESSAGE, SERVER_ERROR_MESSAGE } from '../../sync-server/app.ts';
import { createTokenSigner } from '../../sync-server/auth/tokenSigner.ts';
import type { AuthUser } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { createDealerMailboxes } from '../../sync-server/mail/dealerMailboxes.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import type { LiveHub } from '../../sync-server/sync/liveHub.ts';
import type { LiveMessage } from '../../domain/events/liveMessages.ts';
import { CLOSE_TOKEN_EXPIRED } from '../../sync-server/sync/liveRoutes.ts';
import { connectLive as connect } from '../support/liveClient.ts';
import { addDealer, addUser, customerEvent, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase, blankPgliteImage } from '../support/testDatabases.ts';

const isPoke = (seq: number) => (message: LiveMessage) => message.type === 'poke' && message.seq === seq;

describe.each(testDatabases())('the server on $name', (database) => {
  let opened: OpenedTestDatabase | undefined;
  let server: RunningServer;
  let db: Database;
  let user: AuthUser;
  let other: AuthUser;
  let closed = false;

  beforeAll(async () => {
    opened = database.name === 'postgres' ? await database.open() : undefined;
    server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: opened?.url, seed: 'none', databaseImage: await blankPgliteImage() });
    db = server.deps.db;
  });
  afterAll(async () => {
    if (!closed) await server.close();
    await opened?.close();
  });
  beforeEach(async () => {
    await resetTables(db);
    await addDealer(db, 'dealer-a');
    await addDealer(db, 'dealer-b');
    user = await addUser(db, { email: 'user@test', dealers: ['dealer-a'] });
    other = await addUser(db, { email: 'other@test', dealers: ['dealer-b'] });
  });

  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const tokenOf = (u: AuthUser, exp = nowSeconds() + 3_600) => server.deps.signer.sign({ sub: u.id, exp, kind: 'id' });
  const create = (u: AuthUser, dealer: string) => server.store.push(u, dealer, [customerEvent('customer.created', dealer, u.id, randomUUID())]);

  it('answers /health with the database kind, and unknown API paths with a JSON 404', async () => {
    const health = await fetch(`${server.url}/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: database.name });
    const missing = await fetch(`${server.url}/sync/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: NOT_FOUND_MESSAGE });
  });

  it('says hello with the last sequences, then pokes after each push to the dealer, and only that dealer', async () => {
    await create(user, 'dealer-a');
    const live = await connect(server.url, await tokenOf(user));
    expect(await live.next((m) => m.type === 'hello')).toEqual({ type: 'hello', dealers: { 'dealer-a': 1 } });
    await create(other, 'dealer-b');
    // A poke of the first push arriving only now (NOTIFY is late under load) is covered by the hello: not sent.
    server.deps.poke('dealer-a', 1, ['customers']);
    await create(user, 'dealer-a');
    expect(await live.next(isPoke(2))).toEqual({ type: 'poke', dealer: 'dealer-a', seq: 2, collections: ['customers'] });
    const pokes = live.messages.filter((m) => m.type === 'poke').map((m) => m.type === 'poke' && `${m.dealer} ${m.seq}`);
    expect(pokes).toEqual(['dealer-a 2']);
    live.close();
  });

  it('works again after a reconnect, and the hello tells what was missed', async () => {
    const first = await connect(server.url, await tokenOf(user));
    await first.next((m) => m.type === 'hello');
    first.close();
    await first.closed;
    await create(user, 'dealer-a');
    const second = await connect(server.url, await tokenOf(user));
    expect(await second.next((m) => m.type === 'hello')).toEqual({ type: 'hello', dealers: { 'dealer-a': 1 } });
    await create(user, 'dealer-a');
    expect(await second.next(isPoke(2))).toMatchObject({ dealer: 'dealer-a', seq: 2 });
    second.close();
  });

  it('refuses a live socket without a valid id token with 401, and closes it when the token expires', async () => {
    await expect(connect(server.url, 'nonsense')).rejects.toThrow('HTTP 401');
    await expect(connect(server.url, await tokenOf(user, nowSeconds() - 1))).rejects.toThrow('HTTP 401');
    // Valid for a few seconds (exp is whole seconds): long enough to connect on a loaded machine, then it expires.
    const live = await connect(server.url, await tokenOf(user, nowSeconds() + 3));
    expect(await live.closed).toBe(CLOSE_TOKEN_EXPIRED);
  });

  it('close() says goodbye to live sockets and closes the database', async () => {
    const live = await connect(server.url, await tokenOf(user));
    await live.next((m) => m.type === 'hello');
    await server.close();
    closed = true;
    expect(await live.closed).toBe(1001);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});

describe('the app', () => {
  it('answers an unexpected error with 500 and logs it', async () => {
    const broken: Database = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('disk on fire')),
      transaction: () => Promise.reject(new Error('disk on fire')),
      exec: () => Promise.reject(new Error('disk on fire')),
      close: () => Promise.resolve(),
    };
    const signer = createTokenSigner('app-test-secret-that-is-long-enough-0123456789');
    const hub: LiveHub = { publish: () => undefined, publishUser: () => undefined, endUser: () => undefined, subscribe: () => () => undefined, close: () => Promise.resolve() };
    const mail = { sender: { address: 'no-reply@localhost', mailbox_id: null }, send: () => Promise.resolve() };
    const deps = { db: broken, signer, mail, mailboxes: createDealerMailboxes(), publicUrl: 'http://localhost', poke: hub.publish, alerted: hub.publishUser };
    const app = createApp(deps, { store: createMiningEventStore(broken, hub.publish), hub });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = await signer.sign({ sub: 1, exp: Math.floor(Date.now() / 1000) + 60, kind: 'id' });
    const response = await app.request('/sync/pull?token=x&collection=customers', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
