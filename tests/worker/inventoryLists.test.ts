import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { InventoryVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { buildDocId } from '../../domain/dms/dmsImportEvents.ts';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { EMPTY_INVENTORY_FILTER } from '../../domain/inventory/inventoryFilter.ts';
import { inventoryList } from '../../domain/inventory/inventoryList.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { buildVehicle, ownedVehicle, stockVehicle, testCustomer } from '../../domain/opportunities/miningFixtures.ts';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import type { ListWindow } from '../../worker/api.ts';
import { createDealerCatalogue } from '../../worker/deal/dealerCatalogue.ts';
import type { InventoryCounts, InventoryListQuery, VehicleState } from '../../worker/inventory/inventoryQueries.ts';
import { createInventoryLists } from '../../worker/inventory/inventoryLists.ts';
import { createVehiclePages } from '../../worker/inventory/vehiclePages.ts';
import { createOpportunityLists } from '../../worker/lists/opportunityLists.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { writePosition } from '../../worker/sync/checkpoints.ts';
import { eventually, newDatabaseName, recorder } from './workerFixtures.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';

const DEALER = 'tok-a';
const OTHER = 'tok-b';
const TODAY = '2025-06-15';
const memory = getRxStorageMemory();
const closers: (() => Promise<unknown> | void)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function put(store: Store, collection: CollectionName, dealer: string, docs: Record<string, unknown>[]) {
  await writeDocs(store, docs.map((doc) => ({ collection, id: (doc as { id: string }).id, dealer, doc: { ...doc, dealer } as Doc })));
}

/** A worker's inventory lists and vehicle pages over an in-memory store, the way workerCore builds them. */
async function openInventory() {
  const store = await openStore(memory, newDatabaseName());
  const local = createLocalState(store.db);
  const inventory = createInventoryLists({ store, local });
  const opportunities = createOpportunityLists({ store, local, soldCount: () => 0 });
  const catalogue = createDealerCatalogue(store);
  const pages = createVehiclePages({ store, inventory, catalogue, opportunities });
  closers.push(
    () => store.db.close(),
    () => opportunities.close(),
    () => catalogue.close(),
    () => inventory.close(),
    () => pages.close(),
  );
  return { store, local, inventory, opportunities, pages };
}

const stock: InventoryVehicle[] = [
  stockVehicle({ id: 'N1', stock: 'H26001', stock_type: 'new', year: 2026, make: 'Honda', model: 'Civic', trim: 'LX', price: 29_000, stocked_at: '2025-06-01' }),
  stockVehicle({ id: 'N2', stock: 'H26002', stock_type: 'new', year: 2026, make: 'Honda', model: 'Civic', trim: 'EX', price: 31_000, stocked_at: '2025-05-20' }),
  stockVehicle({ id: 'U1', stock: 'H19001A', stock_type: 'used', year: 2019, make: 'Toyota', model: 'RAV4', price: 19_999, stocked_at: '2025-06-10' }),
  stockVehicle({ id: 'D1', stock: 'H25100', stock_type: 'demo', year: 2025, make: 'Honda', model: 'Accord', price: 33_000, stocked_at: '2025-04-02' }),
  stockVehicle({ id: 'S1', stock: 'H26003', stock_type: 'new', year: 2026, make: 'Honda', model: 'Civic', vin: '2HGFE1F90TH000009', deleted_at: '2025-06-12' }),
];

const query = (changes: Partial<InventoryListQuery> = {}): InventoryListQuery => ({
  version: 1,
  type: 'all',
  filter: EMPTY_INVENTORY_FILTER,
  sort: { by: 'price', order: 'desc' },
  today: TODAY,
  offset: 0,
  limit: 40,
  ...changes,
});
const ids = (window: ListWindow<InventoryVehicleDoc> | undefined) => window?.rows.map((row) => row.id);

describe("a worker's inventory", () => {
  it('answers the list and the tab counts from local stock, and follows the store as vehicles come and go', async () => {
    const { store, local, inventory } = await openInventory();
    await put(store, 'inventory', DEALER, stock);
    await put(store, 'inventory', OTHER, [stockVehicle({ id: 'X1', stock_type: 'used' })]);
    await writePosition(local, DEALER, 'inventory', { checkpoint: null, caughtUp: true });
    await inventory.setDealer(DEALER);
    const windows = recorder<ListWindow<InventoryVehicleDoc>>();
    const counts = recorder<InventoryCounts>();
    await inventory.subscribe(1, query(), windows.callback);
    await inventory.subscribeCounts(2, counts.callback);
    const view = { type: 'all' as const, filter: EMPTY_INVENTORY_FILTER, sort: { by: 'price' as const, order: 'desc' as const } };
    await eventually(() => ids(windows.latest()), (shown) => shown?.length === 4);
    expect(ids(windows.latest())).toEqual(inventoryList(stock, view, TODAY).map((vehicle) => vehicle.id));
    expect(ids(windows.latest())).toEqual(['D1', 'N2', 'N1', 'U1']);
    await eventually(() => counts.latest(), (value) => value !== undefined);
    expect(counts.latest()).toEqual({ all: 4, new: 2, used: 1, demo: 1 });

    await inventory.update(1, query({ version: 2, type: 'new', filter: { ...EMPTY_INVENTORY_FILTER, age_max: 14 } }));
    expect(ids(windows.latest())).toEqual(['N1']);

    // N1 is sold: it leaves the list and the counts.
    await put(store, 'inventory', DEALER, [{ ...stock[0], deleted_at: '2025-06-14' }]);
    await eventually(() => counts.latest()?.new, (value) => value === 1);
    expect(ids(windows.latest())).toEqual([]);
    expect(windows.latest()?.loading).toBeUndefined();
    const options = await inventory.filterOptions('all', TODAY);
    expect(options).toMatchObject({ years: [2026, 2025, 2019], makes: ['Honda', 'Toyota'], age: [5, 74] });
  });

  it('keeps a dealer switched away from current, so switching back answers with what changed meanwhile', async () => {
    const { store, local, inventory } = await openInventory();
    await put(store, 'inventory', DEALER, stock);
    await put(store, 'inventory', OTHER, [stockVehicle({ id: 'X1', stock_type: 'used', price: 5_000 })]);
    await writePosition(local, DEALER, 'inventory', { checkpoint: null, caughtUp: true });
    await writePosition(local, OTHER, 'inventory', { checkpoint: null, caughtUp: true });
    await inventory.setDealer(DEALER);
    const windows = recorder<ListWindow<InventoryVehicleDoc>>();
    await inventory.subscribe(1, query(), windows.callback);
    await eventually(() => ids(windows.latest()), (shown) => shown?.length === 4);

    await inventory.setDealer(OTHER);
    await eventually(() => ids(windows.latest()), (shown) => shown?.join() === 'X1');
    // While the other dealer is shown, the first one's stock changes: its kept state follows.
    await put(store, 'inventory', DEALER, [stockVehicle({ id: 'N9', stock: 'H26009', stock_type: 'new', price: 45_000, stocked_at: '2025-06-12' })]);
    await inventory.setDealer(DEALER);
    await eventually(() => ids(windows.latest()), (shown) => shown?.length === 5);
    expect(ids(windows.latest())).toEqual(['N9', 'D1', 'N2', 'N1', 'U1']);
  });

  it('shows loading rather than an empty list until the stock was pulled once', async () => {
    const { inventory } = await openInventory();
    await inventory.setDealer(DEALER);
    const windows = recorder<ListWindow<InventoryVehicleDoc>>();
    await inventory.subscribe(1, query(), windows.callback);
    await eventually(() => windows.latest(), (window) => window !== undefined);
    expect(windows.latest()?.loading).toBe(true);
    inventory.pulled(DEALER);
    await eventually(() => windows.latest()?.loading, (loading) => loading === undefined);
    expect(windows.latest()?.total).toBe(0);
  });

  it("gives a vehicle page its build incentives, in-stock matches and the opportunities it could replace", async () => {
    const { store, local, inventory, opportunities, pages } = await openInventory();
    await put(store, 'inventory', DEALER, stock);
    await put(store, 'refs', DEALER, [{ ...buildVehicle({ id: 'B1', trim: 'LX' }), id: buildDocId('B1'), build_id: 'B1', kind: 'build' }]);
    const rows: Opportunity[] = [
      opportunityRow({ id: 'equity:V7', dealer: DEALER, vehicle_id: 'V7', make: 'Honda', year: 2020, payments: 900, payments_left: 10, equity: 3000 }),
      opportunityRow({ id: 'equity:V8', dealer: DEALER, vehicle_id: 'V8', make: 'Toyota', year: 2020, payments: 900, payments_left: 10 }),
    ];
    await put(store, 'opportunities', DEALER, rows);
    await writePosition(local, DEALER, 'inventory', { checkpoint: null, caughtUp: true });
    await Promise.all([inventory.setDealer(DEALER), opportunities.setDealer(DEALER)]);
    const states = recorder<VehicleState>();
    await pages.subscribe(1, 'N1', TODAY, states.callback);
    const ready = await eventually(() => states.latest(), (state) => state?.status === 'ready');
    if (ready?.status !== 'ready') throw new Error('expected a page');
    expect(ready.page.vehicle).toMatchObject({ id: 'N1', available: true, age: 14 });
    expect(ready.page.incentives.map((incentive) => incentive.id)).toEqual(['F60']);
    expect(ready.page.matches.map((vehicle) => vehicle.id)).toEqual(['N2']);
    expect(ready.page.opportunities.map((row) => row.id)).toEqual(['equity:V7']);
    expect(ready.page.customer).toBeNull();

    // A new match arrives in stock: the page is computed again.
    await put(store, 'inventory', DEALER, [stockVehicle({ id: 'N9', make: 'Honda', model: 'Civic', stocked_at: '2025-06-14' })]);
    await eventually(() => states.latest(), (state) => state?.status === 'ready' && state.page.matches.length === 2);
  });

  it('names the owner of a vehicle that left stock, found by its VIN, and says when a vehicle is not there', async () => {
    const { store, local, inventory, pages } = await openInventory();
    await put(store, 'inventory', DEALER, stock);
    await put(store, 'vehicles', DEALER, [ownedVehicle({ id: 'V1', customer_id: 'C9', vin: '2HGFE1F90TH000009' }), ownedVehicle({ id: 'V2', customer_id: 'C2' })]);
    await put(store, 'customers', DEALER, [testCustomer({ id: 'C9', first_name: 'Lee', last_name: 'Chan' })]);
    await writePosition(local, DEALER, 'inventory', { checkpoint: null, caughtUp: true });
    await inventory.setDealer(DEALER);
    const sold = recorder<VehicleState>();
    await pages.subscribe(1, 'S1', TODAY, sold.callback);
    const page = await eventually(() => sold.latest(), (state) => state?.status === 'ready');
    if (page?.status !== 'ready') throw new Error('expected a page');
    expect(page.page.vehicle).toMatchObject({ available: false, updated_at: '2025-06-12' });
    expect(page.page.customer).toEqual({ customer_id: 'C9', name: 'Chan, Lee' });
    expect(page.page.opportunities).toEqual([]);

    const missing = recorder<VehicleState>();
    await pages.subscribe(2, 'NOPE', TODAY, missing.callback);
    expect(missing.latest()).toEqual({ status: 'missing' });
  });
});
