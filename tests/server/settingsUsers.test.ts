import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealerUserDocId } from '../../domain/dealers/dealerUsers.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { hashPassword } from '../../sync-server/auth/passwords.ts';
import { idToken } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, PUBLIC_URL, addNamedUser, useListsTestWorld } from './support/listsTestApp.ts';

const PASSWORD = 'Known-pass-99';
const FORBIDDEN = 'You do not have permission to do this.';

type Mail = { recipient: string; subject: string; text_body: string; html_body: string };

const form = (overrides: Record<string, unknown> = {}) => ({
  email: 'new.person@dealer.test',
  first_name: 'Nora',
  last_name: 'Newman',
  phone: '5195550101',
  password: '',
  confirm: '',
  role_id: ROLE.salesperson,
  admin: ADMIN.standard,
  signature: 'Nora, sales',
  notifications: { text: 1, email: 1, alerts: 7 },
  ...overrides,
});

describe.each(testDatabases())('settings users on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let admin: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    admin = await addNamedUser(world, { email: 'admin@dealer.test', first: 'Alma', last: 'Admin', dealers: [DEALER, OTHER_DEALER], role: ROLE.generalManager, admin: ADMIN.administrator });
    await world.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [admin.id, await hashPassword(PASSWORD)]);
  });

  const auth = async (user: AuthUser) => ({ authorization: `Bearer ${await idToken(user.id)}` });
  const get = async (path: string, as: AuthUser = admin, dealer = DEALER) =>
    app.request(`${path}${path.includes('?') ? '&' : '?'}token=${dealer}`, { headers: await auth(as) });
  const post = async (path: string, body: unknown, as: AuthUser = admin, dealer = DEALER) =>
    app.request(`${path}?token=${dealer}`, { method: 'POST', headers: { ...(await auth(as)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const login = (username: string, password: string) =>
    app.request('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const mails = () => world.db.query<Mail>('SELECT recipient, subject, text_body, html_body FROM local_mail ORDER BY id');
  const userDoc = async (dealer: string, userId: number) =>
    (await world.store.documents(dealer, [{ collection: 'refs', id: dealerUserDocId(dealer, userId) }]))[0]?.doc ?? null;

  describe('GET /users', () => {
    it('answers the dealer’s users 15 a page with the roles, filtered by search, role and type', async () => {
      for (let n = 1; n <= 16; n++) {
        await addNamedUser(world, { email: `seller${n}@dealer.test`, first: 'Sam', last: `Seller${String(n).padStart(2, '0')}`, dealers: [DEALER], role: ROLE.salesperson });
      }
      await addNamedUser(world, { email: 'gone@dealer.test', first: 'Gina', last: 'Gone', dealers: [DEALER], admin: ADMIN.inactive });
      await addNamedUser(world, { email: 'elsewhere@dealer.test', first: 'Eli', last: 'Elsewhere', dealers: [OTHER_DEALER] });

      const first = await get('/users');
      expect(first.status).toBe(200);
      const body = (await first.json()) as { users: { email: string }[]; roles: { id: number; name: string }[]; total: number; page: number; current_total: number };
      expect(body.total).toBe(18);
      expect(body.page).toBe(1);
      expect(body.current_total).toBe(15);
      expect(body.users[0]?.email).toBe('admin@dealer.test');
      expect(body.roles).toContainEqual({ id: 4, name: 'BDC Agent' });
      const second = (await (await get('/users?page=2')).json()) as { users: { email: string }[]; current_total: number };
      expect(second.current_total).toBe(3);
      expect(body.users.slice(0, 3).map((user) => user.email)).toEqual(['admin@dealer.test', 'gone@dealer.test', 'seller1@dealer.test']);
      expect(second.users.map((user) => user.email)).toEqual(['seller14@dealer.test', 'seller15@dealer.test', 'seller16@dealer.test']);

      const emails = async (query: string) => ((await (await get(`/users?${query}`)).json()) as { users: { email: string }[] }).users.map((user) => user.email);
      expect(await emails('search=SELLER16')).toEqual(['seller16@dealer.test']);
      expect(await emails('type=inactive')).toEqual(['gone@dealer.test']);
      expect(await emails('type=admin')).toEqual(['admin@dealer.test']);
      expect(await emails('role=3')).toEqual(['admin@dealer.test']);
      expect(await emails('search=gina&type=active')).toEqual([]);
    });

    it('exports the view as CSV with the list’s columns', async () => {
      const seller = await addNamedUser(world, { email: 'seller@dealer.test', first: 'Sam', last: 'Seller', dealers: [DEALER], role: ROLE.salesperson });
      await world.db.query("UPDATE users SET created_at = '2025-03-04T12:00:00Z', phone = '5195550100' WHERE id = $1", [seller.id]);
      const response = await get('/users?export=1&search=seller');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(await response.text()).toBe('Type,Name,Email,Phone,Role,Created\r\nStandard User,Sam Seller,seller@dealer.test,5195550100,Salesperson,2025-03-04\r\n');
    });

    it('refuses a bad query with its message', async () => {
      const response = await get('/users?type=everyone');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The type must be one of all, active, admin, standard, inactive.' });
    });
  });

  describe('who may call', () => {
    const calls: [string, (as: AuthUser, dealer: string, target: number) => Promise<Response>][] = [
      ['GET /users', (as, dealer) => get('/users', as, dealer)],
      ['GET /users export', (as, dealer) => get('/users?export=1', as, dealer)],
      ['GET /users/import', (as, dealer) => get('/users/import', as, dealer)],
      ['GET /users/{id}', (as, dealer, target) => get(`/users/${target}`, as, dealer)],
      ['POST /users/create', (as, dealer) => post('/users/create', form(), as, dealer)],
      ['POST /users/update', (as, dealer, target) => post('/users/update', { id: target, ...form({ email: 'x@dealer.test' }) }, as, dealer)],
      ['POST /users/import', (as, dealer, target) => post('/users/import', { id: target, ...form() }, as, dealer)],
      ['POST /users/status', (as, dealer, target) => post('/users/status', { id: target, status: 'inactive' }, as, dealer)],
    ];

    it.each(calls)('%s: 403 for role 1 (even an administrator), a manager who is not an administrator, and another dealer', async (_name, call) => {
      const target = await addNamedUser(world, { email: 'x@dealer.test', first: 'Xavier', last: 'Target', dealers: [DEALER] });
      const salesAdmin = await addNamedUser(world, { email: 'sales@dealer.test', first: 'Sal', last: 'Seller', dealers: [DEALER], role: ROLE.salesperson, admin: ADMIN.administrator });
      const manager = await addNamedUser(world, { email: 'manager@dealer.test', first: 'Mia', last: 'Manager', dealers: [DEALER], role: ROLE.salesManager });
      const outsider = await addNamedUser(world, { email: 'out@dealer.test', first: 'Otto', last: 'Outsider', dealers: [OTHER_DEALER], role: ROLE.generalManager, admin: ADMIN.administrator });
      for (const as of [salesAdmin, manager]) {
        const response = await call(as, DEALER, target.id);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: FORBIDDEN });
      }
      const wrongDealer = await call(outsider, DEALER, target.id);
      expect(wrongDealer.status).toBe(403);
      expect(await wrongDealer.json()).toEqual({ message: 'You do not belong to this dealer.' });
      expect((await world.db.query('SELECT 1 FROM users WHERE email = $1', ['new.person@dealer.test'])).length).toBe(0);
      expect((await world.db.query<{ admin: number }>('SELECT admin FROM users WHERE id = $1', [target.id]))[0]?.admin).toBe(ADMIN.standard);
    });
  });

  describe('POST /users/create', () => {
    it('creates and welcomes 30 users an hour for one administrator; the 31st is refused with the limit and not created', async () => {
      for (let n = 1; n <= 30; n++) expect((await post('/users/create', form({ email: `hire${n}@dealer.test` }))).status).toBe(200);
      const refused = await post('/users/create', form({ email: 'hire31@dealer.test' }));
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^You have sent 30 welcome e-mails within an hour, the most allowed\. Please try again in \d+ minutes?\.$/);
      expect(await mails()).toHaveLength(30);
      expect(await world.db.query("SELECT 1 FROM users WHERE email = 'hire31@dealer.test'")).toEqual([]);
    });

    it('makes the login, announces it to the dealer and mails a link that sets the password', async () => {
      const response = await post('/users/create', form());
      expect(response.status).toBe(200);
      const { user } = (await response.json()) as { user: { user_id: number; token: string; admin: number; notifications: unknown; signature: string } };
      expect(user.signature).toBe('Nora, sales');
      expect(user.notifications).toEqual({ text: 1, email: 1, alerts: 7 });
      expect(await userDoc(DEALER, user.user_id)).toMatchObject({ kind: 'user', email: 'new.person@dealer.test', first_name: 'Nora', role: { id: 1, name: 'Salesperson' }, admin: 0 });
      expect(await userDoc(OTHER_DEALER, user.user_id)).toBeNull();

      const [mail, ...more] = await mails();
      expect(more).toEqual([]);
      expect(mail?.recipient).toBe('new.person@dealer.test');
      expect(mail?.subject).toBe('Welcome to Dealer Back Office: set your password');
      expect(mail?.text_body).toContain('Dealer dealer-a');
      const link = new URL(/https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? 'http://none');
      expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
      const [expiry] = await world.db.query<{ days: number }>('SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM password_resets');
      expect(expiry?.days).toBe(7);

      expect((await login('new.person@dealer.test', 'Chosen-pass-1')).status).toBe(401);
      const set = await app.request('/auth/reset-password/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.searchParams.get('code'), password: 'Chosen-pass-1' }),
      });
      expect(set.status).toBe(200);
      const signedIn = await login('NEW.person@dealer.test', 'Chosen-pass-1');
      expect(signedIn.status).toBe(200);
      expect(((await signedIn.json()) as { user: { dealer: { token: string } } }).user.dealer.token).toBe(DEALER);
    });

    it('sets a password typed in the form, and the mail never carries it', async () => {
      expect((await post('/users/create', form({ password: 'Typed-pass-22', confirm: 'Typed-pass-22' }))).status).toBe(200);
      expect((await login('new.person@dealer.test', 'Typed-pass-22')).status).toBe(200);
      const [mail] = await mails();
      expect(mail?.text_body).not.toContain('Typed-pass-22');
      expect(mail?.html_body).not.toContain('Typed-pass-22');
    });

    it('refuses an e-mail already used anywhere in the product, in any case', async () => {
      await addNamedUser(world, { email: 'taken@dealer.test', first: 'Tara', last: 'Taken', dealers: [OTHER_DEALER] });
      const response = await post('/users/create', form({ email: 'TAKEN@dealer.test' }));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'This email already belongs to a user. A user of another of your dealerships is added with IMPORT USER.' });
      expect(await mails()).toEqual([]);
    });

    it('checks the form’s rules with the spec’s messages', async () => {
      const message = async (body: unknown) => ((await (await post('/users/create', body)).json()) as { message: string }).message;
      expect(await message(form({ first_name: ' ' }))).toBe('Please ensure you filled all required fields: First Name.');
      expect(await message(form({ password: 'Typed-pass-22', confirm: '' }))).toBe('Please ensure you filled all required fields: Confirm Password.');
      expect(await message(form({ password: 'Typed-pass-22', confirm: 'Typed-pass-23' }))).toBe('Please ensure your password and password confirmation match.');
      expect(await message(form({ phone: '519-555-0101' }))).toBe('The phone takes digits only, 10 at most.');
      expect(await message(form({ phone: '51955501011' }))).toBe('The phone takes digits only, 10 at most.');
      expect(await message(form({ email: 'not-an-email' }))).toBe('Please ensure you have supplied a valid Email.');
    });
  });

  describe('POST /users/update and /users/status', () => {
    it('changes the fields, role and type but never the e-mail, and announces the user to each of their dealers', async () => {
      const person = await addNamedUser(world, { email: 'person@dealer.test', first: 'Pat', last: 'Person', dealers: [DEALER, OTHER_DEALER] });
      const response = await post('/users/update', { id: person.id, ...form({ email: 'changed@dealer.test', role_id: ROLE.financeManager, admin: ADMIN.administrator }) });
      expect(response.status).toBe(200);
      for (const dealer of [DEALER, OTHER_DEALER]) {
        expect(await userDoc(dealer, person.id)).toMatchObject({ email: 'person@dealer.test', first_name: 'Nora', role: { id: 5 }, admin: 1, phone: '5195550101' });
      }
      const read = (await (await get(`/users/${person.id}`)).json()) as { user: { signature: string; notifications: unknown } };
      expect(read.user.signature).toBe('Nora, sales');
      expect(read.user.notifications).toEqual({ text: 1, email: 1, alerts: 7 });
    });

    it('answers 404 for a user of another dealer', async () => {
      const elsewhere = await addNamedUser(world, { email: 'elsewhere@dealer.test', first: 'Eli', last: 'Elsewhere', dealers: [OTHER_DEALER] });
      const response = await post('/users/update', { id: elsewhere.id, ...form({ email: 'elsewhere@dealer.test' }) });
      expect(response.status).toBe(404);
      expect((await get(`/users/${elsewhere.id}`)).status).toBe(404);
    });

    it('never lets administrators take away their own rights or deactivate themselves', async () => {
      const self = form({ email: 'admin@dealer.test', first_name: 'Alma', last_name: 'Admin', role_id: ROLE.generalManager });
      for (const body of [{ id: admin.id, ...self, admin: ADMIN.standard }, { id: admin.id, ...self, admin: ADMIN.inactive }]) {
        const response = await post('/users/update', body);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'You cannot remove your own administrator rights or deactivate yourself.' });
      }
      const status = await post('/users/status', { id: admin.id, status: 'inactive' });
      expect(status.status).toBe(403);
      expect((await post('/users/update', { id: admin.id, ...self, admin: ADMIN.administrator, role_id: ROLE.salesManager })).status).toBe(200);
    });

    it('deactivating ends the user’s sessions and sign-ins; activating lets them in again', async () => {
      const person = await addNamedUser(world, { email: 'person@dealer.test', first: 'Pat', last: 'Person', dealers: [DEALER] });
      await world.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [person.id, await hashPassword(PASSWORD)]);
      const session = (await (await login('person@dealer.test', PASSWORD)).json()) as { refresh_token: string };

      const off = await post('/users/status', { id: person.id, status: 'inactive' });
      expect(off.status).toBe(200);
      expect(await userDoc(DEALER, person.id)).toMatchObject({ admin: 2 });
      const refresh = await app.request('/auth/refresh', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh_token: session.refresh_token }) });
      expect(refresh.status).toBe(401);
      const refused = await login('person@dealer.test', PASSWORD);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'User account is inactive. Please contact system administrator.' });
      expect((await get('/users', person)).status).toBe(401);
      const [row] = await world.db.query<{ deleted: boolean }>('SELECT deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1', [person.id]);
      expect(row?.deleted).toBe(true);

      expect((await post('/users/status', { id: person.id, status: 'active' })).status).toBe(200);
      expect(await userDoc(DEALER, person.id)).toMatchObject({ admin: 0 });
      expect((await login('person@dealer.test', PASSWORD)).status).toBe(200);
    });
  });

  describe('import', () => {
    it('lists the active users of the caller’s other dealers not here yet, and adds one with the edited fields', async () => {
      const other = await addNamedUser(world, { email: 'other@dealer.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
      await addNamedUser(world, { email: 'gone@dealer.test', first: 'Gus', last: 'Gone', dealers: [OTHER_DEALER], admin: ADMIN.inactive });
      await addNamedUser(world, { email: 'here@dealer.test', first: 'Hal', last: 'Here', dealers: [DEALER, OTHER_DEALER] });
      const candidates = (await (await get('/users/import')).json()) as { users: { user_id: number; email: string; first_name: string; last_name: string }[] };
      expect(candidates.users.map((user) => user.email)).toEqual(['other@dealer.test']);

      const response = await post('/users/import', { id: other.id, ...form({ email: 'other@dealer.test', first_name: 'Olga', last_name: 'Otherly', role_id: ROLE.bdcAgent }) });
      expect(response.status).toBe(200);
      expect(await userDoc(DEALER, other.id)).toMatchObject({ email: 'other@dealer.test', last_name: 'Otherly', role: { id: 4 } });
      expect(await userDoc(OTHER_DEALER, other.id)).toMatchObject({ last_name: 'Otherly' });
      expect(((await (await get('/users/import')).json()) as { users: unknown[] }).users).toEqual([]);
      expect(await mails()).toEqual([]);
    });

    it('refuses a user who is not one of the caller’s other dealers’ users', async () => {
      const stranger = await addNamedUser(world, { email: 'stranger@dealer.test', first: 'Stan', last: 'Stranger', dealers: [] });
      const response = await post('/users/import', { id: stranger.id, ...form({ email: 'stranger@dealer.test' }) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'This user is not one of your other dealerships’ users, or already belongs to this one.' });
    });
  });
});
