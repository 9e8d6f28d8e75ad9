import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { dealerByKey, keepOpenedLinks, signInFirstTime, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  INVENTORY_HEADERS,
  inventoryExpectations,
  TYPE_LABELS,
  vehicleTitle,
  type InventoryExpectations,
  type ListType,
} from './support/inventoryExpectations.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';
import { independentCsv } from './support/independentCsv.ts';

let app: BrowserApp;
let page: Page;
/** The admin's first dealer (CAMB01): what its stock should show, from the server's tables (support/inventoryExpectations.ts). */
let expected: InventoryExpectations;

const table = (name = 'Inventory') => page.getByRole('table', { name, exact: true });

/** Every row of a virtual table as cell texts, scrolled from top to bottom; undefined while rows are loading. */
const shownRows = (list: Locator = table()) => virtualTableRows(page, list);

async function expectRows(rows: string[][]): Promise<void> {
  if (rows.length === 0) {
    await expect.poll(() => table().textContent(), { timeout: 20_000 }).toContain('no inventory for this vehicle type');
    return;
  }
  await expect.poll(() => shownRows(), { timeout: 20_000 }).toEqual(rows);
}

const query = () => new URL(page.url()).searchParams;
const field = (label: string) => page.getByLabel(label, { exact: true });

async function openInventory(type: ListType, search = '?page=1'): Promise<void> {
  await page.goto(`${app.url}/inventory/${type}${search}`);
  await table().waitFor();
}

