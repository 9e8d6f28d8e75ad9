import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { postForm } from './support/calendarWorld.ts';
import { DEALER, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

/** Ids no integer column holds: past 2^31 − 1 (as JSON numbers, 2^63 and 1e308 lose their digits), none, or not whole. */
const BEYOND = [2 ** 31, 2 ** 63, 1e308];
const NOT_IDS = [-1, 0, 1.5, 'abc'];

/**
 * Every route that takes a numeric id from a body, a path or a query checks it with the storable-id rule of
 * domain/validation (1 to 2^31 − 1) before any query: an id beyond it is a 400 with the field's message, never the
 * database's "out of range" as a 500.
 */
describe.each(testDatabases())('ids beyond an integer column on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let admin: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    admin = await addNamedUser(world, { email: 'ada@a.test', first: 'Ada', last: 'Admin', dealers: [DEALER], admin: ADMIN.administrator, role: ROLE.generalManager });
  });

  const postJson = async (path: string, body: unknown) =>
    app.request(`${path}?token=${DEALER}`, { method: 'POST', headers: { ...(await bearer(admin)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

  it('POST /platform/{id}/alerts/set: alert_id as a JSON number, as digits, or in a form', async () => {
    const refused = { status: 400, body: { message: 'Please name the alert: alert_id, a whole number from 1.' } };
    const path = `/platform/${admin.id}/alerts/set`;
    for (const alertId of [...BEYOND, ...NOT_IDS]) expect(await answer(await postJson(path, { alert_id: alertId }))).toEqual(refused);
    for (const digits of ['2147483648', '9223372036854775808', '1e308', '-1', '0', '1.5', 'abc']) {
      expect(await answer(await postJson(path, { alert_id: digits }))).toEqual(refused);
      expect(await answer(await postForm(app, admin, path, { alert_id: digits }))).toEqual(refused);
    }
    const largest = await postForm(app, admin, path, { alert_id: '2147483647' });
    expect(await answer(largest)).toEqual({ status: 404, body: { message: 'This alert does not exist.' } });
  });

  it('GET /alerts?user=: a user id beyond an integer column', async () => {
    const refused = { status: 400, body: { message: 'The user must be a user id or all.' } };
    for (const user of ['2147483648', '999999999999999', '9223372036854775808', '0', '-1', '1.5']) {
      expect(await answer(await getAs(app, admin, `/alerts?token=${DEALER}&user=${user}`))).toEqual(refused);
      expect(await answer(await getAs(app, admin, `/alerts?token=${DEALER}&user=${user}&export=1`))).toEqual(refused);
    }
    const largest = await getAs(app, admin, `/alerts?token=${DEALER}&user=2147483647`);
    expect(await answer(largest)).toEqual({ status: 200, body: { alerts: [], total: 0, page: 1, current_total: 0 } });
  });

  it('POST /share: user_id', async () => {
    const refused = { status: 400, body: { message: 'Please select a user' } };
    for (const userId of [...BEYOND, ...NOT_IDS]) {
      expect(await answer(await postJson('/share', { user_id: userId, url: '/opportunities/sold', message: 'Look.', title: 'SHARE SOLD' }))).toEqual(refused);
    }
  });

  it('POST /mailbox/{id}/users/update: each of users', async () => {
    const [dealer] = await world.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [DEALER]);
    const [mailbox] = await world.db.query<{ id: number }>(
      `INSERT INTO mailboxes (dealer_id, name, mailbox_type_id, email) VALUES ($1, 'Front desk', 3, 'desk@a.test') RETURNING id`,
      [dealer?.id],
    );
    const refused = { status: 400, body: { message: 'Please select users of this dealer.' } };
    for (const userId of [...BEYOND, ...NOT_IDS]) {
      expect(await answer(await postJson(`/mailbox/${mailbox?.id}/users/update`, { users: [admin.id, userId] }))).toEqual(refused);
    }
    const [kept] = await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mailbox_users WHERE mailbox_id = $1', [mailbox?.id]);
    expect(kept?.n).toBe(0);
  });
});
