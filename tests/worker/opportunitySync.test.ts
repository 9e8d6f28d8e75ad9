import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { EMPTY_OPPORTUNITY_FILTER, opportunityPredicate, type OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { compareOpportunities, type OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import { SELECT_USER_MESSAGE } from '../../domain/opportunityList/reassignEvent.ts';
import { SHARE_OFFLINE_MESSAGE } from '../../domain/share/share.ts';
import { DEFAULT_SOLD_SORT, EMPTY_SOLD_FILTER } from '../../domain/soldOpportunities/soldList.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import { NOT_A_DEALER_USER_MESSAGE } from '../../sync-server/share/routes.ts';
import type { ListWindow, OpportunityCounts, OpportunityListQuery, SyncState } from '../../worker/api.ts';
import { ownedVehicleRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { opportunityRow } from './opportunityFixtures.ts';
import {
  PASSWORD,
  addDealer,
  addUser,
  eventually,
  importCustomers,
  importedCustomer,
  newDatabaseName,
  openWorker,
  recorder,
  systemEvent,
  useWorkerWorld,
} from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

const CUSTOMERS = 8;
const MAKES = ['Toyota', 'Honda'];

/** Every customer has an equity and a cash opportunity; even customers drive a Toyota, odd ones a Honda. */
function seededRows(key: string, token: string): Opportunity[] {
  return Array.from({ length: CUSTOMERS }, (_, i) => {
    const make = MAKES[i % 2] as string;
    const base = {
      customer_id: `${key}-c${i}`,
      vehicle_id: `${key}-v${i}`,
      dealer: token,
      name: `Pat Imported${i}`,
      make,
      vehicle_name: `2020 ${make} Model`,
      rating: i % 6,
      equity: 1000 * ((i * 5) % 7),
      distance: i === 3 ? null : i * 1.5,
    };
    return [
      opportunityRow({ ...base, id: `equity:${key}-v${i}`, type: 'equity' }),
      opportunityRow({ ...base, id: `cash:${key}-v${i}`, type: 'cash' }),
    ];
  }).flat();
}

/** A dealer with customers, their opportunities, one sale that closed an opportunity and one that did not. */
async function seededDealer() {
  const key = `o${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `seller${serial}@example.com`;
  const userId = await addUser(world.server, email, [dealer]);
  const otherId = await addUser(world.server, `other${serial}@example.com`, [dealer]);
  await importCustomers(
    world.server,
    dealer.token,
    Array.from({ length: CUSTOMERS }, (_, i) => importedCustomer(`${key}-c${i}`, `Imported${i}`)),
  );
  const rows = seededRows(key, dealer.token);
  await world.server.store.appendSystem(rows.map((row) => systemEvent(dealer.token, 'opportunity.set', row)));
  await world.server.store.appendSystem([
    systemEvent(dealer.token, 'vehicle.imported', ownedVehicleRecord(`${key}-bought`, { customer_id: `${key}-c0`, make: 'Toyota', model: 'Camry', trim: 'SE' })),
    systemEvent(dealer.token, 'vehicle.imported', ownedVehicleRecord(`${key}-v0`, { customer_id: `${key}-c0`, year: 2020, make: 'Toyota', model: 'Corolla', trim: '' })),
    systemEvent(
      dealer.token,
      'deal.imported',
      saleDealRecord(`${key}-d1`, `${key}-bought`, {
        customer_id: `${key}-c0`,
        trade_vehicle_id: `${key}-v0`,
        salesperson: userId,
        sold_at: '2025-05-20',
        opportunity_id: `equity:${key}-v0`,
        opportunity_type: 'equity',
      }),
    ),
    systemEvent(dealer.token, 'deal.imported', saleDealRecord(`${key}-d2`, `${key}-bought`, { customer_id: `${key}-c1`, opportunity_id: null })),
  ]);
  return { key, dealer, email, userId, otherId, rows };
}

function query(version: number, filter: OpportunityFilter, sort: OpportunitySort): OpportunityListQuery {
  return { version, type: 'equity', filter, sort, offset: 0, limit: 50 };
}

function expectedIds(rows: Opportunity[], filter: OpportunityFilter, sort: OpportunitySort): string[] {
  const test = opportunityPredicate(filter);
  return rows
    .filter((row) => row.type === 'equity' && test(row))
    .sort(compareOpportunities(sort))
    .map((row) => row.id);
}

const ids = (window: ListWindow<Opportunity> | undefined) => (window?.rows ?? []).map((row) => row.id);

async function serverDoc<T>(table: 'customers' | 'opportunities', dealer: string, id: string): Promise<T | null> {
  const rows = await world.server.deps.db.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND id = $2 AND NOT deleted`, [dealer, id]);
  return rows[0]?.doc ?? null;
}

describe('opportunity and sold lists of a worker against the sync server', () => {
  it('serves windows and counts after the sync, and answers a filter and sort change under the new version', async () => {
    const { email, rows } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const window = recorder<ListWindow<Opportunity>>();
    const byRating: OpportunitySort = { by: 'rating', order: 'desc' };
    const subscription = await worker.subscribe('opportunities', query(1, EMPTY_OPPORTUNITY_FILTER, byRating), window.callback);
    await eventually(() => window.latest()?.total, (total) => total === CUSTOMERS);
    expect(ids(window.latest())).toEqual(expectedIds(rows, EMPTY_OPPORTUNITY_FILTER, byRating));
    expect(window.latest()?.loading).toBeUndefined();

    const counts = recorder<OpportunityCounts>();
    await worker.subscribe('opportunityCounts', null, counts.callback);
    await eventually(() => counts.latest(), (value) => value?.sold === 1);
    expect(counts.latest()).toMatchObject({ equity: CUSTOMERS, cash: CUSTOMERS, service: 0, leasing: 0, sold: 1 });

    const hondas: OpportunityFilter = { ...EMPTY_OPPORTUNITY_FILTER, make: ['Honda'] };
    const byDistance: OpportunitySort = { by: 'distance', order: 'asc' };
    await worker.update(subscription, 'opportunities', query(2, hondas, byDistance));
    const changed = await eventually(() => window.latest(), (latest) => latest?.version === 2);
    expect(ids(changed)).toEqual(expectedIds(rows, hondas, byDistance));
    expect(changed?.total).toBe(CUSTOMERS / 2);
    // The row without a distance comes last in both directions.
    expect(ids(changed).at(-1)).toContain('-v3');

    const options = await worker.opportunityFilterOptions('equity');
    expect(options.makes).toEqual(['Honda', 'Toyota']);
    expect(options.salesperson).toEqual([{ id: 0, name: 'Orphan' }]);
  });

  it('lists sold rows joined with the customer, the vehicles and the salesperson name, and follows changes', async () => {
    const { key, dealer, email } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const sold = recorder<ListWindow<SoldOpportunity>>();
    await worker.subscribe('sold', { version: 1, filter: EMPTY_SOLD_FILTER, sort: DEFAULT_SOLD_SORT, offset: 0, limit: 50 }, sold.callback);
    await eventually(() => sold.latest()?.total, (total) => total === 1);
    expect(sold.latest()?.rows[0]).toMatchObject({
      id: `${key}-d1`,
      opportunity_id: `equity:${key}-v0`,
      name: 'Imported0, Pat',
      purchased_vehicle: { name: '2021 Toyota Camry SE' },
      traded_vehicle: { name: '2020 Toyota Corolla' },
      sale_date: '2025-05-20',
      salesperson: `Test seller${serial}`,
    });
    const options = await worker.soldFilterOptions();
    expect(options.purchased_vehicles).toEqual(['2021 Toyota Camry SE']);
    expect(options.traded_vehicles).toEqual(['2020 Toyota Corolla']);

    await importCustomers(world.server, dealer.token, [importedCustomer(`${key}-c0`, 'Renamed')]);
    await eventually(() => sold.latest()?.rows[0]?.name, (name) => name === 'Renamed, Pat');
    await world.server.store.appendSystem([
      systemEvent(dealer.token, 'deal.imported', saleDealRecord(`${key}-d3`, `${key}-bought`, { customer_id: `${key}-c1`, opportunity_id: `cash:${key}-v1`, opportunity_type: 'cash' })),
    ]);
    await eventually(() => sold.latest()?.total, (total) => total === 2);
  });

  it('reassigns the customers of a filtered list and all their opportunities, locally at once and on the server', async () => {
    const { key, dealer, email, otherId } = await seededDealer();
    const { worker, sync } = await world.signedIn(email);
    const window = recorder<ListWindow<Opportunity>>();
    const toyotas: OpportunityFilter = { ...EMPTY_OPPORTUNITY_FILTER, make: ['Toyota'] };
    await worker.subscribe('opportunities', { ...query(1, EMPTY_OPPORTUNITY_FILTER, { by: 'name', order: 'asc' }), type: 'cash' }, window.callback);
    await eventually(() => window.latest()?.total, (total) => total === CUSTOMERS);

    const result = await worker.dispatch({ type: 'opportunities.reassign', id: crypto.randomUUID(), user_id: otherId, opportunity_type: 'equity', filter: toyotas });
    expect(result.ok).toBe(true);
    // The cash rows of the Toyota customers move too: every opportunity of a reassigned customer does.
    const moved = (rows: Opportunity[]) => rows.filter((row) => row.salesperson === otherId).map((row) => row.customer_id).sort();
    const toyotaCustomers = Array.from({ length: CUSTOMERS / 2 }, (_, i) => `${key}-c${i * 2}`).sort();
    await eventually(() => moved(window.latest()?.rows ?? []), (list) => list.join() === toyotaCustomers.join());

    await eventually(() => sync.latest(), (state) => state?.pending === 0);
    for (const customer of toyotaCustomers) {
      expect((await serverDoc<Customer>('customers', dealer.token, customer))?.user_id).toBe(otherId);
    }
    expect((await serverDoc<Customer>('customers', dealer.token, `${key}-c1`))?.user_id).toBeNull();
    expect((await serverDoc<Opportunity>('opportunities', dealer.token, `cash:${key}-v2`))?.salesperson).toBe(otherId);
    expect((await serverDoc<Opportunity>('opportunities', dealer.token, `equity:${key}-v4`))?.salesperson).toBe(otherId);
    expect((await serverDoc<Opportunity>('opportunities', dealer.token, `equity:${key}-v1`))?.salesperson).toBeNull();
  });

  it('queues a reassign made off line, keeps it across a restart, and delivers it on line', async () => {
    const { key, dealer, email, otherId } = await seededDealer();
    const database = newDatabaseName();
    const { worker } = await world.signedIn(email, { database });
    await worker.setOnline(false);
    const hondas: OpportunityFilter = { ...EMPTY_OPPORTUNITY_FILTER, make: ['Honda'] };
    const result = await worker.dispatch({ type: 'opportunities.reassign', id: crypto.randomUUID(), user_id: otherId, opportunity_type: 'equity', filter: hondas });
    expect(result.ok).toBe(true);
    await world.closeTracked(worker);
    expect((await serverDoc<Customer>('customers', dealer.token, `${key}-c1`))?.user_id).toBeNull();

    const reopened = world.track(openWorker(database));
    await reopened.setOnline(false);
    await reopened.start(world.server.url);
    const window = recorder<ListWindow<Opportunity>>();
    await reopened.subscribe('opportunities', query(1, hondas, { by: 'name', order: 'asc' }), window.callback);
    await eventually(() => window.latest()?.rows.map((row) => row.salesperson), (list) => list?.length === CUSTOMERS / 2 && list.every((id) => id === otherId));
    const sync = recorder<SyncState>();
    await reopened.subscribe('sync', null, sync.callback);
    expect(sync.latest()).toMatchObject({ online: false, pending: 1 });

    await reopened.setOnline(true);
    await eventually(() => serverDoc<Customer>('customers', dealer.token, `${key}-c1`), (doc) => doc?.user_id === otherId);
    expect((await serverDoc<Opportunity>('opportunities', dealer.token, `cash:${key}-v3`))?.salesperson).toBe(otherId);
    await eventually(() => sync.latest(), (state) => state?.pending === 0 && state.online);
  });

  it('answers from the server while the first sync’s snapshot is on its way, reading refs, opportunities, customers first', async () => {
    const { email } = await seededDealer();
    const gate = () => {
      let resolve: () => void = () => undefined;
      const promise = new Promise<void>((done) => {
        resolve = done;
      });
      return { promise, resolve };
    };
    const gates = { pull: gate(), list: gate() };
    // A first sync reads each collection as a snapshot, then pulls from after it.
    const pulls: URL[] = [];
    const listAsks: URL[] = [];
    const gated: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/sync/pull' || url.pathname === '/sync/snapshot') pulls.push(url);
      if (url.pathname === '/opportunities') listAsks.push(url);
      if (url.pathname === '/sync/snapshot' && url.searchParams.get('collection') === 'opportunities') await gates.pull.promise;
      if (url.pathname === '/opportunities') await gates.list.promise;
      return fetch(input, init);
    };
    const worker = world.track(openWorker(newDatabaseName(), gated));
    await worker.start(world.server.url);
    expect((await worker.signIn(email, PASSWORD)).ok).toBe(true);
    const window = recorder<ListWindow<Opportunity>>();
    await worker.subscribe('opportunities', query(1, EMPTY_OPPORTUNITY_FILTER, { by: 'rating', order: 'desc' }), window.callback);
    // The worker has asked the server's list, which is held: nothing local and nothing from the server yet, so no
    // answer may claim rows (the screen shows Loading…); an answer, if any, says loading.
    await eventually(() => listAsks.length, (asks) => asks > 0);
    expect(window.values.filter((answer) => answer.loading !== true || answer.total !== 0)).toEqual([]);
    gates.list.resolve();
    await eventually(() => window.latest()?.total, (total) => total === CUSTOMERS);
    expect(window.latest()?.rows.length).toBe(CUSTOMERS);
    // The opportunities' snapshot is asked for (after the refs', however long those take) and held at its gate.
    await eventually(() => pulls.some((url) => url.searchParams.get('collection') === 'opportunities'), (asked) => asked);
    gates.pull.resolve();
    await eventually(() => pulls.map((url) => url.searchParams.get('collection')), (collections) => collections.includes('appointments'));
    expect(window.latest()).toMatchObject({ total: CUSTOMERS });
    const order = [...new Set(pulls.map((url) => url.searchParams.get('collection')))];
    expect(order.slice(0, 3)).toEqual(['refs', 'opportunities', 'customers']);
    expect(order).not.toContain('service');
    expect(pulls[0]?.pathname).toBe('/sync/snapshot');
    expect(pulls[0]?.searchParams.get('limit')).toBe('2000');
  });

  it('shares a link through the server, answers its refusal with its message, and needs the network', async () => {
    const { email, otherId } = await seededDealer();
    const { worker } = await world.signedIn(email);
    const request = { user_id: otherId, url: '/opportunity/equity?page=1', message: 'Have a look', title: 'SHARE OPPORTUNITIES' };
    expect(await worker.share(request)).toEqual({ ok: true });
    expect(await worker.share({ ...request, user_id: 999_999 })).toEqual({ ok: false, message: NOT_A_DEALER_USER_MESSAGE });
    await worker.setOnline(false);
    expect(await worker.share(request)).toEqual({ ok: false, message: SHARE_OFFLINE_MESSAGE });
  });

  it('asks for a user before reassigning, and writes nothing', async () => {
    const { email } = await seededDealer();
    const { worker, sync } = await world.signedIn(email);
    const window = recorder<ListWindow<Opportunity>>();
    await worker.subscribe('opportunities', query(1, EMPTY_OPPORTUNITY_FILTER, { by: 'rating', order: 'desc' }), window.callback);
    await eventually(() => window.latest()?.total, (total) => total === CUSTOMERS);
    const before = window.values.length;
    const result = await worker.dispatch({ type: 'opportunities.reassign', id: crypto.randomUUID(), user_id: null, opportunity_type: 'equity', filter: EMPTY_OPPORTUNITY_FILTER });
    expect(result).toEqual({ ok: false, reason: SELECT_USER_MESSAGE });
    // A fresh subscription answers the worker's state after the refused dispatch: nothing queued, no row moved.
    const after = recorder<SyncState>();
    await worker.subscribe('sync', null, after.callback);
    const state = await eventually(() => after.latest(), (latest) => latest !== undefined);
    expect(state?.pending).toBe(0);
    expect(window.values.length).toBe(before);
    expect(sync.latest()?.pending).toBe(0);
  });
});
