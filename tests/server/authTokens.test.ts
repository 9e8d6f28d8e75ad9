import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../domain/session/sessionUser.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { SIGNING_SECRET, signIn, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

const EXPIRED = 'Your session has expired. Please sign in again.';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 JWT made by hand (RFC 7519), with any payload: what a standard signer holding the key would make. */
function forge(payload: unknown, secret: string = SIGNING_SECRET, header: unknown = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const decodePart = (token: string, index: number): unknown => JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString());

describe.each(testDatabases())('tokens on $name', (database) => {
  let t: AuthTestApp;
  let session: Session;
  beforeAll(async () => {
    t = await startAuthTestApp({ database });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    session = await signIn(t.app, 'sales@demo.dealer');
  });

  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const asBearer = (token: string) => t.app.request(`/user/${session.user.id}`, { headers: { authorization: `Bearer ${token}` } });
  const asLink = (token: string) => t.app.request(`/user/${session.user.id}?link=${encodeURIComponent(token)}`);

  it('the id token is a standard HS256 JWT whose exp is in seconds', async () => {
    expect(decodePart(session.id_token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodePart(session.id_token, 1)).toEqual({ sub: session.user.id, kind: 'id', exp: session.expires_at });
    const [head, payload] = session.id_token.split('.');
    const signature = createHmac('sha256', SIGNING_SECRET).update(`${head}.${payload}`).digest('base64url');
    expect(session.id_token).toBe(`${head}.${payload}.${signature}`);
    expect(Math.abs(session.expires_at - (Date.now() / 1000 + 3600))).toBeLessThan(60);
  });

  it('a token any standard signer made with the key and the right claims opens the API', async () => {
    const response = await asBearer(forge({ sub: session.user.id, kind: 'id', exp: inAnHour() }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe('sales@demo.dealer');
    expect((await asBearer(session.id_token)).status).toBe(200);
  });

  it('refuses a forged signature, another algorithm and an expired token with 401', async () => {
    const claims = { sub: session.user.id, kind: 'id', exp: inAnHour() };
    const refused = [
      forge(claims, 'another-secret-of-at-least-32-characters'),
      forge(claims, SIGNING_SECRET, { alg: 'HS512', typ: 'JWT' }),
      `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
      forge({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }),
    ];
    for (const token of refused) {
      const response = await asBearer(token);
      expect(response.status, token).toBe(401);
      expect(await response.json()).toEqual({ message: EXPIRED });
    }
    expect(refused).toHaveLength(4);
  });

  it('a well-signed id token with malformed claims is a 401 with the usual message, never a 500', async () => {
    const id = session.user.id;
    const malformed: unknown[] = [
      { sub: String(id), kind: 'id', exp: inAnHour() },
      { sub: -id, kind: 'id', exp: inAnHour() },
      { sub: id + 0.5, kind: 'id', exp: inAnHour() },
      { sub: 2 ** 40, kind: 'id', exp: inAnHour() },
      { sub: { id }, kind: 'id', exp: inAnHour() },
      { kind: 'id', exp: inAnHour() },
      { sub: id, kind: 'id' },
      { sub: id, kind: 'id', exp: String(inAnHour()) },
      // exp in milliseconds, as the earlier signer made it: refused, not taken as valid for millennia.
      { sub: id, kind: 'id', exp: Date.now() + 3_600_000 },
      { sub: id, kind: 'admin', exp: inAnHour() },
      { sub: id, exp: inAnHour() },
      null,
      [id],
      'a string',
    ];
    for (const payload of malformed) {
      const response = await asBearer(forge(payload));
      expect(response.status, JSON.stringify(payload)).toBe(401);
      expect(await response.json()).toEqual({ message: EXPIRED });
    }
    expect(malformed).toHaveLength(14);
  });

  it('a well-signed link token with malformed claims is a 401 with the usual message, never a 500', async () => {
    const id = session.user.id;
    const dealer = session.user.dealer.token;
    const path = `/user/${id}`;
    expect((await asLink(forge({ sub: id, kind: 'link', exp: inAnHour(), path, dealer }))).status).toBe(200);
    const malformed: unknown[] = [
      { sub: id, kind: 'link', exp: inAnHour(), path: 42, dealer },
      { sub: id, kind: 'link', exp: inAnHour(), path: [path], dealer },
      { sub: id, kind: 'link', exp: inAnHour(), dealer },
      { sub: id, kind: 'link', exp: inAnHour(), path },
      { sub: id, kind: 'link', exp: inAnHour(), path, dealer: 7 },
      { sub: String(id), kind: 'link', exp: inAnHour(), path, dealer },
      { sub: id + 0.5, kind: 'link', exp: inAnHour(), path, dealer },
      { sub: id, kind: 'link', path, dealer },
      { sub: id, kind: 'id', exp: inAnHour() },
    ];
    for (const payload of malformed) {
      const response = await asLink(forge(payload));
      expect(response.status, JSON.stringify(payload)).toBe(401);
      expect(await response.json()).toEqual({ message: EXPIRED });
    }
    expect(malformed).toHaveLength(9);
  });
});
