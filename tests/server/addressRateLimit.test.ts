import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { byAddress, keyedRateLimit } from '../../sync-server/http/addressRateLimit.ts';
import { databaseRateCounts } from '../../sync-server/http/rateCounts.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

describe.each(testDatabases())('rate limits per address on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    await migrate(db);
  });
  afterAll(() => opened.close());
  beforeEach(() => db.query('TRUNCATE rate_requests'));

  /** A one-route app behind the limiter (2 sign-ins per minute), counting in the database, with a clock the test moves. */
  function limitedApp(clock = { now: 0 }) {
    const app = new Hono();
    app.use('*', keyedRateLimit({ max: 2, windowMs: 60_000 }, byAddress('sign-in'), databaseRateCounts(db), () => clock.now));
    app.post('/auth/login', (c) => c.json({ ok: true }));
    const from = (address: string) => app.request('/auth/login', { method: 'POST' }, { incoming: { socket: { remoteAddress: address } } });
    return { clock, from };
  }

  it('answers 429 with Retry-After once an address used its requests of the window, and other addresses go on', async () => {
    const { clock, from } = limitedApp();
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 10_000;
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 20_000;
    const refused = await from('203.0.113.5');
    expect(refused.status).toBe(429);
    // The first request (at 0 s) leaves the window at 60 s: 40 s from now.
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({ message: 'Too many requests from this address. Please try again in 40 seconds.' });
    expect((await from('198.51.100.7')).status).toBe(200);
  });

  it('slides: each request leaves the window a minute after it was made, and refused ones are not counted', async () => {
    const { clock, from } = limitedApp();
    await from('203.0.113.5');
    clock.now = 30_000;
    await from('203.0.113.5');
    clock.now = 59_500;
    const last = await from('203.0.113.5');
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('1');
    expect(await last.json()).toEqual({ message: 'Too many requests from this address. Please try again in 1 second.' });
    clock.now = 60_001;
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 61_000;
    const again = await from('203.0.113.5');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('29');
    clock.now = 90_001;
    expect((await from('203.0.113.5')).status).toBe(200);
  });

  it('counts an address together on two server instances over one database, and lets through only what fits at once', async () => {
    const clock = { now: 0 };
    const one = limitedApp(clock);
    const two = limitedApp(clock);
    expect((await one.from('203.0.113.5')).status).toBe(200);
    expect((await two.from('203.0.113.5')).status).toBe(200);
    expect((await one.from('203.0.113.5')).status).toBe(429);
    expect((await two.from('203.0.113.5')).status).toBe(429);

    const statuses = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).from('198.51.100.7')));
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it('forgets the callers gone quiet for a whole window', async () => {
    const { clock, from } = limitedApp();
    await from('203.0.113.5');
    await from('198.51.100.7');
    clock.now = 60_000;
    await from('192.0.2.1');
    const rows = await db.query<{ caller: string }>('SELECT caller FROM rate_requests ORDER BY caller');
    expect(rows.map((row) => row.caller)).toEqual(['192.0.2.1']);
  });
});
