import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerCounts, ListWindow } from '../../worker/api.ts';
import { createCustomerLists, type CustomerLists } from '../../worker/lists/customerLists.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { docKey } from '../../worker/store/docRefs.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { importedCustomer } from './customerFixtures.ts';
import { ALL_INDIVIDUALS, eventually, newDatabaseName, recorder } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; lists: CustomerLists }[] = [];

afterEach(async () => {
  for (const { store, lists } of opened.splice(0)) {
    await lists.close();
    await store.db.close();
  }
});

async function openLists() {
  const store = await openStore(memory, newDatabaseName());
  const local = createLocalState(store.db);
  const lists = createCustomerLists(store, local);
  opened.push({ store, lists });
  return { store, local, lists };
}

async function insert(store: Store, dealer: string, customers: Omit<Customer, 'dealer'>[]) {
  await store.replicated.customers.bulkUpsert(customers.map((customer) => ({ ...customer, dealer, pk: docKey(dealer, customer.id) })));
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
    await lists.subscribeCounts(2, { search: '', status: 'all' }, counts.callback);
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
    const { store, local, lists } = await openLists();
    await insert(store, 'tok-a', Array.from({ length: 30 }, (_, i) => importedCustomer(`c${i}`, `Name${String(i).padStart(2, '0')}`)));
    await lists.setDealer('tok-a');
    const first = recorder<ListWindow<Customer>>();
    await lists.subscribe(1, ALL_INDIVIDUALS, first.callback);
    const before = names(first.latest());
    expect(before).toHaveLength(30);
    await lists.close();

    // A customer that sorts first arrives while no list runs: the snapshot does not have it, the store does.
    await insert(store, 'tok-a', [importedCustomer('c-first', 'Aaron')]);
    const again = createCustomerLists(store, local);
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
