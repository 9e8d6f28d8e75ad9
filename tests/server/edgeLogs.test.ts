import { inspect } from 'node:util';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '../../sync-server/app.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { rotateIntakeKey } from '../../sync-server/leads/intakeKeys.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import { addDealer } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';
import { DEALER, addNamedUser, bearer, useListsTestWorld } from './support/listsTestApp.ts';

const CUSTOMER = 'Moreau, Dana';

describe.each(testDatabases())('error logs on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let seller: AuthUser;
  const logged: string[] = [];

  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
    logged.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      logged.push(parts.map((part) => (typeof part === 'string' ? part : inspect(part, { depth: 5 }))).join(' '));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a failed statement throws its code and the head of its SQL, never the values it was given', async () => {
    const failure = await world.db.query('SELECT count(*) FROM customers WHERE dealer = $1 OR $2::int > 0', [DEALER, CUSTOMER]).catch((error: unknown) => error);
    const shown = inspect(failure, { depth: 5 });
    expect(shown).toContain('22P02 in "SELECT count(*) FROM customers WHERE dealer = $1 OR $2::int > 0"');
    expect(shown).not.toContain(CUSTOMER);
    const inTransaction = await world.db.transaction((tx) => tx.query('SELECT $1::int', [CUSTOMER])).catch((error: unknown) => error);
    expect(inspect(inTransaction, { depth: 5 })).toContain('22P02 in "SELECT $1::int"');
    expect(inspect(inTransaction, { depth: 5 })).not.toContain(CUSTOMER);
  });

  it('a request that fails on the database logs the route, the code and the statement, not the customer', async () => {
    // The alert's title can no longer hold text: the share's INSERT fails with the customer's name as a parameter.
    await world.db.query('ALTER TABLE alerts ALTER COLUMN title TYPE integer USING 0');
    try {
      const response = await app.request(`/share?token=${DEALER}`, {
        method: 'POST',
        headers: { ...(await bearer(manager)), 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: seller.id, url: '/customer/c1', message: `Call ${CUSTOMER} today`, title: CUSTOMER }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: SERVER_ERROR_MESSAGE });
    } finally {
      await world.db.query('ALTER TABLE alerts ALTER COLUMN title TYPE text');
    }
    expect(logged).toHaveLength(1);
    // The alert is raised with its source columns too: an integer title column makes that INSERT a type mismatch (42804).
    expect(logged[0]).toMatch(/^POST \/share failed: QueryError: 42804 in "INSERT INTO alerts \(dealer_id, user_id, sender_id, type, title, message, url, \.\.\."\n\s+at /);
    expect(logged[0]).not.toContain('Moreau');
    expect(logged[0]).not.toContain('Dana');
    expect(logged[0]).not.toContain(DEALER);
  });
});

describe.each(testDatabases())('the request log on $name', (database) => {
  let opened: OpenedTestDatabase | undefined;
  let server: RunningServer | undefined;
  const logged: string[] = [];

  beforeAll(async () => {
    opened = await database.open();
    // As `npm start` runs it: every request logged.
    server = await startServer({ port: 0, host: '127.0.0.1', seed: 'none', log: true, databaseUrl: opened.url });
    await addDealer(server.deps.db, DEALER);
  });
  afterAll(async () => {
    await server?.close();
    await opened?.close();
  });
  beforeEach(() => {
    logged.length = 0;
    vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => {
      logged.push(parts.map(String).join(' '));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs a lead post and an opt-in click without the intake key or the link', async () => {
    if (!server) throw new Error('the server did not start');
    const [dealer] = await server.deps.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER]);
    const { key } = await rotateIntakeKey(server.deps.db, dealer?.id ?? 0, null);
    const lead = (headers: Record<string, string>, path: string) =>
      fetch(`${server?.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ first_name: 'Dana', email: 'dana@example.ca' }) });
    expect((await lead({}, `/leads/intake/${key}`)).status).toBe(201);
    expect((await lead({ 'x-intake-key': key }, '/leads/intake')).status).toBe(201);
    const exp = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    const link = await server.deps.signer.sign({ kind: 'optin', sub: 1, exp, dealer: DEALER, customer: 'c1', email: 'dana@example.ca' });
    expect((await fetch(`${server.url}/optin/${link}`)).status).toBe(200);
    expect((await fetch(`${server.url}/dealsheet/view?link=${link}`)).status).toBe(401);

    expect(logged).toEqual([
      expect.stringMatching(/^POST \/leads\/intake\/\*\*\*\* 201 \d+ ms$/),
      expect.stringMatching(/^POST \/leads\/intake 201 \d+ ms$/),
      expect.stringMatching(/^GET \/optin\/\*\*\*\* 200 \d+ ms$/),
      expect.stringMatching(/^GET \/dealsheet\/view 401 \d+ ms$/),
    ]);
    const all = logged.join('\n');
    expect(all).not.toContain(key);
    expect(all).not.toContain(link.split('.')[2]);
  });
});
