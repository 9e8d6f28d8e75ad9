import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { ownedVehicle, stockVehicle, testCustomer } from '../../domain/opportunities/miningFixtures.ts';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import type { SearchRow } from '../../domain/search/searchRows.ts';
import type { SearchTotals } from '../../domain/search/searchTabs.ts';
import type { ListWindow, SearchQuery } from '../../worker/api.ts';
import { createCustomerLists } from '../../worker/lists/customerLists.ts';
import { createOpportunityLists } from '../../worker/lists/opportunityLists.ts';
import { createSearchLists } from '../../worker/search/searchLists.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { eventually, newDatabaseName, recorder } from './workerFixtures.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';

const DEALER = 'tok-a';
const OTHER = 'tok-b';
const VIN = '2T3P1RFV8MC123456';
const memory = getRxStorageMemory();
const closers: (() => Promise<unknown> | void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function put(store: Store, collection: CollectionName, dealer: string, docs: object[]) {
  await writeDocs(store, docs.map((doc) => ({ collection, id: (doc as { id: string }).id, dealer, doc: { ...doc, dealer } as Doc })));
}

/** A worker's global search over an in-memory store, with the customer and opportunity lists it reads, as workerCore builds them. */
async function openSearch() {
  const store = await openStore(memory, newDatabaseName());
  const local = createLocalState(store.db);
  let active: string | null = null;
  const customers = createCustomerLists({
    store,
    local,
    opportunities: { loaded: (dealer) => opportunities.loaded(dealer), load: (dealer) => opportunities.index(dealer) },
    countryOf: () => 'canada',
  });
  const opportunities = createOpportunityLists({ store, local, soldCount: () => 0, onRowsChanged: () => search.opportunitiesChanged() });
  const search = createSearchLists({
    store,
    customers: (dealer) => customers.index(dealer),
    opportunities,
    activeDealer: () => active,
    placeOf: () => ({ latitude: null, longitude: null }),
  });
  closers.push(
    () => store.db.close(),
    () => customers.close(),
    () => opportunities.close(),
    () => search.close(),
  );
  // As setListsDealer does: the opportunity lists tell the search when the active dealer's rows change.
  const switchTo = async (dealer: string) => {
    active = dealer;
    await opportunities.setDealer(dealer);
  };
  await switchTo(DEALER);
  return { store, search, switchTo };
}

const query = (term: string, tab: SearchQuery['tab'] = 'customer'): SearchQuery => ({ version: 1, term, tab, offset: 0, limit: 40 });
const ids = (window: ListWindow<SearchRow> | undefined) => window?.rows.map((row) => row.id);

describe("a worker's global search", () => {
  it('answers a term’s rows and counts from local data and follows the store as people change', async () => {
    const { store, search } = await openSearch();
    await put(store, 'customers', DEALER, [
      testCustomer({ id: 'c1', first_name: 'Amélie', last_name: 'Côté', full_name: 'Amélie Côté' }),
      testCustomer({ id: 'c2', first_name: 'Mark', last_name: 'Thompson', full_name: 'Mark Thompson', contact: { ...testCustomer().contact, cell: '2265550199' } }),
    ]);
    await put(store, 'customers', OTHER, [testCustomer({ id: 'c9', first_name: 'Zoé', last_name: 'Côté', full_name: 'Zoé Côté' })]);
    await put(store, 'opportunities', DEALER, [opportunityRow({ id: 'equity:v1', customer_id: 'c1', vehicle_id: 'v1', dealer: DEALER })]);

    const rows = recorder<ListWindow<SearchRow>>();
    const counts = recorder<SearchTotals>();
    await search.subscribe(1, query('cote'), rows.callback);
    await search.subscribeCounts(2, 'cote', counts.callback);
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c1');
    expect(rows.latest()?.rows[0]).toMatchObject({ kind: 'customer', name: 'Côté, Amélie', phone: '5195550101' });
    await eventually(() => counts.latest(), (totals) => JSON.stringify(totals) === JSON.stringify({ opportunity: 1, customer: 1, prospect: 0, vehicle: 0 }));

    await put(store, 'customers', DEALER, [testCustomer({ id: 'c3', first_name: 'Luc', last_name: 'Cote', full_name: 'Luc Cote' })]);
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c1,c3');
    await put(store, 'opportunities', DEALER, [opportunityRow({ id: 'cash:v3', type: 'cash', customer_id: 'c3', vehicle_id: 'v3', dealer: DEALER })]);
    await eventually(() => counts.latest()?.opportunity, (total) => total === 2);

    await search.update(1, query('Thompsn', 'customer'));
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c2');
    await search.update(1, query('(226) 555-01', 'customer'));
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c2');
  });

  it('finds a VIN in stock and the customer owning it, and nothing under 2 characters', async () => {
    const { store, search } = await openSearch();
    await put(store, 'customers', DEALER, [testCustomer({ id: 'c1' })]);
    await put(store, 'vehicles', DEALER, [ownedVehicle({ id: 'v1', customer_id: 'c1', vin: VIN })]);
    await put(store, 'inventory', DEALER, [stockVehicle({ id: 's1', vin: VIN }), stockVehicle({ id: 's2', vin: '1HGCM82633A004352' })]);
    await put(store, 'opportunities', DEALER, [opportunityRow({ id: 'equity:v1', customer_id: 'c1', vehicle_id: 'v1', dealer: DEALER })]);

    const rows = recorder<ListWindow<SearchRow>>();
    await search.subscribe(1, query(VIN.toLowerCase(), 'vehicle'), rows.callback);
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 's1');
    await search.update(1, query(VIN, 'opportunity'));
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'equity:v1');
    await search.update(1, query(VIN, 'customer'));
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c1');
    await search.update(1, { ...query('s'), version: 2 });
    await eventually(() => rows.latest(), (window) => window?.version === 2 && window.total === 0 && !window.loading);
  });

  it('answers the active dealer only', async () => {
    const { store, search, switchTo } = await openSearch();
    await put(store, 'customers', DEALER, [testCustomer({ id: 'c1', last_name: 'Moreau', full_name: 'Ann Moreau' })]);
    await put(store, 'customers', OTHER, [testCustomer({ id: 'c9', last_name: 'Moreau', first_name: 'Zed', full_name: 'Zed Moreau' })]);
    const rows = recorder<ListWindow<SearchRow>>();
    await search.subscribe(1, query('moreau'), rows.callback);
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c1');
    await switchTo(OTHER);
    await search.update(1, { ...query('moreau'), version: 2 });
    await eventually(() => ids(rows.latest()), (shown) => shown?.join() === 'c9');
  });
});
