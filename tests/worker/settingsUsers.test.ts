import { describe, expect, it } from 'vitest';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { ROLE } from '../../domain/session/roles.ts';
import { EMPTY_USER_FORM } from '../../domain/users/userForm.ts';
import { userFilterQuery, type UserListFilter } from '../../domain/users/userListFilter.ts';
import { announceUser } from '../../sync-server/users/userWrites.ts';
import type { ListWindow } from '../../worker/api.ts';
import { PASSWORD, addDealer, addUser, eventually, recorder, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();

/**
 * The settings users list from the worker's copy answers what GET /users answers for the same filter (one predicate in
 * domain/), and a user saved through the worker reaches the list through sync (dealer.user_set).
 */
describe('the settings users list in the worker', () => {
  it('answers the same users as GET /users, and shows a user created through the worker', async () => {
    const dealer = await addDealer(world.server, 'USR1');
    const other = await addDealer(world.server, 'USR2');
    const adminId = await addUser(world.server, 'boss@users.test', [dealer, other], ROLE.generalManager);
    await world.server.deps.db.query('UPDATE users SET admin = 1 WHERE id = $1', [adminId]);
    await announceUser({ ...world.server.deps, store: world.server.store }, adminId);
    await addUser(world.server, 'amy@users.test', [dealer], ROLE.salesperson);
    await addUser(world.server, 'bdc@users.test', [dealer], ROLE.bdcAgent);
    await addUser(world.server, 'far@users.test', [other], ROLE.salesperson);
    const { worker } = await world.signedIn('boss@users.test');
    const login = await fetch(`${world.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'boss@users.test', password: PASSWORD }),
    });
    const { id_token } = (await login.json()) as { id_token: string };

    const windows = recorder<ListWindow<DealerUser>>();
    const base = { version: 1, offset: 0, limit: 15 };
    const subscription = await worker.subscribe('settingsUsers', { ...base, filter: { search: '', role: null, type: 'all' } }, windows.callback);
    const filters: UserListFilter[] = [
      { search: '', role: null, type: 'all' },
      { search: 'AMY', role: null, type: 'active' },
      { search: '', role: ROLE.bdcAgent, type: 'all' },
      { search: 'users.test', role: null, type: 'standard' },
    ];
    for (const [index, filter] of filters.entries()) {
      const version = index + 2;
      await worker.update(subscription, 'settingsUsers', { ...base, version, filter });
      const local = await eventually(() => windows.latest(), (window) => window?.version === version && !window.loading);
      const query = userFilterQuery(filter);
      query.set('token', dealer.token);
      const answer = (await (await fetch(`${world.server.url}/users?${query}`, { headers: { authorization: `Bearer ${id_token}` } })).json()) as {
        users: DealerUser[];
        total: number;
      };
      expect(local?.rows.map((user) => user.email)).toEqual(answer.users.map((user) => user.email));
      expect(local?.total).toBe(answer.total);
    }
    expect(windows.latest()?.rows.map((user) => user.email)).toEqual(['amy@users.test', 'bdc@users.test']);

    await worker.update(subscription, 'settingsUsers', { ...base, version: 10, filter: { search: 'nell', role: null, type: 'all' } });
    await eventually(() => windows.latest(), (window) => window?.version === 10 && window.total === 0);
    const form = { ...EMPTY_USER_FORM, email: 'nell@users.test', first_name: 'Nell', last_name: 'New', notifications: { text: 0 as const, email: 1 as const, alerts: 0 } };
    expect(await worker.saveUser({ mode: 'create', id: null, form: { ...form, last_name: '' } })).toEqual({
      ok: false,
      message: 'Please ensure you filled all required fields: Last Name.',
    });
    expect(await worker.saveUser({ mode: 'create', id: null, form })).toEqual({ ok: true });
    const shown = await eventually(() => windows.latest(), (window) => window?.total === 1, 20_000);
    expect(shown?.rows.map((user) => [user.first_name, user.last_name, user.role.name])).toEqual([['Nell', 'New', 'Salesperson']]);

    await worker.setOnline(false);
    expect(await worker.setUserStatus(shown?.rows[0]?.user_id ?? 0, false)).toEqual({
      ok: false,
      message: 'You are off line: this needs the server. Try again once you are back online.',
    });
    await worker.setOnline(true);
  });
});
