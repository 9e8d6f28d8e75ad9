import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import { addDealer, addUser } from '../support/syncFixtures.ts';
import { testDatabases, blankPgliteImage } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, bearer, useListsTestWorld } from './support/listsTestApp.ts';

type Mail = { sender: string; recipient: string; subject: string; text_body: string };
type Stored = {
  dealer_id: number;
  user_id: number;
  name: string;
  phone: string;
  email: string;
  browser: string;
  concern_location: string;
  concern_description: string;
  mailed_to: string;
  created_at: unknown;
};

const SUPPORT_ADDRESS = 'help@dealer-group.test';
const THANK_YOU = { message: 'Thank you for contacting support. We received your issue and will get back to you soon.' };

const request = {
  name: 'Zoe Adams',
  phone: '(519) 555-0142',
  email: 'zoe.reply@a.test',
  browser: 'Firefox',
  concern_location: 'Customers: /customers/individual?page=2',
  concern_description: 'The customer list stops at page 2.\nIt worked yesterday.',
};

describe.each(testDatabases())('the support form on $name', (database) => {
  const world = useListsTestWorld(database, { supportEmail: SUPPORT_ADDRESS });
  let app: Hono<AppEnv>;
  let zoe: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    zoe = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
  });

  const submit = async (body: unknown, options: { user?: AuthUser | null; dealer?: string } = {}) => {
    const user = options.user === undefined ? zoe : options.user;
    const headers = { ...(user ? await bearer(user) : {}), 'content-type': 'application/json' };
    return app.request(`/support/contact?token=${options.dealer ?? DEALER}`, { method: 'POST', headers, body: JSON.stringify(body) });
  };
  const mailbox = () => world.db.query<Mail>('SELECT sender, recipient, subject, text_body FROM local_mail ORDER BY id');
  const stored = () =>
    world.db.query<Stored>(
      `SELECT dealer_id, user_id, name, phone, email, browser, concern_location, concern_description, mailed_to, created_at
       FROM support_requests ORDER BY id`,
    );

  it('mails the request to SUPPORT_EMAIL with the dealer, the account and every field, and keeps it', async () => {
    const response = await submit(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(THANK_YOU);

    const [mail, ...more] = await mailbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: SUPPORT_ADDRESS, subject: 'Support request from Zoe Adams at Dealer dealer-a' });
    for (const line of [
      'Dealer: Dealer dealer-a (DEALER-A)',
      `User: Zoe Adams <zoe@a.test> (user ${zoe.id})`,
      'Name: Zoe Adams',
      'Phone: (519) 555-0142',
      'Email: zoe.reply@a.test',
      'Browser: Firefox',
      'Concern location: Customers: /customers/individual?page=2',
      'Concern description:\nThe customer list stops at page 2.\nIt worked yesterday.',
    ]) {
      expect(mail?.text_body).toContain(line);
    }

    const [dealer] = await world.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER]);
    const [row, ...others] = await stored();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ dealer_id: dealer?.id, user_id: zoe.id, ...request, mailed_to: SUPPORT_ADDRESS });
    expect(row?.created_at).not.toBeNull();
  });

  it('takes the form body of spec 000 §7 too, and says a phone was not given', async () => {
    const form = new URLSearchParams({ ...request, phone: '' });
    const response = await app.request(`/support/contact?token=${DEALER}`, {
      method: 'POST',
      headers: { ...(await bearer(zoe)), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(response.status).toBe(200);
    const [mail] = await mailbox();
    expect(mail?.text_body).toContain('Phone: not given');
    expect((await stored())[0]).toMatchObject({ phone: '', browser: 'Firefox' });
  });

  it('refuses a request the form rules refuse with their message: 400, no mail, nothing kept', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...request, concern_description: '   ' }, 'Please describe your concern.'],
      [{ ...request, name: '' }, 'Please enter your name.'],
      [{ ...request, email: 'zoe@' }, 'Please ensure you have supplied a valid Email.'],
      [{ ...request, phone: '555-0142' }, 'The Phone field must be numeric and exactly contain 10 digits.'],
      [{ ...request, browser: 'Netscape' }, 'Please select your browser.'],
    ];
    for (const [body, message] of refusals) {
      const response = await submit(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect(await mailbox()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('needs a signed-in user of the dealer named', async () => {
    expect((await submit(request, { user: null })).status).toBe(401);
    expect((await submit(request, { dealer: OTHER_DEALER })).status).toBe(403);
    expect(await mailbox()).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

describe('the support address by default, and the mail rate limit', () => {
  let server: RunningServer;
  let user: AuthUser;
  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', seed: 'none', databaseImage: await blankPgliteImage(), log: false, requestLimits: { mail: { max: 2, windowMs: 60_000 } } });
    await addDealer(server.deps.db, DEALER);
    user = await addUser(server.deps.db, { email: 'sam@a.test', dealers: [DEALER] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('mails support@localhost when SUPPORT_EMAIL is not set; the third mail within a minute gets 429', async () => {
    const token = await server.deps.signer.sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 3600, kind: 'id' });
    const post = (authorized: boolean) =>
      fetch(`${server.url}/support/contact?token=${DEALER}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorized ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(request),
      });
    expect((await post(true)).status).toBe(200);
    const mails = await server.deps.db.query<{ recipient: string }>('SELECT recipient FROM local_mail');
    expect(mails).toEqual([{ recipient: 'support@localhost' }]);
    expect((await post(false)).status).toBe(401);
    const limited = await post(true);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });
});
