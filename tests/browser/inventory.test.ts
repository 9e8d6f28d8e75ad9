import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../domain/csv/csv.ts';
import type { BuildVehicle } from '../../domain/dms/buildVehicle.ts';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { INVENTORY_COLUMNS, NO_INVENTORY, type InventoryColumnContext } from '../../domain/inventory/inventoryColumns.ts';
import { EMPTY_INVENTORY_FILTER, type InventoryFilter } from '../../domain/inventory/inventoryFilter.ts';
import { inventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import { inventoryList } from '../../domain/inventory/inventoryList.ts';
import type { InventorySort } from '../../domain/inventory/inventorySort.ts';
import { inventoryCounts, INVENTORY_TYPE_LABELS, INVENTORY_TYPES, type InventoryType } from '../../domain/inventory/inventoryType.ts';
import { inStockMatches } from '../../domain/inventory/inStockMatches.ts';
import { REPLACEABLE_TYPES, replaceableOpportunities } from '../../domain/inventory/replaceableOpportunities.ts';
import { vehicleIncentives } from '../../domain/inventory/vehicleIncentives.ts';
import { NO_FEATURES, NO_INCENTIVES } from '../../domain/inventory/vehiclePage.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { loadDealerMiningInput } from '../../sync-server/opportunities/loadMiningInput.ts';
import { dealerToday } from '../../sync-server/opportunities/dealerToday.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { dealerByKey, keepOpenedLinks, ONTARIO_TIME_ZONE, signInFirstTime, todayIn, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
let page: Page;
/** The admin's first dealer (CAMB01): its whole inventory, build catalogue, settings and opportunities. */
let stock: InventoryVehicle[];
let build: readonly BuildVehicle[];
let opportunities: Opportunity[];
let settings: Awaited<ReturnType<typeof loadDealerMiningInput>>['settings'];
let country: Country;
const today = todayIn(ONTARIO_TIME_ZONE);

const context = (): InventoryColumnContext => ({ today, country });

/** The rows a view shows on screen, each as its cells' texts (what the CSV writes too). */
function expectedRows(type: InventoryType, filter: InventoryFilter, sort: InventorySort, day = today): string[][] {
  return inventoryList(stock, { type, filter, sort }, day).map((vehicle) => INVENTORY_COLUMNS.map((column) => column.text(vehicle, { today: day, country })));
}

const table = (name = 'Inventory') => page.getByRole('table', { name, exact: true });

/** Every row of a virtual table as cell texts, scrolled from top to bottom; undefined while rows are loading. */
const shownRows = (list: Locator = table()) => virtualTableRows(page, list);

async function expectRows(expected: string[][]): Promise<void> {
  if (expected.length === 0) {
    await expect.poll(() => table().textContent(), { timeout: 20_000 }).toContain(NO_INVENTORY);
    return;
  }
  await expect.poll(() => shownRows(), { timeout: 20_000 }).toEqual(expected);
}

const query = () => new URL(page.url()).searchParams;
const field = (label: string) => page.getByLabel(label, { exact: true });

async function openInventory(type: InventoryType, search = '?page=1'): Promise<void> {
  await page.goto(`${app.url}/inventory/${type}${search}`);
  await table().waitFor();
}

async function openVehicle(vehicle: InventoryVehicle): Promise<void> {
  await page.goto(`${app.url}/vehicle/${encodeURIComponent(vehicle.id)}`);
  await page.locator('.vehicle-banner').waitFor({ timeout: 20_000 });
}

const PLAIN_VEHICLE: InventoryVehicle = {
  id: 'INV-TEST-PLAIN',
  stock: 'L12001A',
  stock_type: 'used',
  vin: 'XTA21214012345678',
  year: 2012,
  make: 'Lada',
  model: 'Niva',
  trim: '4x4',
  engine: '1.7L I4',
  body_type: 'SUV',
  drivetrain: '4WD',
  transmission: 'Manual',
  fuel: 'Gasoline',
  ext_color: 'Green',
  int_color: 'Grey',
  price: 4_500,
  cost: 3_000,
  kilometres: 180_000,
  stocked_at: '2025-01-01',
  photo: '',
  features: [],
  deleted_at: null,
};

const byNewest: InventorySort = { by: 'stocked_at', order: 'desc' };
const inStock = () => stock.filter((vehicle) => vehicle.deleted_at === null);

beforeAll(async () => {
  app = await startBrowserApp();
  const { db } = app.server.deps;
  const cambridge = await dealerByKey(db, 'CAMB01');
  // A vehicle with nothing to list: no features, no incentives (used), no other vehicle of its make in stock.
  await app.server.store.appendSystem([
    {
      id: randomUUID(),
      type: 'inventory.imported',
      dealer: cambridge.token,
      actor: SYSTEM_ACTOR,
      time: new Date().toISOString(),
      payload: { ...PLAIN_VEHICLE, stocked_at: today },
    },
  ]);
  country = cambridge.country as Country;
  stock = (await db.query<{ doc: InventoryVehicle }>('SELECT doc FROM inventory WHERE dealer = $1 AND NOT deleted', [cambridge.token])).map((row) => row.doc);
  opportunities = (await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted', [cambridge.token])).map((row) => row.doc);
  ({ build, settings } = await loadDealerMiningInput(db, cambridge.token));
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

describe('the inventory list', () => {
  it('shows a tab per vehicle type with the count of vehicles in stock of the demo data', async () => {
    const counts = inventoryCounts(stock);
    expect(counts.all).toBeGreaterThan(0);
    await openInventory('all', '');
    const tabs = page.getByRole('navigation', { name: 'Vehicle types' }).getByRole('link');
    await expect.poll(() => tabs.allTextContents(), { timeout: 20_000 }).toEqual(INVENTORY_TYPES.map((type) => `${INVENTORY_TYPE_LABELS[type]}${counts[type]}`));
    await expectRows(expectedRows('all', EMPTY_INVENTORY_FILTER, byNewest));
    // The list writes its view into the query string: page 1, newest stock first.
    await expect.poll(() => query().toString()).toBe('page=1&order_by=stocked_at&order=desc');
    await tabs.filter({ hasText: 'USED' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/used');
    await expectRows(expectedRows('used', EMPTY_INVENTORY_FILTER, byNewest));
  });

  it('a click on a header sorts descending, a second click ascending, as the domain sorts the server data', async () => {
    await openInventory('all');
    for (const header of ['PRICE', 'STOCK', 'AGE (DAYS)']) {
      const column = INVENTORY_COLUMNS.find((entry) => entry.header === header);
      if (!column) throw new Error(`No column ${header}.`);
      const button = table().getByRole('button', { name: header, exact: true });
      await button.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${column.sort} desc`);
      await expectRows(expectedRows('all', EMPTY_INVENTORY_FILTER, { by: column.sort, order: 'desc' }));
      await button.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${column.sort} asc`);
      await expectRows(expectedRows('all', EMPTY_INVENTORY_FILTER, { by: column.sort, order: 'asc' }));
    }
  });

  it('filters by year and make with APPLY, and RESET shows every vehicle again', async () => {
    const all = expectedRows('all', EMPTY_INVENTORY_FILTER, byNewest);
    const vehicle = inStock().find((candidate) => {
      const count = expectedRows('all', { ...EMPTY_INVENTORY_FILTER, year: candidate.year, make: candidate.make }, byNewest).length;
      return count > 0 && count < all.length;
    });
    if (!vehicle) throw new Error('No year and make narrows the demo stock.');
    const filter = { ...EMPTY_INVENTORY_FILTER, year: vehicle.year, make: vehicle.make };
    await openInventory('all');
    await expectRows(all);
    await expect.poll(() => field('Year').locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await field('Year').selectOption(String(vehicle.year));
    await field('Make').selectOption(vehicle.make);
    await page.getByRole('button', { name: 'APPLY', exact: true }).click();
    await expectRows(expectedRows('all', filter, byNewest));
    expect(query().get('year')).toBe(String(vehicle.year));
    expect(query().get('make')).toBe(vehicle.make);
    expect(query().get('page')).toBe('1');

    await page.getByRole('button', { name: 'RESET', exact: true }).click();
    await expectRows(all);
    expect(query().get('year')).toBeNull();
    expect(query().get('make')).toBeNull();
    expect(await field('Year').inputValue()).toBe('');
  });

  it('narrows by age, from a link or with the slider, and says so when no vehicle is left', async () => {
    const ages = { ...EMPTY_INVENTORY_FILTER, age_min: 0, age_max: 30 };
    await openInventory('new', '?page=1&age_min=0&age_max=30');
    await expectRows(expectedRows('new', ages, byNewest));

    // The slider starts at the stock's own range; moving its lower thumb and APPLY narrows the list.
    const [low, high] = inventoryFilterOptions(stock, 'new', today).age;
    await openInventory('new');
    const lower = page.getByRole('slider', { name: 'Minimum age in days' });
    // Until the worker answers, the slider offers 1 to 3 days.
    await expect.poll(async () => `${await lower.getAttribute('min')}-${await lower.getAttribute('max')}`, { timeout: 20_000 }).toBe(`${low}-${high}`);
    expect(await page.getByRole('slider', { name: 'Maximum age in days' }).inputValue()).toBe(String(high));
    await lower.focus();
    for (let step = 0; step < 10; step++) await lower.press('ArrowRight');
    await page.getByRole('button', { name: 'APPLY', exact: true }).click();
    await expect.poll(() => query().get('age_min')).toBe(String(low + 10));
    expect(query().get('age_max')).toBeNull();
    await expectRows(expectedRows('new', { ...EMPTY_INVENTORY_FILTER, age_min: low + 10 }, byNewest));

    await openInventory('demo', '?page=1&year=1999');
    await expectRows([]);
    expect(await table().textContent()).toContain('no inventory for this vehicle type');
  });

  it('EXPORT CSV opens a signed link whose CSV is the view, sorted and filtered, ages at the dealer', async () => {
    const vehicle = inStock()[0];
    if (!vehicle) throw new Error('No vehicle in stock.');
    const filter = { ...EMPTY_INVENTORY_FILTER, make: vehicle.make };
    await openInventory('all', `?page=1&order_by=price&order=asc&make=${encodeURIComponent(vehicle.make)}`);
    await expectRows(expectedRows('all', filter, { by: 'price', order: 'asc' }));
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const url = new URL(await waitUntil('the signed export link', openedLink), app.url);
    expect(url.pathname).toBe('/vehicles');
    expect(url.searchParams.get('make')).toBe(vehicle.make);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const dealerDay = dealerToday(settings);
    expect(await response.text()).toBe(
      toCsv(
        INVENTORY_COLUMNS.map((column) => column.header),
        expectedRows('all', filter, { by: 'price', order: 'asc' }, dealerDay),
      ),
    );
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="all-inventory-${dealerDay}.csv"`);
  });

  it('a row opens its vehicle page', async () => {
    await openInventory('all');
    const [first] = inventoryList(stock, { type: 'all', filter: EMPTY_INVENTORY_FILTER, sort: byNewest }, today);
    if (!first) throw new Error('No vehicle in stock.');
    await expect.poll(() => shownRows(), { timeout: 20_000 }).toBeDefined();
    await table().locator('.virtual-table-scroll').evaluate((element) => element.scrollTo({ top: 0 }));
    await table().locator('[role="row"][aria-rowindex="2"]').click();
    await page.waitForURL((url) => url.pathname === `/vehicle/${encodeURIComponent(first.id)}`);
    await expect.poll(() => page.locator('.vehicle-banner').textContent()).toContain(`STOCK # ${first.stock}`);
  });
});

describe('the vehicle page', () => {
  const tab = (name: string) => page.getByRole('tab', { name, exact: false });

  it('shows the banner and the VEHICLE tab: price, details, features and incentives of the build catalogue', async () => {
    const vehicle = inStock().find((candidate) => vehicleIncentives(candidate, build).length > 0 && candidate.features.length > 0);
    if (!vehicle) throw new Error('No vehicle with incentives and features in the demo stock.');
    await openVehicle(vehicle);
    const banner = page.locator('.vehicle-banner');
    expect(await banner.getByRole('heading').textContent()).toBe(vehicleName(vehicle));
    expect(await banner.textContent()).toContain(`STOCK # ${vehicle.stock}`);
    expect(await banner.textContent()).toContain(INVENTORY_TYPE_LABELS[vehicle.stock_type]);
    expect(await banner.textContent()).toContain('currently available');
    expect(await tab('VEHICLE').getAttribute('aria-selected')).toBe('true');
    const details = page.getByRole('definition');
    expect(await page.getByLabel('Details').textContent()).toContain(vehicle.vin);
    expect(await details.allTextContents()).toContain(vehicle.ext_color);
    const features = page.getByRole('table', { name: 'Features' });
    expect(await features.locator('tbody tr').count()).toBe(vehicle.features.length);
    const incentives = page.getByRole('table', { name: 'Incentives' });
    expect(await incentives.locator('tbody tr').count()).toBe(vehicleIncentives(vehicle, build).length);
  });

  it('says No features and No incentives when the vehicle has none', async () => {
    const used = inStock().find((candidate) => vehicleIncentives(candidate, build).length === 0 && candidate.features.length > 0);
    if (!used) throw new Error('The demo stock needs a vehicle with features and without incentives.');
    await openVehicle(PLAIN_VEHICLE);
    await expect.poll(() => page.locator('.vehicle-information').textContent()).toContain(NO_FEATURES);
    expect(await page.getByRole('table', { name: 'Features' }).count()).toBe(0);
    await openVehicle(used);
    await expect.poll(() => page.locator('.vehicle-information').textContent()).toContain(NO_INCENTIVES);
    expect(await page.getByRole('table', { name: 'Incentives' }).count()).toBe(0);
    expect(await page.locator('.vehicle-information').textContent()).not.toContain(NO_FEATURES);
  });

  it('offers INSTOCK only when the vehicle has matches, and lists them', async () => {
    const matched = inStock().find((candidate) => inStockMatches(candidate, stock).length > 0);
    const alone = inStock().find((candidate) => inStockMatches(candidate, stock).length === 0);
    if (!matched || !alone) throw new Error('The demo stock needs vehicles with and without in-stock matches.');
    await openVehicle(alone);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['VEHICLE', 'SERVICE']);
    await openVehicle(matched);
    const matches = inStockMatches(matched, stock);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['VEHICLE', 'SERVICE', `INSTOCK${matches.length}`]);
    await tab('INSTOCK').click();
    const list = table('In-stock matches');
    await expect.poll(() => shownRows(list), { timeout: 20_000 }).toEqual(matches.map((vehicle) => INVENTORY_COLUMNS.map((column) => column.text(vehicle, context()))));
    await tab('SERVICE').click();
    await page.getByRole('region', { name: 'Service history' }).waitFor({ timeout: 20_000 });
  });

  it('lists the open opportunities the vehicle could replace, each opening its deal sheet with the vehicle as replacement', async () => {
    const rows = REPLACEABLE_TYPES.map((type) => opportunities.filter((row) => row.type === type));
    const vehicle = inStock().find((candidate) => replaceableOpportunities(candidate, settings, rows).length > 0);
    if (!vehicle) throw new Error('No vehicle in the demo stock replaces an open opportunity.');
    const expected = replaceableOpportunities(vehicle, settings, rows);
    await openVehicle(vehicle);
    const list = table('Open opportunities');
    await expect.poll(() => shownRows(list).then((shown) => shown?.map((cells) => cells[0])), { timeout: 20_000 }).toEqual(expected.map((row) => row.name));
    await list.locator('.virtual-table-scroll').evaluate((element) => element.scrollTo({ top: 0 }));
    await list.locator('[role="row"][aria-rowindex="2"]').click();
    await page.waitForURL((url) => url.pathname === `/deal/${encodeURIComponent(expected[0]?.id ?? '')}/dealsheet`);
    expect(query().get('replacement')).toBe(vehicle.id);
  });

  it('says not available for a vehicle that left stock, and BACK returns to the list', async () => {
    const sold = stock.find((candidate) => candidate.deleted_at !== null);
    if (!sold) throw new Error('No sold vehicle in the demo stock.');
    await openInventory('all');
    await openVehicle(sold);
    expect(await page.locator('.vehicle-banner').textContent()).toContain('not available');
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/all');
  });
});
