import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../domain/events/liveMessages.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AuthUser } from '../../sync-server/context.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import { connectLive } from '../support/liveClient.ts';
import { addDealer, addUser, customerEvent, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase, blankPgliteImage } from '../support/testDatabases.ts';

/**
 * A user's live socket when an administrator deactivates them: with PostgreSQL the socket is on a second server
 * instance over the same database, so the close travels between instances as pokes do.
 */
describe.each(testDatabases())('deactivating a user with a live socket on $name', (database) => {
  let opened: OpenedTestDatabase | undefined;
  let server: RunningServer;
  let instance: RunningServer;
  let admin: AuthUser;
  let seller: AuthUser;

  beforeAll(async () => {
    opened = database.name === 'postgres' ? await database.open() : undefined;
    server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: opened?.url, seed: 'none', databaseImage: await blankPgliteImage() });
    instance = opened ? await startServer({ port: 0, host: '127.0.0.1', databaseUrl: opened.url, seed: 'none', databaseImage: await blankPgliteImage() }) : server;
  });
  afterAll(async () => {
    if (instance !== server) await instance.close();
    await server.close();
    await opened?.close();
  });
  beforeEach(async () => {
    const { db } = server.deps;
    await resetTables(db);
    await addDealer(db, 'dealer-a');
    admin = await addUser(db, { email: 'admin@dealer.test', dealers: ['dealer-a'], role: ROLE.generalManager, admin: ADMIN.administrator });
    seller = await addUser(db, { email: 'seller@dealer.test', dealers: ['dealer-a'], role: ROLE.salesperson });
  });

  const tokenOf = (user: AuthUser) => server.deps.signer.sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 3_600, kind: 'id' });
  const postAsAdmin = async (path: string, body: unknown) =>
    fetch(`${server.url}${path}?token=dealer-a`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(admin)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const isPoke = (message: LiveMessage) => message.type === 'poke';

  it('POST /users/status closes their socket at once, it gets no further poke, and its token cannot open another', async () => {
    const sellerToken = await tokenOf(seller);
    const live = await connectLive(instance.url, sellerToken);
    await live.next((message) => message.type === 'hello');
    const watcher = await connectLive(instance.url, await tokenOf(admin));
    await watcher.next((message) => message.type === 'hello');

    const response = await postAsAdmin('/users/status', { id: seller.id, status: 'inactive' });
    expect(response.status).toBe(200);
    expect(await live.closed).toBe(4003);

    await server.store.push(admin, 'dealer-a', [customerEvent('customer.created', 'dealer-a', admin.id, randomUUID())]);
    await watcher.next((message) => isPoke(message) && message.collections.includes('customers'));
    expect(live.messages).toEqual([{ type: 'hello', dealers: { 'dealer-a': 0 } }]);
    await expect(connectLive(instance.url, sellerToken)).rejects.toThrow('HTTP 401');
    watcher.close();
  });

  it('POST /users/update setting the user inactive closes their socket too', async () => {
    const live = await connectLive(instance.url, await tokenOf(seller));
    await live.next((message) => message.type === 'hello');

    const response = await postAsAdmin('/users/update', {
      id: seller.id,
      email: 'seller@dealer.test',
      first_name: 'Test',
      last_name: 'User',
      phone: '',
      password: '',
      confirm: '',
      role_id: ROLE.salesperson,
      admin: ADMIN.inactive,
      signature: '',
      notifications: { text: 0, email: 0, alerts: 0 },
    });
    expect(response.status).toBe(200);
    expect(await live.closed).toBe(4003);
  });
});
