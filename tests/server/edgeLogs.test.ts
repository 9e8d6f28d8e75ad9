import { inspect } from 'node:util';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_ERROR_MESSAGE } from '../../sync-server/app.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
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
