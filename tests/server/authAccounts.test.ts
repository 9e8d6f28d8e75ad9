import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { SessionUserSchema, type Session } from '../../domain/session/sessionUser.ts';
import { bearer, postJson, signIn, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('accounts calls', () => {
  it('answer 401 without an id token', async () => {
    expect((await t.app.request('/user/1')).status).toBe(401);
    expect((await t.app.request('/user/1/release', { method: 'POST' })).status).toBe(401);
    expect((await postJson(t.app, '/user/1/dealer/set', { dealer: 'CAMB01' })).status).toBe(401);
    expect((await t.app.request('/links?path=/customers')).status).toBe(401);
  });

  it('answer 403 for another user’s id', async () => {
    const sales = await signIn(t.app, 'sales@demo.dealer');
    const admin = await signIn(t.app, 'admin@demo.dealer');
    const other = `/user/${admin.user.id}`;
    for (const response of [
      await t.app.request(other, { headers: bearer(sales) }),
      await t.app.request(`${other}/release`, { method: 'POST', headers: bearer(sales) }),
      await postJson(t.app, `${other}/dealer/set`, { dealer: 'CAMB01' }, bearer(sales)),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: AUTH_MESSAGES.notYourAccount });
    }
  });

  it('GET /user/{id} answers the session user', async () => {
    const session = await signIn(t.app, 'service@demo.dealer');
    const response = await t.app.request(`/user/${session.user.id}`, { headers: bearer(session) });
    expect(response.status).toBe(200);
    expect(v.parse(SessionUserSchema, await response.json())).toEqual(session.user);
  });

  it('POST /user/{id}/release acknowledges the release notes', async () => {
    const session = await signIn(t.app, 'admin@demo.dealer');
    expect(session.user.release.number).toBe('1.0');
    const response = await t.app.request(`/user/${session.user.id}/release`, { method: 'POST', headers: bearer(session) });
    const user = v.parse(SessionUserSchema, await response.json());
    expect(user.release.number).toBeNull();
    expect((await signIn(t.app, 'admin@demo.dealer')).user.release.number).toBeNull();
  });

  it('POST /user/{id}/dealer/set with form field dealer makes it the current dealer', async () => {
    const session = await signIn(t.app, 'admin@demo.dealer');
    expect(session.user.dealer.key).toBe('CAMB01');
    const response = await t.app.request(`/user/${session.user.id}/dealer/set`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ dealer: 'COLU01' }).toString(),
    });
    expect(response.status).toBe(200);
    const user = v.parse(SessionUserSchema, await response.json());
    expect(user.dealer).toMatchObject({ key: 'COLU01', name: 'Columbus Ford', country: 'us' });
    expect((await signIn(t.app, 'admin@demo.dealer')).user.dealer.key).toBe('COLU01');
  });

  it('POST /user/{id}/dealer/set takes JSON too', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const response = await postJson(t.app, `/user/${session.user.id}/dealer/set`, { dealer: 'CALG01' }, bearer(session));
    expect(v.parse(SessionUserSchema, await response.json()).dealer.key).toBe('CALG01');
  });

  it('POST /user/{id}/dealer/set to a dealer the user does not belong to answers 403', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const response = await postJson(t.app, `/user/${session.user.id}/dealer/set`, { dealer: 'COLU01' }, bearer(session));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
  });

  it('POST /user/{id}/dealer/set without a dealer answers 400', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const response = await postJson(t.app, `/user/${session.user.id}/dealer/set`, { dealer: ' ' }, bearer(session));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please choose a dealer.' });
  });
});

describe('GET /links', () => {
  const linkOf = (url: string) => new URL(url, 'http://x').searchParams.get('link') ?? '';
  const dealerToken = (session: Session) => session.user.dealer.token;

  it('answers a URL whose link token opens that path only, for two minutes', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const path = `/user/${session.user.id}`;
    const query = `token=${encodeURIComponent(dealerToken(session))}`;
    const before = Math.floor(Date.now() / 1000);
    const response = await t.app.request(`/links?path=${encodeURIComponent(`${path}?${query}`)}`, { headers: bearer(session) });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${path}?${query}&link=`)).toBe(true);
    const link = linkOf(url);
    const claims = await t.deps.signer.verify(link);
    expect(claims).toEqual({ sub: session.user.id, kind: 'link', path, dealer: dealerToken(session), exp: expect.any(Number) });
    expect(claims?.exp).toBeGreaterThanOrEqual(before + 120);
    expect(claims?.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 120);
    expect((await t.app.request(url)).status).toBe(200);
    expect((await t.app.request(`${path}/release?link=${encodeURIComponent(link)}`, { method: 'POST' })).status).toBe(401);
    expect((await t.app.request(path, { headers: { authorization: `Bearer ${link}` } })).status).toBe(401);
  });

  it('binds the token to the path without its query and keeps the query in the URL', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const path = `/customers/export?token=${dealerToken(session)}&type=I&page=2`;
    const response = await t.app.request(`/links?path=${encodeURIComponent(path)}`, { headers: bearer(session) });
    const { url } = (await response.json()) as { url: string };
    expect(url.startsWith(`${path}&link=`)).toBe(true);
    expect(await t.deps.signer.verify(linkOf(url))).toMatchObject({ kind: 'link', path: '/customers/export' });
  });

  it('refuses a path that is not a local absolute path', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    for (const path of ['', 'customers', '//evil.example/x', 'https://evil.example/']) {
      const response = await t.app.request(`/links?path=${encodeURIComponent(path)}`, { headers: bearer(session) });
      expect(response.status).toBe(400);
    }
    expect((await t.app.request('/links', { headers: bearer(session) })).status).toBe(400);
  });

  it('makes a link only for a dealer of the user, named by the path’s token', async () => {
    const sales = await signIn(t.app, 'sales@demo.dealer');
    const admin = await signIn(t.app, 'admin@demo.dealer');
    const notSales = admin.user.dealers.find((dealer) => !sales.user.dealers.some((mine) => mine.token === dealer.token));
    expect(notSales?.key).toBe('COLU01');
    const unnamed = await t.app.request(`/links?path=${encodeURIComponent('/customers/export?type=I')}`, { headers: bearer(sales) });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({ message: 'The path must name the dealer with its token.' });
    const foreign = await t.app.request(`/links?path=${encodeURIComponent(`/customers/export?token=${notSales?.token}`)}`, { headers: bearer(sales) });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'You do not belong to this dealer.' });
  });
});
