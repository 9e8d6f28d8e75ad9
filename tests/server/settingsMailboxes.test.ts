import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { call, CLIENT, DEALER, deskAccount, OTHER_DEALER, useMailboxWorld, type MailboxWorld } from './support/mailboxWorld.ts';

type Doc = Record<string, unknown>;

/** What the browser does in the sign-in popup: follows the OAuth server's redirects (with its cookies) back to the app. */
async function authorizeAt(start: string, redirectUri: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (pair.slice(at + 1) === '') jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next;
    url = next.href;
  }
  throw new Error('The sign-in never came back to the app.');
}

const refsDoc = async (world: MailboxWorld, id: number) => {
  const [row] = await world.db.query<{ doc: Doc }>('SELECT doc FROM refs WHERE dealer = $1 AND id = $2', [DEALER, `mailbox:${DEALER}:${id}`]);
  return row?.doc;
};

describe.each(testDatabases())('Settings > Mailboxes on $name', (database) => {
  const world = useMailboxWorld(database);
  beforeEach(() => world.reset());
  afterEach(() => vi.restoreAllMocks());
  /** The lines the server logged while `run` ran (console.error), kept off the test's output. */
  const logged = async (run: () => Promise<unknown>): Promise<string> => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await run();
    return log.mock.calls.map((call) => call.join(' ')).join('\n');
  };

  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await call(world.app, world.people.manager, 'POST', '/mailbox/create', deskAccount(world, overrides));
    return { status: response.status, body: (await response.json()) as { mailbox?: Doc; message?: string } };
  };

  it('creates a POP3/SMTP mailbox once its SMTP and IMAP logins succeed for real, and sends a test message through it', async () => {
    const { status, body } = await create();
    expect(status).toBe(200);
    expect(body.mailbox).toMatchObject({ name: 'Front Desk', type: 'POP3/SMTP', mailbox_type_id: 3, email: 'desk@dealer.test', status: 'active', lead: true, campaign: false });
    expect(world.imap.logins).toEqual(['desk@dealer.test LOGIN']);
    expect(world.smtp.received).toHaveLength(1);
    expect(world.smtp.received[0]).toMatchObject({ user: 'desk@dealer.test', method: 'PLAIN', from: 'desk@dealer.test', to: ['desk@dealer.test'] });
    expect(world.smtp.received[0]!.raw).toContain('Subject: Your mailbox is connected');
  });

  it('keeps the passwords encrypted at rest and out of the clients’ documents and the event log', async () => {
    const { body } = await create();
    const id = body.mailbox!.mailbox_id as number;
    const [row] = await world.db.query<{ password_secret: string; smtp_password_secret: string }>('SELECT password_secret, smtp_password_secret FROM mailboxes WHERE id = $1', [id]);
    expect(row!.password_secret).toMatch(/^v1:/);
    expect(row!.password_secret).not.toContain('right-password');
    expect(Buffer.from(row!.password_secret.slice(3), 'base64url').toString('latin1')).not.toContain('right-password');
    expect(row!.smtp_password_secret).not.toBe(row!.password_secret);
    const doc = await refsDoc(world, id);
    expect(Object.keys(doc!).sort()).toEqual(
      ['id', 'dealer', 'kind', 'mailbox_id', 'name', 'type', 'mailbox_type_id', 'email', 'status', 'suspended_at', 'deleted_at', 'lead', 'campaign', 'signature', 'users', 'created_at', 'updated_at'].sort(),
    );
    const [events] = await world.db.query<{ text: string }>("SELECT string_agg(payload::text, ' ') AS text FROM events WHERE type = 'mailbox.set'");
    expect(events!.text).toContain('Front Desk');
    expect(events!.text).not.toContain('right-password');
    expect(events!.text).not.toContain(String(world.smtp.port));
  });

  it('answers a failing SMTP login in its own words, logs the server’s answer without the password, and stores nothing', async () => {
    let answer: Awaited<ReturnType<typeof create>> | undefined;
    const log = await logged(async () => (answer = await create({ smtp_password: 'wrong-password' })));
    expect(answer).toEqual({ status: 400, body: { message: 'Signing in to the SMTP server failed: the server refused the user name or password.' } });
    expect(log).toContain(`SMTP server 127.0.0.1:${world.smtp.port}`);
    expect(log).toContain('535 Authentication credentials invalid');
    expect(log).not.toContain('wrong-password');
    expect(await world.db.query('SELECT id FROM mailboxes')).toEqual([]);
    expect(world.smtp.received).toEqual([]);
  });

  it('answers a failing IMAP login in its own words', async () => {
    let answer: Awaited<ReturnType<typeof create>> | undefined;
    const log = await logged(async () => (answer = await create({ password: 'wrong-password' })));
    expect(answer).toEqual({ status: 400, body: { message: 'Signing in to the IMAP server failed: the server refused the user name or password.' } });
    expect(log).toContain('NO [AUTHENTICATIONFAILED] Invalid credentials (Failure)');
    expect(log).not.toContain('wrong-password');
    expect(await world.db.query('SELECT id FROM mailboxes')).toEqual([]);
  });

  it('checks the e-mail with the spec’s messages', async () => {
    expect((await create({ email: '' })).body.message).toBe('Please provide an email.');
    expect((await create({ email: 'desk@dealer' })).body.message).toBe('Please provide a valid email');
    expect((await create({ email: 'desk.dealer.test' })).body.message).toBe('Please provide a valid email');
    expect((await create({ email: 'desk.dealer.test' })).status).toBe(400);
  });

  it('updates a mailbox keeping its e-mail and, where left empty, its passwords, and tests it again', async () => {
    const id = (await create()).body.mailbox!.mailbox_id as number;
    const response = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/update`, {
      ...deskAccount(world, { name: 'Sales Desk', email: 'other@dealer.test', password: '', smtp_password: '', lead: false, campaign: true }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { mailbox: Doc }).mailbox).toMatchObject({ name: 'Sales Desk', email: 'desk@dealer.test', lead: false, campaign: true });
    expect(world.smtp.received).toHaveLength(2);
    const settings = await call(world.app, world.people.manager, 'GET', `/mailbox/${id}`);
    const { mailbox } = (await settings.json()) as { mailbox: Doc };
    expect(mailbox).toMatchObject({ address: '127.0.0.1', port: world.imap.port, username: 'desk@dealer.test', smtp_port: world.smtp.port });
    expect(JSON.stringify(mailbox)).not.toContain('right-password');
  });

  it('lists, filters and exports the dealer’s mailboxes, 15 a page', async () => {
    await create();
    await create({ name: 'Service Desk' });
    const list = await call(world.app, world.people.seller, 'GET', '/mailboxes?search=service');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { mailboxes: Doc[]; total: number; page: number; current_total: number; mailbox_types: unknown[] };
    expect(body.mailboxes.map((mailbox) => mailbox.name)).toEqual(['Service Desk']);
    expect([body.total, body.page, body.current_total]).toEqual([1, 1, 1]);
    expect(body.mailbox_types).toEqual([
      { id: 1, name: 'GMAIL' },
      { id: 2, name: 'Office365' },
      { id: 3, name: 'POP3/SMTP' },
    ]);
    const csv = await call(world.app, world.people.seller, 'GET', '/mailboxes?export=1');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n')).toEqual([
      'NAME,TYPE,EMAIL,STATUS,DELETED,LEAD,CAMPAIGN,USERS',
      'Front Desk,POP3/SMTP,desk@dealer.test,ACTIVE,,1,0,1',
      'Service Desk,POP3/SMTP,desk@dealer.test,ACTIVE,,1,0,1',
      '',
    ]);
    const filter = await call(world.app, world.people.seller, 'GET', '/filter/mailbox');
    expect(((await filter.json()) as { statuses: unknown[] }).statuses).toEqual([
      { value: 'active', name: 'Active' },
      { value: 'suspended', name: 'Suspended' },
      { value: 'deleted', name: 'Deleted' },
    ]);
  });

  it('suspends and activates a mailbox, and deletes it softly', async () => {
    const id = (await create()).body.mailbox!.mailbox_id as number;
    const suspended = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id });
    expect(((await suspended.json()) as { mailbox: Doc }).mailbox.status).toBe('suspended');
    expect(await refsDoc(world, id)).toMatchObject({ status: 'suspended' });
    expect((await refsDoc(world, id))!.suspended_at).toEqual(expect.any(String));
    const activated = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id });
    expect(((await activated.json()) as { mailbox: Doc }).mailbox).toMatchObject({ status: 'active', suspended_at: null });
    const deleted = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/delete`);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await refsDoc(world, id))!.deleted_at).toEqual(expect.any(String));
    const [row] = await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mailboxes WHERE id = $1', [id]);
    expect(row!.n).toBe(1);
    const again = await call(world.app, world.people.manager, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id });
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([400, 'This mailbox was deleted.']);
  });

  it('chooses the mailbox’s users: at least one, all of this dealer', async () => {
    const id = (await create()).body.mailbox!.mailbox_id as number;
    const { manager, seller, stranger } = world.people;
    const users = async () => (await (await call(world.app, seller, 'GET', `/settings/mailbox/${id}/users`)).json()) as { users: { user_id: number }[] };
    expect(await users()).toEqual({ users: [{ user_id: manager.id }] });
    const none = await call(world.app, manager, 'POST', `/mailbox/${id}/users/update`, { users: [] });
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([400, 'Please select at least one user.']);
    const foreign = await call(world.app, manager, 'POST', `/mailbox/${id}/users/update`, { users: [seller.id, stranger.id] });
    expect(foreign.status).toBe(400);
    const saved = await call(world.app, manager, 'POST', `/mailbox/${id}/users/update`, { users: [seller.id, manager.id] });
    expect(saved.status).toBe(200);
    expect(await users()).toEqual({ users: [{ user_id: manager.id }, { user_id: seller.id }].sort((a, b) => a.user_id - b.user_id) });
    expect((await refsDoc(world, id))!.users).toEqual([manager.id, seller.id].sort((a, b) => a - b));
  });

  it('lets administrators and managers manage mailboxes; everyone else gets 403 but reads the list', async () => {
    const id = (await create()).body.mailbox!.mailbox_id as number;
    const { admin, seller, stranger } = world.people;
    const forbidden: [string, string, unknown][] = [
      ['POST', '/mailbox/create', deskAccount(world)],
      ['POST', `/mailbox/${id}/update`, deskAccount(world)],
      ['POST', `/mailbox/${id}/suspend`, { mailbox_id: id }],
      ['POST', `/mailbox/${id}/delete`, undefined],
      ['POST', `/mailbox/${id}/users/update`, { users: [seller.id] }],
      ['GET', `/mailbox/${id}`, undefined],
      ['GET', '/integrations/gmail/url', undefined],
      ['POST', '/integrations/gmail/token', { code: 'x', state: 'y' }],
    ];
    for (const [method, path, body] of forbidden) {
      const response = await call(world.app, seller, method as 'GET' | 'POST', path, body);
      expect([path, response.status, ((await response.json()) as { message: string }).message]).toEqual([path, 403, FORBIDDEN_MESSAGE]);
    }
    expect((await call(world.app, seller, 'GET', '/mailboxes')).status).toBe(200);
    expect((await call(world.app, admin, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id })).status).toBe(200);
    const otherDealer = await call(world.app, stranger, 'GET', '/mailboxes');
    expect([otherDealer.status, ((await otherDealer.json()) as { message: string }).message]).toEqual([403, WRONG_DEALER_MESSAGE]);
    const notTheirs = await call(world.app, stranger, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id }, OTHER_DEALER);
    expect(notTheirs.status).toBe(404);
  });

  it('sends the mail of a mailbox’s users through the dealer’s own active lead mailbox, no one else’s, and none once it is suspended', async () => {
    const { manager, seller } = world.people;
    expect(await world.mailboxes.activeDealers([DEALER, OTHER_DEALER], manager.id)).toEqual([]);
    const id = (await create()).body.mailbox!.mailbox_id as number;
    expect(await world.mailboxes.activeDealers([DEALER, OTHER_DEALER], manager.id)).toEqual([DEALER]);
    expect(await world.mailboxes.activeDealers([DEALER, OTHER_DEALER], seller.id)).toEqual([]);
    expect(await world.mailboxes.senderFor(DEALER, seller.id)).toEqual({ port: null, reason: 'not_a_user' });
    const mailbox = (await world.mailboxes.senderFor(DEALER, manager.id)).port;
    await mailbox!.send({ to: 'customer@example.test', subject: 'Your appointment', text: 'See you soon.' });
    expect(world.smtp.received.at(-1)).toMatchObject({ from: 'desk@dealer.test', to: ['customer@example.test'], method: 'PLAIN' });
    await call(world.app, manager, 'POST', `/mailbox/${id}/suspend`, { mailbox_id: id });
    expect(await world.mailboxes.senderFor(DEALER, manager.id)).toEqual({ port: null, reason: 'no_mailbox' });
    expect(await world.mailboxes.activeDealers([DEALER], manager.id)).toEqual([]);
  });

  it('checks a POP3 incoming server with USER and PASS, answering its -ERR in its own words', async () => {
    let refused: Awaited<ReturnType<typeof create>> | undefined;
    const log = await logged(async () => (refused = await create({ incoming_protocol: 'pop3', port: world.pop3.port, password: 'wrong-password' })));
    expect(refused).toEqual({ status: 400, body: { message: 'Signing in to the POP3 server failed: the server refused the user name or password.' } });
    expect(log).toContain('-ERR [AUTH] Invalid login');
    expect((await create({ incoming_protocol: 'pop3', port: world.pop3.port })).status).toBe(200);
    expect(world.pop3.logins).toEqual(['desk@dealer.test']);
  });

  it('connects a Google mailbox through the OAuth 2 code flow, keeps its refresh token encrypted, and sends over XOAUTH2', async () => {
    const { manager, seller } = world.people;
    world.oauth.signInAs('sales.gmail@dealer.test');
    const start = await call(world.app, manager, 'GET', '/integrations/gmail/url');
    const { url } = (await start.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.origin + authorize.pathname).toBe(world.oauth.authorizeUrl);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      code_challenge_method: 'S256',
      prompt: 'consent',
    });
    const back = await authorizeAt(url, CLIENT.redirectUri);
    const code = back.searchParams.get('code') ?? '';
    const state = back.searchParams.get('state') ?? '';
    expect(state).toBe(authorize.searchParams.get('state'));

    const stolen = await call(world.app, seller, 'POST', '/integrations/gmail/token', { code, state });
    expect(stolen.status).toBe(403);
    const forged = await call(world.app, manager, 'POST', '/integrations/gmail/token', { code, state: 'not-the-state' });
    expect([forged.status, ((await forged.json()) as { message: string }).message]).toEqual([400, 'The sign-in with the provider expired or was not made here: please sign in again.']);
    const exchanged = await call(world.app, manager, 'POST', '/integrations/gmail/token', { code, state });
    expect(exchanged.status).toBe(200);
    const { token, email } = (await exchanged.json()) as { token: string; email: string };
    expect(email).toBe('sales.gmail@dealer.test');
    const again = await call(world.app, manager, 'POST', '/integrations/gmail/token', { code, state });
    expect(await again.json()).toEqual({ token, email });

    const created = await call(world.app, manager, 'POST', '/mailbox/create', { mailbox_type_id: 1, name: 'Sales Gmail', email: 'typed@dealer.test', authorization: token });
    expect(created.status).toBe(200);
    const { mailbox } = (await created.json()) as { mailbox: Doc };
    expect(mailbox).toMatchObject({ type: 'GMAIL', mailbox_type_id: 1, email: 'sales.gmail@dealer.test', status: 'active' });
    expect(world.imap.logins).toEqual(['sales.gmail@dealer.test XOAUTH2']);
    expect(world.smtp.received.map((mail) => [mail.user, mail.method, mail.to])).toEqual([['sales.gmail@dealer.test', 'XOAUTH2', ['sales.gmail@dealer.test']]]);
    const [row] = await world.db.query<{ refresh_token_secret: string }>('SELECT refresh_token_secret FROM mailboxes WHERE id = $1', [mailbox.mailbox_id]);
    expect(row!.refresh_token_secret).toMatch(/^v1:/);
    expect(await world.db.query('SELECT state FROM mailbox_authorizations')).toEqual([]);

    const used = await call(world.app, manager, 'POST', '/mailbox/create', { mailbox_type_id: 1, name: 'Again', email: 'typed@dealer.test', authorization: token });
    expect([used.status, ((await used.json()) as { message: string }).message]).toEqual([400, 'The sign-in with the provider expired or was not made here: please sign in again.']);

    const sender = (await world.mailboxes.senderFor(DEALER, manager.id)).port;
    await sender!.send({ to: 'customer@example.test', subject: 'Your appointment', text: 'See you soon.' });
    expect(world.smtp.received.at(-1)).toMatchObject({ user: 'sales.gmail@dealer.test', method: 'XOAUTH2', to: ['customer@example.test'] });
  });

  it('answers that a provider is not configured', async () => {
    const response = await call(world.app, world.people.manager, 'GET', '/integrations/microsoft/url');
    expect([response.status, ((await response.json()) as { message: string }).message]).toEqual([404, 'This mailbox provider is not configured on the server.']);
  });
});
