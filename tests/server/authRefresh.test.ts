import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { SessionSchema } from '../../domain/session/sessionUser.ts';
import { bearer, postJson, signIn, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const refresh = (refresh_token: string) => postJson(t.app, '/auth/refresh', { refresh_token });

describe('POST /auth/refresh', () => {
  it('trades the refresh token for a new session with a new refresh token', async () => {
    const first = await signIn(t.app, 'sales@demo.dealer');
    const response = await refresh(first.refresh_token);
    expect(response.status).toBe(200);
    const second = v.parse(SessionSchema, await response.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user.id).toBe(first.user.id);
    expect(await t.deps.signer.verify(second.id_token)).toMatchObject({ sub: first.user.id, kind: 'id' });
    const third = await refresh(second.refresh_token);
    expect(third.status).toBe(200);
  });

  it('keeps refresh tokens only as hashes', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(session.refresh_token);
  });

  it('a used refresh token presented again revokes the whole family', async () => {
    const first = await signIn(t.app, 'sales@demo.dealer');
    const second = v.parse(SessionSchema, await (await refresh(first.refresh_token)).json());
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('reuse in one session leaves the user’s other sessions alone', async () => {
    const phone = await signIn(t.app, 'sales@demo.dealer');
    const laptop = await signIn(t.app, 'sales@demo.dealer');
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token);
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
  });

  it('an unknown or expired refresh token answers 401', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const session = await signIn(t.app, 'sales@demo.dealer');
    await t.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second'");
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('a user made inactive can no longer refresh', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    await t.db.query("UPDATE users SET admin = 2 WHERE email = 'sales@demo.dealer'");
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('answers 400 without a refresh token', async () => {
    const response = await postJson(t.app, '/auth/refresh', {});
    expect(response.status).toBe(400);
  });
});

describe('POST /auth/logout', () => {
  it('answers 204 and the session can no longer be refreshed', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    const rotated = v.parse(SessionSchema, await (await refresh(session.refresh_token)).json());
    const response = await postJson(t.app, '/auth/logout', { refresh_token: rotated.refresh_token });
    expect(response.status).toBe(204);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
  });

  it('answers 204 for a token it does not know', async () => {
    expect((await postJson(t.app, '/auth/logout', { refresh_token: 'unknown' })).status).toBe(204);
  });
});

describe('the id token', () => {
  it('opens the accounts calls for one hour, then answers 401', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    expect((await t.app.request(`/user/${session.user.id}`, { headers: bearer(session) })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((session.expires_at - 1) * 1000);
      expect(await t.deps.signer.verify(session.id_token)).not.toBeNull();
      vi.setSystemTime(session.expires_at * 1000);
      expect(await t.deps.signer.verify(session.id_token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    const expired = await t.deps.signer.sign({ sub: session.user.id, exp: Math.floor(Date.now() / 1000) - 1, kind: 'id' });
    const response = await t.app.request(`/user/${session.user.id}`, { headers: { authorization: `Bearer ${expired}` } });
    expect(response.status).toBe(401);
  });
});
