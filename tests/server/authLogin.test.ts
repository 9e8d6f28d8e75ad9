import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LOCKOUT_ATTEMPTS } from '../../domain/session/authMessages.ts';
import { APP_VERSION } from '../../sync-server/appVersion.ts';
import { login, postJson, signIn, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('POST /auth/login', () => {
  it('answers the session user with an id token that expires one hour after issue', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await signIn(t.app, 'admin@demo.dealer');
    // expires_at is the token's exp: seconds since the epoch.
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 3600);
    expect(await t.deps.signer.verify(session.id_token)).toEqual({ sub: session.user.id, kind: 'id', exp: session.expires_at });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = session.user;
    expect(user).toMatchObject({
      first_name: 'Dana',
      last_name: 'Whitfield',
      display_name: 'Dana Whitfield',
      email: 'admin@demo.dealer',
      role: { id: 3, name: 'General Manager' },
      admin: 1,
      version: APP_VERSION,
      channel: `user.${user.token}`,
    });
    expect(user.release.number).toBe('1.0');
    expect(user.release.content).not.toBe('');
    expect(user.dealers.map((d) => d.key).sort()).toEqual(['CALG01', 'CAMB01', 'COLU01']);
    expect(user.dealer.key).toBe('CAMB01');
    expect(user.dealer.logo).toMatch(/^data:image\/svg\+xml,/);
  });

  it('accepts the e-mail in any case and around spaces', async () => {
    const session = await signIn(t.app, '  Sales@Demo.Dealer ');
    expect(session.user.email).toBe('sales@demo.dealer');
    expect(session.user.role).toEqual({ id: 1, name: 'Salesperson' });
  });

  it('an unknown e-mail: The username entered does not exist or has been deactivated.', async () => {
    const response = await login(t.app, 'nobody@demo.dealer');
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe('The username entered does not exist or has been deactivated.');
  });

  it('an inactive account: User account is inactive. Please contact system administrator.', async () => {
    const response = await login(t.app, 'inactive@demo.dealer');
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe('User account is inactive. Please contact system administrator.');
  });

  it('a wrong password is refused and counted', async () => {
    const response = await login(t.app, 'sales@demo.dealer', 'not-the-password');
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(AUTH_MESSAGES.wrongPassword);
    const [row] = await t.db.query<{ failed_attempts: number }>("SELECT failed_attempts FROM users WHERE email = 'sales@demo.dealer'");
    expect(row?.failed_attempts).toBe(1);
  });

  it('locks the account after 5 failed attempts, and the right password is refused while locked', async () => {
    const lockedOut = 'Too many failed attempts for this email. Please wait a few minutes then come back and try again.';
    for (let attempt = 1; attempt < LOCKOUT_ATTEMPTS; attempt++) {
      expect((await login(t.app, 'sales@demo.dealer', 'wrong')).status).toBe(401);
    }
    const fifth = await login(t.app, 'sales@demo.dealer', 'wrong');
    expect(fifth.status).toBe(429);
    expect(await messageOf(fifth)).toBe(lockedOut);
    const right = await login(t.app, 'sales@demo.dealer');
    expect(right.status).toBe(429);
    expect(await messageOf(right)).toBe(lockedOut);
  });

  it('a lock that has run out lets the right password in and clears the count', async () => {
    for (let attempt = 0; attempt < LOCKOUT_ATTEMPTS; attempt++) await login(t.app, 'sales@demo.dealer', 'wrong');
    await t.db.query("UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'sales@demo.dealer'");
    expect((await login(t.app, 'sales@demo.dealer')).status).toBe(200);
    const [row] = await t.db.query<{ failed_attempts: number; locked_until: Date | null }>(
      "SELECT failed_attempts, locked_until FROM users WHERE email = 'sales@demo.dealer'",
    );
    expect(row).toEqual({ failed_attempts: 0, locked_until: null });
  });

  it('a wrong password after a lock has run out starts a new count instead of locking again', async () => {
    for (let attempt = 0; attempt < LOCKOUT_ATTEMPTS; attempt++) await login(t.app, 'sales@demo.dealer', 'wrong');
    await t.db.query("UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'sales@demo.dealer'");
    const response = await login(t.app, 'sales@demo.dealer', 'wrong');
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(AUTH_MESSAGES.wrongPassword);
  });

  it('a success clears earlier failed attempts', async () => {
    await login(t.app, 'sales@demo.dealer', 'wrong');
    await login(t.app, 'sales@demo.dealer', 'wrong');
    await signIn(t.app, 'sales@demo.dealer');
    const [row] = await t.db.query<{ failed_attempts: number }>("SELECT failed_attempts FROM users WHERE email = 'sales@demo.dealer'");
    expect(row?.failed_attempts).toBe(0);
  });

  it('a user who belongs to no dealer is told so', async () => {
    await t.db.query("DELETE FROM user_dealers WHERE user_id = (SELECT id FROM users WHERE email = 'sales@demo.dealer')");
    const response = await login(t.app, 'sales@demo.dealer');
    expect(response.status).toBe(403);
    expect(await messageOf(response)).toBe(AUTH_MESSAGES.noDealer);
  });

  it('bad input answers 400 with a clear message', async () => {
    const empty = await postJson(t.app, '/auth/login', { username: '', password: 'x' });
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe('Please enter your username.');
    const missing = await postJson(t.app, '/auth/login', { username: 'admin@demo.dealer' });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('The field "password" is missing or invalid.');
    const notJson = await t.app.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(await messageOf(notJson)).toBe('The request body must be a JSON object or a form.');
  });
});
