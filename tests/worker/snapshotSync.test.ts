import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import type { ListWindow } from '../../worker/api.ts';
import {
  addDealer,
  addUser,
  ALL_INDIVIDUALS,
  eventually,
  importCustomers,
  importedCustomer,
  recorder,
  useWorkerWorld,
} from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

/** A dealer with this many customers (ids padded, so their id order is their number order) and a user of it. */
async function dealerWithCustomers(count: number) {
  const key = `s${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `snap${serial}@example.com`;
  await addUser(world.server, email, [dealer]);
  const ids = Array.from({ length: count }, (_, i) => `${key}-${String(i).padStart(5, '0')}`);
  await importCustomers(world.server, dealer.token, ids.map((id, i) => importedCustomer(id, `Last${i}`)));
  return { dealer, email, ids };
}

/** A fetch that records the URLs asked, and fails the calls a rule picks as a dropped connection would. */
function flakyFetch(fails: (url: URL, calls: URL[]) => boolean) {
  const calls: URL[] = [];
  const impl: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    if (fails(url, calls)) return Promise.reject(new TypeError('fetch failed'));
    return fetch(input, init);
  };
  return { impl, calls };
}

const snapshotsOf = (calls: URL[], collection: string) =>
  calls.filter((url) => url.pathname === '/sync/snapshot' && url.searchParams.get('collection') === collection);

describe('the first sync of a collection comes as a snapshot', () => {
  it('reads the customers in pages of the snapshot, then pulls only what changed after it', async () => {
    const { dealer, email, ids } = await dealerWithCustomers(2_500);
    const fetched = flakyFetch(() => false);
    const { worker } = await world.signedIn(email, { fetch: fetched.impl });

    const pages = snapshotsOf(fetched.calls, 'customers');
    expect(pages.map((url) => url.searchParams.get('after'))).toEqual(['', ids[1_999]]);
    expect(pages.map((url) => url.searchParams.get('limit'))).toEqual(['2000', '20000']);
    // The dealer's customer id table is read once, and the pages after the first (which does not wait for it) name
    // every customer by number.
    expect(fetched.calls.filter((url) => url.pathname === '/sync/customer-ids' && url.searchParams.get('token') === dealer.token)).toHaveLength(1);
    expect(pages[1]?.searchParams.get('known')).toBe('2500');
    const window = recorder<ListWindow<Customer>>();
    await worker.subscribe('customers', { ...ALL_INDIVIDUALS, limit: 5 }, window.callback);
    await eventually(() => window.latest()?.total, (total) => total === 2_500);
    const shown = window.latest()?.rows ?? [];
    expect(shown).toHaveLength(5);
    for (const row of shown) expect(ids).toContain(row.id);

    // The pulls after the snapshot start after its sequence: none of the snapshot's documents come twice.
    const [sequence] = await world.server.deps.db.query<{ last_seq: string }>('SELECT last_seq FROM dealer_sequences WHERE dealer = $1', [dealer.token]);
    const pulls = fetched.calls.filter((url) => url.pathname === '/sync/pull' && url.searchParams.get('collection') === 'customers');
    expect(pulls[0]?.searchParams.get('seq')).toBe(String(Number(sequence?.last_seq) + 1));
    expect(pulls[0]?.searchParams.get('id')).toBe('');

    await importCustomers(world.server, dealer.token, [importedCustomer(`${dealer.token}-late`, 'Aaron')]);
    await eventually(() => window.latest()?.total, (total) => total === 2_501);
  });

  it('a snapshot cut off resumes after the last page stored, not from the start', async () => {
    const { email, ids } = await dealerWithCustomers(2_500);
    // The second page's first try is lost on the way; the sync tries again later.
    const fetched = flakyFetch((url, calls) => url.pathname === '/sync/snapshot' && url.searchParams.get('after') === ids[1_999] && snapshotsOf(calls, 'customers').filter((call) => call.searchParams.get('after') === ids[1_999]).length === 1);
    const { worker } = await world.signedIn(email, { fetch: fetched.impl });

    const pages = snapshotsOf(fetched.calls, 'customers');
    expect(pages.map((url) => url.searchParams.get('after'))).toEqual(['', ids[1_999], ids[1_999]]);
    // The retry carries the snapshot's sequence from its first page: the pages are of one snapshot.
    expect(pages[2]?.searchParams.get('seq')).not.toBeNull();
    const window = recorder<ListWindow<Customer>>();
    await worker.subscribe('customers', { ...ALL_INDIVIDUALS, limit: 5 }, window.callback);
    await eventually(() => window.latest()?.total, (total) => total === 2_500);
  });
});
