import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import { addDealer, addUser, customerForm, eventually, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

type PushLog = { ids: string[]; status: number }[];

/**
 * A fetch in front of the real server that answers POST /sync/push with a 500 while `fails(ids)` says so for the
 * customer ids the batch's events create, and logs every push it saw (by those customer ids).
 */
function failingPushFetch(
  fails: (ids: string[]) => boolean,
  status = 500,
  message = 'Something went wrong on the server.',
): { fetch: typeof fetch; pushes: PushLog } {
  const pushes: PushLog = [];
  return {
    pushes,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/sync/push') return fetch(input, init);
      const body = JSON.parse(String(init?.body)) as { events: { payload: { id: string } }[] };
      const ids = body.events.map((event) => event.payload.id);
      if (fails(ids)) {
        pushes.push({ ids, status });
        return new Response(JSON.stringify({ message }), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      }
      const response = await fetch(input, init);
      pushes.push({ ids, status: response.status });
      return response;
    },
  };
}

const failedPushes = (pushes: PushLog) => pushes.filter((push) => push.status === 500).length;

async function signedInWorker(fetchImpl: typeof fetch) {
  const key = `push${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `${key}@example.com`;
  await addUser(world.server, email, [dealer]);
  const { worker, sync } = await world.signedIn(email, { fetch: fetchImpl });
  return { worker, sync, dealer };
}

async function serverLastNames(dealer: string): Promise<string[]> {
  const rows = await world.server.deps.db.query<{ doc: Customer }>('SELECT doc FROM customers WHERE dealer = $1 AND NOT deleted', [dealer]);
  return rows.map((row) => row.doc.last_name).sort();
}

describe('pushing to a failing server', () => {
  it('a batch the server fails on because of one event is split: the others reach the server, that one is rejected with its reason', async () => {
    const bad = crypto.randomUUID();
    const { fetch: fetchImpl, pushes } = failingPushFetch((ids) => ids.includes(bad));
    const { worker, sync, dealer } = await signedInWorker(fetchImpl);
    await worker.setOnline(false);
    for (const [id, name] of [[crypto.randomUUID(), 'Before'], [bad, 'Poison'], [crypto.randomUUID(), 'After']] as const) {
      expect((await worker.dispatch({ type: 'customer.create', id, form: customerForm(name) })).ok).toBe(true);
    }
    await worker.setOnline(true);

    const state = await eventually(() => sync.latest(), (s) => s?.pending === 0 && s.rejected.length === 1);
    expect(state?.rejected).toHaveLength(1);
    expect(state?.rejected[0]).toMatchObject({
      type: 'customer.created',
      reason: 'The server could not record this change: Something went wrong on the server.',
    });
    expect(await serverLastNames(dealer.token)).toEqual(['After', 'Before']);
    // The whole batch was tried three times (two retries) before it was split.
    const wholeBatch = pushes.filter((push) => push.ids.length === 3);
    expect(wholeBatch.map((push) => push.status)).toEqual([500, 500, 500]);
    // The failing event alone was tried three times too.
    expect(pushes.filter((push) => push.ids.length === 1 && push.ids[0] === bad).map((push) => push.status)).toEqual([500, 500, 500]);
    // Its optimistic customer is gone: the server's truth replaced it.
    await eventually(() => worker.customer(bad), (customer) => customer === null);
  });

  it('a single 500 is retried and the change is recorded, nothing rejected', async () => {
    let failures = 1;
    const { fetch: fetchImpl, pushes } = failingPushFetch(() => failures-- > 0);
    const { worker, sync, dealer } = await signedInWorker(fetchImpl);
    const id = crypto.randomUUID();
    expect((await worker.dispatch({ type: 'customer.create', id, form: customerForm('Retried') })).ok).toBe(true);
    await eventually(() => serverLastNames(dealer.token), (names) => names.length === 1);
    expect(await serverLastNames(dealer.token)).toEqual(['Retried']);
    expect(pushes.map((push) => push.status)).toEqual([500, 200]);
    const state = await eventually(() => sync.latest(), (s) => s?.pending === 0);
    expect(state?.rejected).toEqual([]);
  });

  it('a server failing on every push rejects nothing: the changes stay queued and reach it once it recovers', async () => {
    let broken = true;
    const { fetch: fetchImpl, pushes } = failingPushFetch(() => broken);
    const { worker, sync, dealer } = await signedInWorker(fetchImpl);
    await worker.setOnline(false);
    for (const name of ['One', 'Two']) {
      expect((await worker.dispatch({ type: 'customer.create', id: crypto.randomUUID(), form: customerForm(name) })).ok).toBe(true);
    }
    await worker.setOnline(true);
    await eventually(() => failedPushes(pushes), (count) => count >= 3);
    const failing = await eventually(() => sync.latest(), (s) => s?.pending === 2);
    expect(failing?.rejected).toEqual([]);
    broken = false;
    const state = await eventually(() => sync.latest(), (s) => s?.pending === 0, 15_000);
    expect(state?.rejected).toEqual([]);
    expect(await serverLastNames(dealer.token)).toEqual(['One', 'Two']);
  });

  it('a batch too large for the server is split; an event too large on its own is rejected with the server message', async () => {
    const big = crypto.randomUUID();
    const tooLarge = 'The request body is too large.';
    const { fetch: fetchImpl, pushes } = failingPushFetch((ids) => ids.length > 1 || ids.includes(big), 413, tooLarge);
    const { worker, sync, dealer } = await signedInWorker(fetchImpl);
    await worker.setOnline(false);
    for (const [id, name] of [[crypto.randomUUID(), 'Small'], [big, 'Huge'], [crypto.randomUUID(), 'Tiny']] as const) {
      expect((await worker.dispatch({ type: 'customer.create', id, form: customerForm(name) })).ok).toBe(true);
    }
    await worker.setOnline(true);
    const state = await eventually(() => sync.latest(), (s) => s?.pending === 0 && s.rejected.length === 1);
    expect(state?.rejected).toHaveLength(1);
    expect(state?.rejected[0]).toMatchObject({ type: 'customer.created', reason: 'The request body is too large.' });
    expect(await serverLastNames(dealer.token)).toEqual(['Small', 'Tiny']);
    // A 413 is not tried again: each batch was sent once.
    expect(pushes.filter((push) => push.ids.length === 3)).toHaveLength(1);
  });
});
