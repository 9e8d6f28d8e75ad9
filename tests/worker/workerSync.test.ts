import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FILTER } from '../../domain/customers/customerList.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { Session } from '../../domain/session/sessionUser.ts';
import type { CustomerCounts, SessionState, SyncState } from '../../worker/api.ts';
import {
  ALL_INDIVIDUALS,
  PASSWORD,
  addDealer,
  addUser,
  customerForm,
  eventually,
  importCustomers,
  importedCustomer,
  newDatabaseName,
  openWorker,
  recorder,
  recordingFetch,
  useWorkerWorld,
  type WindowRecorder,
} from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

/** A dealer with some customers and a user of it, signed in on a fresh worker that has pulled everything. */
async function signedInWorker(customerCount = 3, options: { fetch?: typeof fetch; database?: string } = {}) {
  const key = `d${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `user${serial}@example.com`;
  const userId = await addUser(world.server, email, [dealer]);
  const customers = Array.from({ length: customerCount }, (_, i) => importedCustomer(`${key}-c${i}`, `Imported${i}`));
  await importCustomers(world.server, dealer.token, customers);
  const { worker, sync } = await world.signedIn(email, options);
  return { worker, dealer, key, email, userId, customers, sync };
}

async function serverCustomer(dealer: string, id: string): Promise<Customer | null> {
  const rows = await world.server.deps.db.query<{ doc: Customer; deleted: boolean }>('SELECT doc, deleted FROM customers WHERE dealer = $1 AND id = $2', [dealer, id]);
  const row = rows[0];
  return row && !row.deleted ? row.doc : null;
}

function names(window: WindowRecorder): string[] {
  return (window.latest()?.rows ?? []).map((row) => row.last_name);
}

describe('worker against the sync server', () => {
  it('signs in, pulls the dealer, and serves the list, counts and dealer users from local data', async () => {
    const { worker, userId } = await signedInWorker(3);
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await eventually(() => window.latest()?.total, (total) => total === 3);
    expect(names(window)).toEqual(['Imported0', 'Imported1', 'Imported2']);
    const counts = recorder<CustomerCounts>();
    await worker.subscribe('customerCounts', EMPTY_CUSTOMER_FILTER, counts.callback);
    expect(counts.latest()).toEqual({ individual: 3, business: 0 });
    const users = recorder<DealerUser[]>();
    await worker.subscribe('dealerUsers', null, users.callback);
    await eventually(() => users.latest()?.map((u) => u.user_id), (ids) => ids?.includes(userId) === true);
  });

  it('a created customer shows at once, reaches the server, and leaves the outbox', async () => {
    const { worker, dealer, sync } = await signedInWorker(1);
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    const id = crypto.randomUUID();
    const result = await worker.dispatch({ type: 'customer.create', id, form: customerForm('Zed') });
    expect(result.ok).toBe(true);
    expect((await worker.customer(id))?.last_name).toBe('Zed');
    await eventually(() => serverCustomer(dealer.token, id), (doc) => doc?.last_name === 'Zed');
    await eventually(() => sync.latest(), (state) => state?.pending === 0);
    await eventually(() => names(window), (list) => list.includes('Zed'));
  });

  it('refuses an invalid command locally with the form message', async () => {
    const { worker } = await signedInWorker(0);
    const result = await worker.dispatch({ type: 'customer.create', id: crypto.randomUUID(), form: customerForm('') });
    expect(result).toEqual({ ok: false, reason: 'Please ensure you have supplied a Customer name.' });
  });

  it('pushing the same event twice is harmless', async () => {
    const { worker, dealer, email } = await signedInWorker(0);
    const login = await fetch(`${world.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const session = (await login.json()) as Session;
    const id = crypto.randomUUID();
    const event = {
      id: crypto.randomUUID(),
      type: 'customer.created',
      dealer: dealer.token,
      actor: session.user.id,
      time: new Date().toISOString(),
      payload: { id, form: customerForm('Twice') },
    };
    const push = () =>
      fetch(`${world.server.url}/sync/push?token=${dealer.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.id_token}` },
        body: JSON.stringify({ events: [event] }),
      }).then((response) => response.json());
    expect(await push()).toEqual({ accepted: [event.id], rejected: [] });
    expect(await push()).toEqual({ accepted: [event.id], rejected: [] });
    const rows = await world.server.deps.db.query('SELECT id FROM events WHERE id = $1', [event.id]);
    expect(rows).toHaveLength(1);
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await eventually(() => names(window), (list) => list.filter((name) => name === 'Twice').length === 1);
  });

  it('a rejected event restores the server truth and is listed with its reason', async () => {
    const { worker, dealer, sync } = await signedInWorker(0);
    await worker.setOnline(false);
    const id = crypto.randomUUID();
    expect((await worker.dispatch({ type: 'customer.create', id, form: customerForm('Mine') })).ok).toBe(true);
    expect((await worker.customer(id))?.last_name).toBe('Mine');
    // Meanwhile the dealer's DMS brings a customer with the same id.
    await importCustomers(world.server, dealer.token, [importedCustomer(id, 'Theirs')]);
    await worker.setOnline(true);
    const state = await eventually(() => sync.latest(), (s) => s?.rejected.length === 1 && s.pending === 0);
    expect(state?.rejected[0]).toMatchObject({ type: 'customer.created', reason: 'This customer already exists.' });
    await eventually(() => worker.customer(id), (customer) => customer?.last_name === 'Theirs');
    await worker.dismissRejected([state?.rejected[0]?.id ?? '']);
    await eventually(() => sync.latest(), (s) => s?.rejected.length === 0);
  });

  it('queues changes off line, keeps them and the session across a restart, and flushes them on line', async () => {
    const database = newDatabaseName();
    const { worker, dealer } = await signedInWorker(1, { database });
    await worker.setOnline(false);
    const id = crypto.randomUUID();
    expect((await worker.dispatch({ type: 'customer.create', id, form: customerForm('Offline') })).ok).toBe(true);
    await world.closeTracked(worker);
    expect(await serverCustomer(dealer.token, id)).toBeNull();

    const reopened = world.track(openWorker(database));
    await reopened.setOnline(false);
    const state = await reopened.start(world.server.url);
    expect(state.status).toBe('signed-in');
    expect(await reopened.guard()).toBe('valid');
    expect((await reopened.customer(id))?.last_name).toBe('Offline');
    const sync = recorder<SyncState>();
    await reopened.subscribe('sync', null, sync.callback);
    expect(sync.latest()).toMatchObject({ online: false, pending: 1 });
    await reopened.setOnline(true);
    await eventually(() => serverCustomer(dealer.token, id), (doc) => doc?.last_name === 'Offline');
    await eventually(() => sync.latest(), (s) => s?.pending === 0 && s.online);
  });

  it('receives the server changes live, and resumes pulls from its checkpoint after a reconnect', async () => {
    const recording = recordingFetch();
    const { worker, dealer, key } = await signedInWorker(2, { fetch: recording.fetch });
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-live`, 'Live')]);
    await eventually(() => names(window), (list) => list.includes('Live'));

    await worker.setOnline(false);
    await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-later`, 'Later')]);
    const before = recording.urls.length;
    await worker.setOnline(true);
    await eventually(() => names(window), (list) => list.includes('Later'));
    const pulls = recording.urls.slice(before).filter((url) => url.pathname === '/sync/pull' && url.searchParams.get('collection') === 'customers');
    expect(pulls.length).toBeGreaterThan(0);
    expect(pulls.every((url) => Number(url.searchParams.get('seq')) > 0)).toBe(true);
  });

  it('a user asking for another dealer gets 403 and no rows of it', async () => {
    // One local store per realm, as in the app: RxDB's free edition cannot hold two of them open at once.
    const { dealer: theirs, worker: theirWorker } = await signedInWorker(2);
    await world.closeTracked(theirWorker);
    const { worker, email } = await signedInWorker(1);
    const login = await fetch(`${world.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const session = (await login.json()) as Session;
    const response = await fetch(`${world.server.url}/sync/pull?token=${theirs.token}&collection=customers`, {
      headers: { authorization: `Bearer ${session.id_token}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    const own = await eventually(() => window.latest(), (latest) => latest?.total === 1);
    expect(own?.rows).toHaveLength(1);
    expect(own?.rows.every((row) => row.dealer !== theirs.token)).toBe(true);
    await expect(worker.switchDealer(theirs.token.replace('tok-', ''))).rejects.toThrow();
  });

  it('switching dealers shows only the new dealer rows and tells the server', async () => {
    const one = await addDealer(world.server, `s${++serial}a`);
    const two = await addDealer(world.server, `s${serial}b`);
    const email = `switch${serial}@example.com`;
    const userId = await addUser(world.server, email, [one, two]);
    await importCustomers(world.server, one.token, [importedCustomer('same-id', 'OfOne'), importedCustomer('one-only', 'AlsoOne')]);
    await importCustomers(world.server, two.token, [importedCustomer('same-id', 'OfTwo')]);
    const worker = world.track(openWorker());
    await worker.start(world.server.url);
    expect((await worker.signIn(email, PASSWORD)).ok).toBe(true);
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await eventually(() => names(window), (list) => list.join() === 'AlsoOne,OfOne');
    const sessions = recorder<SessionState>();
    await worker.subscribe('session', null, sessions.callback);

    const seen = window.values.length;
    const user = await worker.switchDealer(two.key);
    expect(user.dealer.token).toBe(two.token);
    const latest = sessions.latest();
    expect(latest?.status === 'signed-in' && latest.user.dealer.token).toBe(two.token);
    await eventually(() => names(window), (list) => list.join() === 'OfTwo');
    expect(window.values.length).toBeGreaterThan(seen);
    for (const delivered of window.values.slice(seen)) expect(delivered.rows.every((row) => row.dealer === two.token)).toBe(true);
    await eventually(
      async () => (await world.server.deps.db.query<{ current_dealer_id: number }>('SELECT current_dealer_id FROM users WHERE id = $1', [userId]))[0],
      (row) => row?.current_dealer_id === two.id,
    );
    // A dealer switched back to is ready at once from memory.
    await worker.switchDealer(one.key);
    expect(names(window)).toEqual(['AlsoOne', 'OfOne']);
  });

  it('removes the local data of a dealer the user no longer belongs to', async () => {
    const one = await addDealer(world.server, `r${++serial}a`);
    const two = await addDealer(world.server, `r${serial}b`);
    const email = `removed${serial}@example.com`;
    const userId = await addUser(world.server, email, [one, two]);
    await importCustomers(world.server, two.token, [importedCustomer('two-1', 'OfTwo')]);
    const recording = recordingFetch();
    const worker = world.track(openWorker(newDatabaseName(), recording.fetch));
    await worker.start(world.server.url);
    expect((await worker.signIn(email, PASSWORD)).ok).toBe(true);
    const readsOfTwo = (path: string) =>
      recording.urls.filter((url) => url.pathname === path && url.searchParams.get('token') === two.token && url.searchParams.get('collection') === 'customers');
    await eventually(() => readsOfTwo('/sync/pull').length, (n) => n > 0);
    await worker.setOnline(false);
    await world.server.deps.db.query('DELETE FROM user_dealers WHERE user_id = $1 AND dealer_id = $2', [userId, two.id]);
    await worker.setOnline(true);
    await eventually(() => worker.dealers(), (dealers) => dealers.length === 1 && dealers[0]?.token === one.token);
    await expect(worker.switchDealer(two.key)).rejects.toThrow();

    // Given back access, the worker reads that dealer again from the start (its first snapshot page): its
    // checkpoint went with its data.
    await worker.setOnline(false);
    await world.server.deps.db.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2)', [userId, two.id]);
    const before = readsOfTwo('/sync/snapshot').length;
    await worker.setOnline(true);
    await eventually(() => readsOfTwo('/sync/snapshot').slice(before), (reads) => reads.length > 0);
    const again = readsOfTwo('/sync/snapshot')[before];
    expect(again?.searchParams.get('after')).toBe('');
    expect(again?.searchParams.has('seq')).toBe(false);
    await worker.switchDealer(two.key);
    expect((await worker.customer('two-1'))?.last_name).toBe('OfTwo');
  });

  it('stays signed in off line, and signs out when the server refuses the refresh', async () => {
    const { worker, userId } = await signedInWorker(0);
    const sessions = recorder<SessionState>();
    await worker.subscribe('session', null, sessions.callback);
    await worker.setOnline(false);
    expect(await worker.guard()).toBe('valid');
    const signedIn = sessions.latest();
    expect(signedIn?.status).toBe('signed-in');
    // The server's expires_at is in seconds; the worker keeps milliseconds: one hour from now.
    const expiresAt = signedIn?.status === 'signed-in' ? signedIn.expiresAt : 0;
    expect(Math.abs(expiresAt - (Date.now() + 3_600_000))).toBeLessThan(60_000);
    await world.server.deps.db.query('UPDATE users SET admin = 2 WHERE id = $1', [userId]);
    await worker.setOnline(true);
    await eventually(() => sessions.latest(), (state) => state?.status === 'signed-out');
    expect(await worker.guard()).toBe('signed-out');
  });

  it('signs out at once, saying why, when an administrator deactivates the user (the live socket closes with 4003)', async () => {
    const { worker, dealer, key, userId } = await signedInWorker(0);
    const window: WindowRecorder = recorder();
    await worker.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-live`, 'Live')]);
    await eventually(() => names(window), (list) => list.includes('Live'));
    const sessions = recorder<SessionState>();
    await worker.subscribe('session', null, sessions.callback);

    const adminId = await addUser(world.server, `admin${serial}@example.com`, [dealer], 3);
    await world.server.deps.db.query('UPDATE users SET admin = 1 WHERE id = $1', [adminId]);
    const adminToken = await world.server.deps.signer.sign({ kind: 'id', sub: adminId, exp: Math.floor(Date.now() / 1000) + 3600 });
    const response = await fetch(`${world.server.url}/users/status?token=${dealer.token}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: userId, status: 'inactive' }),
    });
    expect(response.status).toBe(200);
    await eventually(() => sessions.latest(), (state) => state?.status === 'signed-out');
    expect(sessions.latest()).toEqual({ status: 'signed-out', message: 'User account is inactive. Please contact system administrator.' });
  });

  it('takes GOT IT on the release notes at once on the device, even when the server cannot be told yet', async () => {
    const key = `d${++serial}`;
    const dealer = await addDealer(world.server, key);
    const email = `release${serial}@example.com`;
    const userId = await addUser(world.server, email, [dealer]);
    await world.server.deps.db.query("UPDATE users SET release_number = '1.0', release_content = 'New lists.' WHERE id = $1", [userId]);
    const recording = recordingFetch();
    const { worker } = await world.signedIn(email, { fetch: recording.fetch });
    const sessions = recorder<SessionState>();
    await worker.subscribe('session', null, sessions.callback);
    const release = () => {
      const state = sessions.latest();
      return state?.status === 'signed-in' ? state.user.release.number : 'signed out';
    };
    expect(release()).toBe('1.0');
    await worker.setOnline(false);
    await worker.acknowledgeRelease();
    expect(release()).toBeNull();
    expect(await world.server.deps.db.query('SELECT release_number FROM users WHERE id = $1', [userId])).toEqual([{ release_number: '1.0' }]);
    // Back on line the worker reads the user again, still with that release on the server: it stays answered here.
    const before = recording.urls.length;
    await worker.setOnline(true);
    await eventually(() => recording.urls.slice(before).some((url) => url.pathname === `/user/${userId}`), (read) => read);
    await eventually(() => sessions.latest(), (state) => state?.status === 'signed-in');
    expect(release()).toBeNull();
  });

  it('signs out on request', async () => {
    const { worker } = await signedInWorker(0);
    await worker.signOut();
    const sessions = recorder<SessionState>();
    await worker.subscribe('session', null, sessions.callback);
    expect(sessions.latest()).toEqual({ status: 'signed-out' });
  });

  it('gives a signed link for a path of the dealer', async () => {
    const { worker, dealer } = await signedInWorker(0);
    const url = await worker.signedLink(`/customers/export?token=${dealer.token}&type=I`);
    expect(url.startsWith(`${world.server.url}/customers/export?token=${dealer.token}&type=I&link=`)).toBe(true);
  });
});
