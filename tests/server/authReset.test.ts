import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, LOCKOUT_ATTEMPTS } from '../../domain/session/authMessages.ts';
import { login, postJson, PUBLIC_URL, signIn, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const NEW_PASSWORD = 'A-new-password-42';
const requestReset = (email: string) => postJson(t.app, '/auth/reset-password', { email });
const confirm = (token: string, password: string = NEW_PASSWORD) => postJson(t.app, '/auth/reset-password/confirm', { token, password });

type Mail = { recipient: string; subject: string; text_body: string; html_body: string };
const mailbox = () => t.db.query<Mail>('SELECT recipient, subject, text_body, html_body FROM local_mail ORDER BY id');

/** The code in the link of the last mail to this address. */
async function codeSentTo(email: string): Promise<string> {
  const mail = (await mailbox()).filter((m) => m.recipient === email).at(-1);
  const link = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
  return new URL(link).searchParams.get('code') ?? '';
}

describe('POST /auth/reset-password', () => {
  it('answers the same message for a known, an unknown and an inactive e-mail', async () => {
    for (const email of ['sales@demo.dealer', 'nobody@demo.dealer', 'inactive@demo.dealer']) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Please check the corresponding email for further instructions' });
    }
    expect((await mailbox()).map((m) => m.recipient)).toEqual(['sales@demo.dealer']);
  });

  it('mails a one-hour link back to the app’s reset page and keeps only the code’s hash', async () => {
    await requestReset('Sales@demo.dealer');
    const [mail] = await mailbox();
    expect(mail?.subject).toBe(AUTH_MESSAGES.resetSubject);
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/reset-password?code=`);
    expect(mail?.html_body).toContain(`href="${PUBLIC_URL}/reset-password?code=`);
    const code = await codeSentTo('sales@demo.dealer');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.query<{ token_hash: string; minutes: number }>(
      'SELECT token_hash, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM password_resets',
    );
    expect(row?.token_hash).not.toBe(code);
    expect(row?.minutes).toBe(60);
  });

  it('mails one account at most three resets an hour, however the address is written, answering the same words', async () => {
    for (const email of ['sales@demo.dealer', 'SALES@demo.dealer', 'Sales@Demo.Dealer', 'sales@demo.dealer']) {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: 'Please check the corresponding email for further instructions' });
    }
    expect((await mailbox()).map((m) => m.recipient)).toEqual(['sales@demo.dealer', 'sales@demo.dealer', 'sales@demo.dealer']);
    await requestReset('service@demo.dealer');
    expect(await mailbox()).toHaveLength(4);
  });

  it('answers 400 for an address that is not an e-mail', async () => {
    const response = await requestReset('not-an-email');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please ensure you have supplied a valid Email.' });
  });
});

describe('POST /auth/reset-password/confirm', () => {
  it('sets the new password once; the code then fails', async () => {
    await requestReset('sales@demo.dealer');
    const code = await codeSentTo('sales@demo.dealer');
    const response = await confirm(code);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Your password has been changed. You can now sign in.' });
    expect((await login(t.app, 'sales@demo.dealer')).status).toBe(401);
    expect((await login(t.app, 'sales@demo.dealer', NEW_PASSWORD)).status).toBe(200);
    const again = await confirm(code, 'Yet-another-password');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it('an expired code fails', async () => {
    await requestReset('sales@demo.dealer');
    const code = await codeSentTo('sales@demo.dealer');
    await t.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const response = await confirm(code);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it('an unknown code fails', async () => {
    expect((await confirm('made-up-code')).status).toBe(400);
  });

  it('a short password is refused with the rule', async () => {
    const response = await confirm('any-code', 'short');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Your new password must be at least 8 characters.' });
  });

  it('clears a lockout, spends the other codes and signs the user out everywhere', async () => {
    const session = await signIn(t.app, 'sales@demo.dealer');
    for (let attempt = 0; attempt < LOCKOUT_ATTEMPTS; attempt++) await login(t.app, 'sales@demo.dealer', 'wrong');
    await requestReset('sales@demo.dealer');
    const older = await codeSentTo('sales@demo.dealer');
    await requestReset('sales@demo.dealer');
    const newer = await codeSentTo('sales@demo.dealer');
    expect((await confirm(newer)).status).toBe(200);
    expect((await confirm(older)).status).toBe(400);
    expect((await postJson(t.app, '/auth/refresh', { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await login(t.app, 'sales@demo.dealer', NEW_PASSWORD)).status).toBe(200);
  });
});