async function openVehicle(vehicle: Pick<InventoryVehicle, 'id'>): Promise<void> {
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

beforeAll(async () => {
  app = await startBrowserApp();
  const { db } = app.server.deps;
  const cambridge = await dealerByKey(db, 'CAMB01');
  expected = await inventoryExpectations(db, cambridge.token);
  // A vehicle with nothing to list: no features, no incentives (used), no other vehicle of its make in stock.
  await app.server.store.appendSystem([
    {
      id: randomUUID(),
      type: 'inventory.imported',
      dealer: cambridge.token,
      actor: SYSTEM_ACTOR,
      time: new Date().toISOString(),
      payload: { ...PLAIN_VEHICLE, stocked_at: expected.today },
    },
  ]);
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

describe('the inventory list', () => {
  it('shows a tab per vehicle type with the count of vehicles in stock of the demo data', async () => {
    const tabTexts = await expected.tabs();
    expect(tabTexts[0]).toMatch(/^ALL[1-9]/);
    await openInventory('all', '');
    const tabs = page.getByRole('navigation', { name: 'Vehicle types' }).getByRole('link');
    await expect.poll(() => tabs.allTextContents(), { timeout: 20_000 }).toEqual(tabTexts);
    await expectRows(await expected.rows('all'));
    // The list writes its view into the query string: page 1, newest stock first.
    await expect.poll(() => query().toString()).toBe('page=1&order_by=stocked_at&order=desc');
    await tabs.filter({ hasText: 'USED' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/used');
    await expectRows(await expected.rows('used'));
  });

  it('a click on a header sorts descending, a second click ascending, in the order of the server data', async () => {
    await openInventory('all');
    for (const [header, by] of [['PRICE', 'price'], ['STOCK', 'stock'], ['AGE (DAYS)', 'stocked_at']] as const) {
      const button = table().getByRole('button', { name: header, exact: true });
      await button.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${by} desc`);
      await expectRows(await expected.rows('all', {}, { by, order: 'desc' }));
      await button.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${by} asc`);
      await expectRows(await expected.rows('all', {}, { by, order: 'asc' }));
    }
  });

  it('filters by year and make with APPLY, and RESET shows every vehicle again', async () => {
    const all = await expected.rows('all');
    const filter = await expected.narrowingYearAndMake();
    const narrowed = await expected.rows('all', filter);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    await openInventory('all');
    await expectRows(all);
    await expect.poll(() => field('Year').locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    await field('Year').selectOption(String(filter.year));
    await field('Make').selectOption(filter.make);
    await page.getByRole('button', { name: 'APPLY', exact: true }).click();
    await expectRows(narrowed);
    expect(query().get('year')).toBe(String(filter.year));
    expect(query().get('make')).toBe(filter.make);
    expect(query().get('page')).toBe('1');

    await page.getByRole('button', { name: 'RESET', exact: true }).click();
    await expectRows(all);
    expect(query().get('year')).toBeNull();
    expect(query().get('make')).toBeNull();
    expect(await field('Year').inputValue()).toBe('');
  });

  it('narrows by age, from a link or with the slider, and says so when no vehicle is left', async () => {
    await openInventory('new', '?page=1&age_min=0&age_max=30');
    await expectRows(await expected.rows('new', { age_min: 0, age_max: 30 }));

    // The slider starts at the stock's own range; moving its lower thumb and APPLY narrows the list.
    const [low, high] = await expected.ageRange('new');
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
    await expectRows(await expected.rows('new', { age_min: low + 10 }));

    await openInventory('demo', '?page=1&year=1999');
    expect(await expected.rows('demo', { year: 1999 })).toEqual([]);
    await expectRows([]);
    expect(await table().textContent()).toContain('no inventory for this vehicle type');
  });

  it('EXPORT CSV opens a signed link whose CSV is the view, sorted and filtered, ages at the dealer', async () => {
    const [vehicle] = await expected.listed('all');
    if (!vehicle) throw new Error('No vehicle in stock.');
    const view = [{ make: vehicle.make }, { by: 'price', order: 'asc' }] as const;
    await openInventory('all', `?page=1&order_by=price&order=asc&make=${encodeURIComponent(vehicle.make)}`);
    await expectRows(await expected.rows('all', ...view));
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const url = new URL(await waitUntil('the signed export link', openedLink), app.url);
    expect(url.pathname).toBe('/vehicles');
    expect(url.searchParams.get('make')).toBe(vehicle.make);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(independentCsv(INVENTORY_HEADERS, await expected.rows('all', ...view)));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="all-inventory-${expected.today}.csv"`);
  });

  it('a row opens its vehicle page', async () => {
    await openInventory('all');
    const [first] = await expected.listed('all');
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
    const found = (await expected.facts()).find((candidate) => candidate.incentives > 0 && candidate.vehicle.features.length > 0);
    if (!found) throw new Error('No vehicle with incentives and features in the demo stock.');
    const { vehicle, incentives } = found;
    await openVehicle(vehicle);
    const banner = page.locator('.vehicle-banner');
    expect(await banner.getByRole('heading').textContent()).toBe(vehicleTitle(vehicle));
    expect(await banner.textContent()).toContain(`STOCK # ${vehicle.stock}`);
    expect(await banner.textContent()).toContain(TYPE_LABELS[vehicle.stock_type]);
    expect(await banner.textContent()).toContain('currently available');
    expect(await tab('VEHICLE').getAttribute('aria-selected')).toBe('true');
    const details = page.getByRole('definition');
    expect(await page.getByLabel('Details').textContent()).toContain(vehicle.vin);
    expect(await details.allTextContents()).toContain(vehicle.ext_color);
    const features = page.getByRole('table', { name: 'Features' });
    expect(await features.locator('tbody tr').count()).toBe(vehicle.features.length);
    const incentiveRows = page.getByRole('table', { name: 'Incentives' });
    expect(await incentiveRows.locator('tbody tr').count()).toBe(incentives);
  });

  it('says No features and No incentives when the vehicle has none', async () => {
    const used = (await expected.facts()).find((candidate) => candidate.incentives === 0 && candidate.vehicle.features.length > 0)?.vehicle;
    if (!used) throw new Error('The demo stock needs a vehicle with features and without incentives.');
    await openVehicle(PLAIN_VEHICLE);
    await expect.poll(() => page.locator('.vehicle-information').textContent()).toContain('No features');
    expect(await page.getByRole('table', { name: 'Features' }).count()).toBe(0);
    await openVehicle(used);
    await expect.poll(() => page.locator('.vehicle-information').textContent()).toContain('No incentives');
    expect(await page.getByRole('table', { name: 'Incentives' }).count()).toBe(0);
    expect(await page.locator('.vehicle-information').textContent()).not.toContain('No features');
  });

  it('offers INSTOCK only when the vehicle has matches, and lists them', async () => {
    const facts = await expected.facts();
    const matched = facts.find((candidate) => candidate.matches > 0);
    const alone = facts.find((candidate) => candidate.matches === 0);
    if (!matched || !alone) throw new Error('The demo stock needs vehicles with and without in-stock matches.');
    await openVehicle(alone.vehicle);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['VEHICLE', 'SERVICE']);
    await openVehicle(matched.vehicle);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['VEHICLE', 'SERVICE', `INSTOCK${matched.matches}`]);
    await tab('INSTOCK').click();
    // The other vehicles in stock of the same make and model, any year, trim or type, newest stock first.
    const { id, make, model } = matched.vehicle;
    const matches = await expected.rows('all', { make, model, except: id });
    expect(matches).toHaveLength(matched.matches);
    await expect.poll(() => shownRows(table('In-stock matches')), { timeout: 20_000 }).toEqual(matches);
    await tab('SERVICE').click();
    await page.getByRole('region', { name: 'Service history' }).waitFor({ timeout: 20_000 });
  });

  it('lists the open opportunities the vehicle could replace, each opening its deal sheet with the vehicle as replacement', async () => {
    const { vehicle, opportunities } = await expected.replacement();
    await openVehicle(vehicle);
    const list = table('Open opportunities');
    await expect.poll(() => shownRows(list).then((shown) => shown?.map((cells) => cells[0])), { timeout: 20_000 }).toEqual(opportunities.map((row) => row.name));
    await list.locator('.virtual-table-scroll').evaluate((element) => element.scrollTo({ top: 0 }));
    await list.locator('[role="row"][aria-rowindex="2"]').click();
    await page.waitForURL((url) => url.pathname === `/deal/${encodeURIComponent(opportunities[0]?.id ?? '')}/dealsheet`);
    expect(query().get('replacement')).toBe(vehicle.id);
  });

  it('says not available for a vehicle that left stock, and BACK returns to the list', async () => {
    const sold = await expected.soldVehicle();
    await openInventory('all');
    await openVehicle(sold);
    expect(await page.locator('.vehicle-banner').textContent()).toContain('not available');
    await page.getByRole('button', { name: 'BACK' }).click();
    await page.waitForURL((url) => url.pathname === '/inventory/all');
  });
});
