import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, PUBLIC_URL, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

type Received = { from: string; to: string[]; data: string };

let t: AuthTestApp;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await startAuthTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  await t.reset();
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

describe('mail over SMTP', () => {
  it('delivers the password reset e-mail to the SMTP server, not the local mailbox', async () => {
    const response = await postJson(t.app, '/auth/reset-password', { email: 'service@demo.dealer' });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@localhost');
    expect(received[0]?.to).toEqual(['service@demo.dealer']);
    expect(received[0]?.data).toContain('Subject: Reset your password');
    expect(received[0]?.data.replace(/=\r?\n/g, '')).toContain(`${PUBLIC_URL}/reset-password?code=`);
    expect(await t.db.query('SELECT id FROM local_mail')).toEqual([]);
  });
});

describe('GET /inbox/messages', () => {
  it('shows the local mailbox to loopback callers only, newest first, optionally for one recipient', async () => {
    await t.db.query(
      `INSERT INTO local_mail (sender, recipient, subject, text_body, created_at) VALUES
       ('a@x', 'one@demo.dealer', 'First', 'hello', now() - interval '1 minute'),
       ('a@x', 'two@demo.dealer', 'Second', 'hello again', now())`,
    );
    const all = await t.app.request('/inbox/messages', {}, loopback);
    expect(all.status).toBe(200);
    const body = (await all.json()) as { messages: { subject: string; recipient: string; created_at: string }[] };
    expect(body.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(body.messages[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const one = (await (await t.app.request('/inbox/messages?to=ONE@demo.dealer', {}, loopback)).json()) as typeof body;
    expect(one.messages.map((m) => m.subject)).toEqual(['First']);
    const ipv6 = await t.app.request('/inbox/messages', {}, { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } });
    expect(ipv6.status).toBe(200);
  });

  it('answers 404 to anyone else and to proxied requests', async () => {
    expect((await t.app.request('/inbox/messages')).status).toBe(404);
    expect((await t.app.request('/inbox/messages', {}, { incoming: { socket: { remoteAddress: '10.0.0.7' } } })).status).toBe(404);
    const proxied = await t.app.request('/inbox/messages', { headers: { 'x-forwarded-for': '203.0.113.9' } }, loopback);
    expect(proxied.status).toBe(404);
  });
});
