import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FILTER, type CustomerListRow } from '../../domain/customers/customerList.ts';
import { createOpportunityIndex, type OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import type { CustomerCounts, ListWindow } from '../../worker/api.ts';
import { createCustomerLists, type CustomerLists } from '../../worker/lists/customerLists.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { importedCustomer } from './customerFixtures.ts';
import { ALL_INDIVIDUALS, eventually, newDatabaseName, recorder } from './workerFixtures.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; lists: CustomerLists }[] = [];

afterEach(async () => {
  for (const { store, lists } of opened.splice(0)) {
    await lists.close();
    await store.db.close();
  }
});

/** Stands for the opportunity lists: each dealer's index once loaded (none until `load` runs or a test sets one). */
function opportunityIndexes() {
  const indexes = new Map<string, OpportunityIndex>();
  return {
    loaded: (dealer: string) => indexes.get(dealer),
    async load(dealer: string) {
      let index = indexes.get(dealer);
      if (!index) {
        index = createOpportunityIndex();
        indexes.set(dealer, index);
      }
      return index;
    },
  };
}

async function openLists() {
  const store = await openStore(memory, newDatabaseName());
  const local = createLocalState(store.db);
  const opportunities = opportunityIndexes();
  const deps = { store, local, opportunities, countryOf: () => 'canada' as const };
  const lists = createCustomerLists(deps);
  opened.push({ store, lists });
  return { store, local, lists, deps, opportunities };
}

async function insert(store: Store, dealer: string, customers: Omit<Customer, 'dealer'>[]) {
  await writeDocs(store, customers.map((customer) => ({ collection: 'customers' as const, id: customer.id, dealer, doc: { ...customer, dealer } })));
}

const names = (window: ListWindow<Customer> | undefined) => window?.rows.map((row) => row.last_name) ?? [];

describe('the customer lists of a worker', () => {
  it('answers a window and the tab counts of the active dealer, and follows the store live', async () => {
    const { store, lists } = await openLists();
    await insert(store, 'tok-a', [importedCustomer('c1', 'Baker'), importedCustomer('c2', 'Adams'), importedCustomer('c3', 'Acme Ltd', 'B')]);
    await lists.setDealer('tok-a');
    const windows = recorder<ListWindow<Customer>>();
    const counts = recorder<CustomerCounts>();
    await lists.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    await lists.subscribeCounts(2, EMPTY_CUSTOMER_FILTER, counts.callback);
    expect(names(windows.latest())).toEqual(['Adams', 'Baker']);
    expect(windows.latest()?.total).toBe(2);
    expect(counts.latest()).toEqual({ individual: 2, business: 1 });

    await insert(store, 'tok-a', [importedCustomer('c4', 'Abbot')]);
    await eventually(() => names(windows.latest()), (shown) => shown.length === 3);
    expect(names(windows.latest())).toEqual(['Abbot', 'Adams', 'Baker']);
    await eventually(() => counts.latest(), (latest) => latest?.individual === 3);
    expect(counts.latest()).toEqual({ individual: 3, business: 1 });
  });

  it('a dealer switch answers the new dealer rows in place; switching back finds the changes made meanwhile', async () => {
    const { store, lists } = await openLists();
    await insert(store, 'tok-a', [importedCustomer('a1', 'Avery')]);
    await insert(store, 'tok-b', [importedCustomer('b1', 'Brown'), importedCustomer('b2', 'Bell')]);
    await lists.setDealer('tok-a');
    const windows = recorder<ListWindow<Customer>>();
    await lists.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    expect(names(windows.latest())).toEqual(['Avery']);

    await lists.setDealer('tok-b');
    expect(names(windows.latest())).toEqual(['Bell', 'Brown']);

    // A change of the dealer not shown is kept in its index (it stays in memory) and shows on the way back.
    await insert(store, 'tok-a', [importedCustomer('a2', 'Allen')]);
    await lists.setDealer('tok-a');
    await eventually(() => names(windows.latest()), (shown) => shown.length === 2);
    expect(names(windows.latest())).toEqual(['Allen', 'Avery']);
  });

  it('a later switch wins over one still loading', async () => {
    const { store, lists } = await openLists();
    await insert(store, 'tok-a', [importedCustomer('a1', 'Avery')]);
    await insert(store, 'tok-b', [importedCustomer('b1', 'Brown')]);
    const windows = recorder<ListWindow<Customer>>();
    const first = lists.setDealer('tok-a');
    const second = lists.setDealer('tok-b');
    await lists.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    await Promise.all([first, second]);
    expect(names(windows.latest())).toEqual(['Brown']);
    expect(windows.values.some((window) => names(window).includes('Avery'))).toBe(false);
  });

  it('snapshot pages of the active dealer show before they are stored', async () => {
    const { store, lists } = await openLists();
    await lists.setDealer('tok-a');
    const windows = recorder<ListWindow<Customer>>();
    await lists.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    expect(windows.latest()?.total).toBe(0);
    lists.primeSnapshot('tok-a', [importedCustomer('p1', 'Park'), importedCustomer('p2', 'Adams')].map((customer) => ({ ...customer, dealer: 'tok-a' })));
    await eventually(() => windows.latest()?.total, (total) => total === 2);
    expect(names(windows.latest())).toEqual(['Adams', 'Park']);
    expect(await store.replicated.customers.count().exec()).toBe(0);
  });

  it('answers a reload at once from the window served before, then from the loaded index', async () => {
    const { store, local, lists, deps } = await openLists();
    await insert(store, 'tok-a', Array.from({ length: 30 }, (_, i) => importedCustomer(`c${i}`, `Name${String(i).padStart(2, '0')}`)));
    await lists.setDealer('tok-a');
    const first = recorder<ListWindow<Customer>>();
    await lists.subscribe(1, ALL_INDIVIDUALS, first.callback);
    const before = names(first.latest());
    expect(before).toHaveLength(30);
    await lists.close();

    // A customer that sorts first arrives while no list runs: the snapshot does not have it, the store does.
    await insert(store, 'tok-a', [importedCustomer('c-first', 'Aaron')]);
    const again = createCustomerLists({ ...deps, local });
    opened.push({ store, lists: again });
    let loaded = false;
    const switched = again.setDealer('tok-a').then(() => {
      loaded = true;
    });
    const windows = recorder<ListWindow<Customer>>();
    await again.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    expect(loaded).toBe(false);
    expect(names(windows.values[0])).toEqual(before);
    await switched;
    await eventually(() => names(windows.latest())[0], (name) => name === 'Aaron');
    expect(windows.latest()?.total).toBe(31);
  });
});

describe('the opportunities of the customer list', () => {
  const row = (type: 'equity' | 'service' | 'cash', vehicle: string, customer: string) =>
    opportunityRow({ id: `${type}:${vehicle}`, type, vehicle_id: vehicle, customer_id: customer, dealer: 'tok-a' });
  const chips = (window: ListWindow<CustomerListRow> | undefined) =>
    window?.rows.map((customer) => `${customer.last_name}:${customer.opportunities.map((chip) => `${chip.type} ${chip.count}`).join(',')}`) ?? [];

  it('shows each customer’s chips and follows the opportunities as they change', async () => {
    const { store, lists, opportunities } = await openLists();
    await insert(store, 'tok-a', [importedCustomer('c1', 'Baker'), importedCustomer('c2', 'Adams')]);
    const index = await opportunities.load('tok-a');
    index.reset([row('equity', 'v1', 'c1'), row('equity', 'v2', 'c1'), row('service', 'v1', 'c1')]);
    await lists.setDealer('tok-a');
    const windows = recorder<ListWindow<CustomerListRow>>();
    await lists.subscribe(1, ALL_INDIVIDUALS, windows.callback);
    expect(chips(windows.latest())).toEqual(['Adams:', 'Baker:equity 2,service 1']);

    index.apply([{ id: 'cash:v3', row: row('cash', 'v3', 'c2') }, { id: 'service:v1', row: null }]);
    lists.opportunitiesChanged();
    await eventually(() => chips(windows.latest()), (shown) => shown[0] === 'Adams:cash 1');
    expect(chips(windows.latest())).toEqual(['Adams:cash 1', 'Baker:equity 2']);
  });

  it('a view that reads the opportunities waits for them; the others show no chips until they are in memory', async () => {
    const { store, lists, opportunities } = await openLists();
    await insert(store, 'tok-a', [importedCustomer('c1', 'Baker'), importedCustomer('c2', 'Adams')]);
    await lists.setDealer('tok-a');
    const byType = recorder<ListWindow<CustomerListRow>>();
    const plain = recorder<ListWindow<CustomerListRow>>();
    await lists.subscribe(1, { ...ALL_INDIVIDUALS, filter: { ...ALL_INDIVIDUALS.filter, opportunity_type: 'equity' } }, byType.callback);
    await lists.subscribe(2, ALL_INDIVIDUALS, plain.callback);
    expect(byType.values).toEqual([]);
    expect(chips(plain.latest())).toEqual(['Adams:', 'Baker:']);

    (await opportunities.load('tok-a')).reset([row('equity', 'v1', 'c1')]);
    lists.opportunitiesChanged();
    await eventually(() => byType.latest()?.total, (total) => total === 1);
    expect(chips(byType.latest())).toEqual(['Baker:equity 1']);
    await eventually(() => chips(plain.latest()), (shown) => shown[1] === 'Baker:equity 1');
  });

  it('resolves a reassign: the customers of the filter and every opportunity of theirs', async () => {
    const { store, lists, opportunities } = await openLists();
    await insert(store, 'tok-a', [
      { ...importedCustomer('c1', 'Baker'), distance: 4 },
      { ...importedCustomer('c2', 'Adams'), distance: 40 },
      { ...importedCustomer('c3', 'Cole'), distance: 5 },
    ]);
    (await opportunities.load('tok-a')).reset([row('equity', 'v1', 'c1'), row('service', 'v1', 'c1'), row('equity', 'v2', 'c2'), row('cash', 'v3', 'c3')]);
    await lists.setDealer('tok-a');
    const targets = await lists.reassignTargets('individual', { ...EMPTY_CUSTOMER_FILTER, opportunity_type: 'equity', distance: { min: null, max: 10 } });
    expect(targets).toEqual({ customer_ids: ['c1'], opportunity_ids: ['equity:v1', 'service:v1'] });
    expect(await lists.filterOptions('individual')).toEqual({ distance: [4, 40] });
    expect(await lists.filterOptions('business')).toEqual({ distance: [0, 0] });
  });
});
