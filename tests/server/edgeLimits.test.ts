import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sync-server/app.ts';
import type { AppEnv } from '../../sync-server/context.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import type { LiveHub } from '../../sync-server/sync/liveHub.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

const MB = 1024 * 1024;
const TOO_LARGE = 'The request body is too large: at most 1 MB is accepted here.';
const PUSH_TOO_LARGE = 'The request body is too large: at most 8 MB is accepted here.';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', seed: 'none', databaseImage: await blankPgliteImage(), log: false });
});
afterAll(async () => {
  await server?.close();
});

/** A JSON text of about `bytes` bytes: {"pad":"xxx..."}. */
const jsonOf = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });

/**
 * A body sent in chunks with no Content-Length (Transfer-Encoding: chunked): `chunks` of `size` bytes, then, if
 * `endless`, nothing more and no end, as a client still sending would (the answer must come before the end).
 */
function chunked(chunks: number, size: number, endless = false): RequestInit {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < chunks) controller.enqueue(new Uint8Array(size).fill(0x20));
      else if (endless) return new Promise<void>(() => undefined);
      else controller.close();
      sent += 1;
      return undefined;
    },
  });
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...{ duplex: 'half' } };
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('request bodies', () => {
  it('a body over 1 MB gets 413 before anyone asks who is calling; a small one gets to the sign-in check', async () => {
    const large = await post('/user/1/release', jsonOf(1.5 * MB));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: TOO_LARGE });
    expect((await post('/user/1/release', '{}')).status).toBe(401);
  });

  it('a chunked body with no Content-Length is cut off once it passes 1 MB', async () => {
    const response = await fetch(`${server.url}/auth/refresh`, chunked(20, 64 * 1024, true));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: TOO_LARGE });
    const small = await fetch(`${server.url}/auth/refresh`, chunked(2, 1024));
    expect(small.status).toBe(400);
  });

  it('a push may carry up to 8 MB (500 events), not more', async () => {
    expect((await post('/sync/push?token=dealer-a', jsonOf(2 * MB))).status).toBe(401);
    const huge = await post('/sync/push?token=dealer-a', jsonOf(9 * MB));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: PUSH_TOO_LARGE });
  });
});

const tooMany = (seconds: string | null) => `Too many requests from this address. Please try again in ${seconds} seconds.`;

/** Sends `count` requests one after another and answers their statuses; the last answer is kept whole. */
async function burst(count: number, send: () => Promise<Response>): Promise<{ statuses: number[]; last: Response }> {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < count; i++) {
    last = await send();
    statuses.push(last.status);
  }
  if (!last) throw new Error('no request was sent');
  return { statuses, last };
}

describe('per-address limits with their defaults, over TCP from 127.0.0.1', () => {
  it('20 sign-ins a minute, then 429 with Retry-After', async () => {
    const { statuses, last } = await burst(21, () => post('/auth/login', JSON.stringify({ username: 'nobody@test', password: 'Wrong-1234' })));
    expect(statuses.slice(0, 20).filter((status) => status === 429)).toEqual([]);
    expect(statuses).toHaveLength(21);
    expect(last.status).toBe(429);
    const retryAfter = last.headers.get('retry-after');
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(59);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await last.json()).toEqual({ message: tooMany(retryAfter) });
  });

  it('5 password reset requests a minute', async () => {
    const { statuses } = await burst(6, () => post('/auth/reset-password', JSON.stringify({ email: 'nobody@test.example' })));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('30 mails a minute over the share and the deal sheet e-mail, counted before sign-in is checked', async () => {
    const { statuses } = await burst(31, () => post(Math.random() < 0.5 ? '/share?token=dealer-a' : '/dealsheet/email?token=dealer-a', '{}'));
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 401), 429]);
  });

  it('other endpoints have no such limit', async () => {
    const { statuses } = await burst(40, () => post('/auth/refresh', JSON.stringify({ refresh_token: 'none' })));
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 401));
  });
});

describe('per-address limits as configured (ServerOptions.requestLimits)', () => {
  let app: Hono<AppEnv>;
  beforeAll(() => {
    const hub: LiveHub = { publish: () => undefined, publishUser: () => undefined, endUser: () => undefined, subscribe: () => () => undefined, close: () => Promise.resolve() };
    const minute = 60_000;
    app = createApp(server.deps, { store: server.store, hub }, { requestLimits: { signIn: { max: 2, windowMs: minute }, mail: { max: 1, windowMs: minute } } });
  });
  const from = (address: string, path: string) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, { incoming: { socket: { remoteAddress: address } } });

  it('counts each TCP peer address on its own, and keeps the defaults of the limits not given', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await from('203.0.113.5', '/auth/login')).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await from('198.51.100.7', '/auth/login')).status).toBe(400);
    expect([(await from('203.0.113.5', '/share')).status, (await from('203.0.113.5', '/dealsheet/email')).status]).toEqual([401, 429]);
    const resets = [];
    for (let i = 0; i < 6; i++) resets.push((await from('203.0.113.5', '/auth/reset-password')).status);
    expect(resets).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('request paths and queries', () => {
  it('a NUL in a query parameter or the path is refused with 400 before any route reads it', async () => {
    const nul = await fetch(`${server.url}/sync/docs?token=a&collection=customers&ids=x%00y`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({
      message: 'The parameter "ids": The text holds a character that cannot be stored (a NUL or a broken character).',
    });
    const inPath = await fetch(`${server.url}/vehicles/a%00b?token=a`);
    expect(inPath.status).toBe(400);
    const fine = await fetch(`${server.url}/sync/docs?token=a&collection=customers&ids=xy`);
    expect(fine.status).toBe(401);
  });
});
