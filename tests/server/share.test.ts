import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { SELECT_USER_MESSAGE } from '../../domain/opportunityList/reassignEvent.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import { SHARE_SENT_MESSAGE, type ShareRequest } from '../../domain/share/share.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { raiseAlerts } from '../../sync-server/alerts/raiseAlerts.ts';
import { NOT_A_DEALER_USER_MESSAGE } from '../../sync-server/share/routes.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, PUBLIC_URL, addNamedUser, bearer, useListsTestWorld } from './support/listsTestApp.ts';

type Mail = { sender: string; recipient: string; subject: string; text_body: string };
type Alert = { dealer_id: number; user_id: number; sender_id: number; type: string; title: string; message: string; url: string; created_at: unknown; viewed_at: unknown };

describe.each(testDatabases())('sharing a page on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let seller: AuthUser;
  let stranger: AuthUser;
  let inactive: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER, OTHER_DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    inactive = await addNamedUser(world, { email: 'ian@a.test', first: 'Ian', last: 'Idle', dealers: [DEALER], admin: ADMIN.inactive });
  });

  const share = async (user: AuthUser, body: unknown, dealer = DEALER) =>
    app.request(`/share?token=${dealer}`, { method: 'POST', headers: { ...(await bearer(user)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const request = (changes: Partial<ShareRequest> = {}): ShareRequest => ({
    user_id: seller.id,
    url: '/opportunity/equity?page=2&make=Honda',
    message: 'Call these today.',
    title: 'SHARE OPPORTUNITIES',
    ...changes,
  });
  const mailbox = () => world.db.query<Mail>('SELECT sender, recipient, subject, text_body FROM local_mail ORDER BY id');
  const alerts = () => world.db.query<Alert>('SELECT dealer_id, user_id, sender_id, type, title, message, url, created_at, viewed_at FROM alerts ORDER BY id');

  it('mails the link to a user of the dealer and records an unread share alert for them', async () => {
    const response = await share(manager, request());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: SHARE_SENT_MESSAGE });
    expect(SHARE_SENT_MESSAGE).toBe('Successfully Sent!');

    const [mail, ...more] = await mailbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'bob@a.test', subject: 'Zoe Adams shared SHARE OPPORTUNITIES' });
    expect(mail?.text_body).toContain('Call these today.');
    expect(mail?.text_body).toContain(`${PUBLIC_URL}/opportunity/equity?page=2&make=Honda`);

    const [dealer] = await world.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER]);
    const [alert, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      dealer_id: dealer?.id,
      user_id: seller.id,
      sender_id: manager.id,
      type: 'share',
      title: 'SHARE OPPORTUNITIES',
      message: 'Call these today.',
      url: '/opportunity/equity?page=2&make=Honda',
      viewed_at: null,
    });
    expect(alert?.created_at).not.toBeNull();
  });

  it('refuses a recipient who is not an active user of this dealer: 403, no mail, no alert', async () => {
    for (const user_id of [stranger.id, inactive.id, 999_999]) {
      const response = await share(manager, request({ user_id }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: NOT_A_DEALER_USER_MESSAGE });
    }
    expect(await mailbox()).toEqual([]);
    expect(await alerts()).toEqual([]);
  });

  it('shares within the dealer named by the token', async () => {
    expect((await share(seller, request({ user_id: stranger.id }), OTHER_DEALER)).status).toBe(200);
    const [alert] = await alerts();
    const [dealer] = await world.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [OTHER_DEALER]);
    expect(alert).toMatchObject({ dealer_id: dealer?.id, user_id: stranger.id, sender_id: seller.id });
  });

  it.each([
    ['no user chosen', { user_id: null }, SELECT_USER_MESSAGE],
    ['user 0', { user_id: 0 }, SELECT_USER_MESSAGE],
    ['no user_id at all', { user_id: undefined }, 'The field "user_id" is missing or invalid.'],
    ['a link outside the app', { url: 'https://phish.example/login' }, 'Only links inside the app can be shared.'],
    ['no title', { title: '' }, 'Please name what is shared.'],
    ['a message too long', { message: 'x'.repeat(2001) }, 'The message is too long (2,000 characters at most).'],
  ])('answers 400 to a bad body (%s)', async (_case, changes, message) => {
    const response = await share(manager, { ...request(), ...changes });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await mailbox()).toEqual([]);
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example/login'],
    ['two slashes', '//evil.example/login'],
    ['a backslash further on', '/opportunity\\equity'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['another site', 'https://evil.example/login'],
    ['no leading slash', 'evil.example/login'],
  ])('refuses a link that could leave the app (%s): 400, no mail, no alert', async (_case, url) => {
    const response = await share(manager, request({ url }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Only links inside the app can be shared.' });
    expect(await mailbox()).toEqual([]);
    expect(await alerts()).toEqual([]);
  });

  it('records no alert whose link leaves the app, whoever raises it, and tells no one', async () => {
    const [dealer] = await world.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER]);
    const told: string[] = [];
    const alert = (url: string, sourceEvent: string) => ({
      dealerId: dealer?.id ?? 0,
      userId: seller.id,
      senderId: null,
      type: 'customer' as const,
      title: 'Zoe Adams assigned a customer to you',
      message: '',
      url,
      sourceEvent,
    });
    const raising = [alert('/\\evil.example/x', 'hostile-1'), alert('//evil.example', 'hostile-2'), alert('/customer/C1/overview', 'fine')];
    const raised = await raiseAlerts(world.db, (token) => told.push(token), raising);
    expect(raised).toBe(1);
    expect((await alerts()).map((row) => row.url)).toEqual(['/customer/C1/overview']);
    expect(told).toEqual([seller.token]);
  });

  it('answers 400 to a body that is not JSON, 401 without a token, 403 for another dealer', async () => {
    const garbled = await app.request(`/share?token=${DEALER}`, { method: 'POST', headers: { ...(await bearer(manager)), 'content-type': 'application/json' }, body: '{' });
    expect(garbled.status).toBe(400);
    const anonymous = await app.request(`/share?token=${DEALER}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request()) });
    expect(anonymous.status).toBe(401);
    const other = await share(manager, request(), OTHER_DEALER);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    expect(await alerts()).toEqual([]);
  });
});
