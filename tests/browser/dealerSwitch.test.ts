import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  acknowledgeReleaseNotes,
  customerRowKeysOf,
  rowKey,
  dealerByKey,
  headerDealerName,
  openCustomerList,
  shownCustomerRows,
  signIn,
  waitForCustomerRows,
  type DealerRecord,
} from './support/appPages.ts';

const ADMIN = 'admin@demo.dealer';

let app: BrowserApp;
let page: Page;
const dealers = new Map<string, DealerRecord & { numbers: Set<string> }>();

beforeAll(async () => {
  app = await startBrowserApp();
  for (const key of ['CAMB01', 'CALG01', 'COLU01']) {
    const dealer = await dealerByKey(app.server.deps.db, key);
    dealers.set(key, { ...dealer, numbers: await customerRowKeysOf(app.server.deps.db, dealer.token) });
  }
  ({ page } = await app.newPage());
  await signIn(page, app.url, ADMIN);
  await acknowledgeReleaseNotes(page);
  await openCustomerList(page);
});

afterAll(async () => {
  await app?.close();
});

function dealer(key: string): DealerRecord & { numbers: Set<string> } {
  const found = dealers.get(key);
  if (!found) throw new Error(`No dealer ${key}.`);
  return found;
}

async function currentDealerKeyOnServer(email: string): Promise<string | undefined> {
  const [row] = await app.server.deps.db.query<{ key: string }>(
    'SELECT d.key FROM users u JOIN dealers d ON d.id = u.current_dealer_id WHERE u.email = $1',
    [email],
  );
  return row?.key;
}

/**
 * Waits until every loaded row on screen is a customer of this dealer, and answers the rows. A dealer not synced yet
 * is answered by the server first: the switch's speed is a benchmark (dealerSwitchBench), not this test's business.
 */
async function waitForRowsOf(key: string) {
  const { numbers } = dealer(key);
  let rows = await shownCustomerRows(page);
  await expect
    .poll(async () => {
      rows = await shownCustomerRows(page);
      return rows.length > 0 && rows.every((row) => numbers.has(rowKey(row)));
    }, { timeout: 20_000 })
    .toBe(true);
  return rows;
}

async function chooseDealer(name: string): Promise<void> {
  await page.getByRole('button', { name: 'CHANGE' }).click();
  const selector = page.getByRole('dialog', { name: 'Select a dealer' });
  await selector.getByRole('button', { name: new RegExp(name) }).click();
  await selector.waitFor({ state: 'detached' });
}

describe('dealer switch as admin', () => {
  it('starts on Cambridge Toyota with its customers in KM', async () => {
    await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer('CAMB01').name);
    await waitForCustomerRows(page);
    const rows = await waitForRowsOf('CAMB01');
    const distances = rows.map((row) => row.distance).filter(Boolean);
    expect(distances.length).toBeGreaterThan(0);
    for (const distance of distances) expect(distance).toMatch(/^[\d,]+ KM$/);
  });

  it('the selector lists the 3 dealers in a grid of four per row, the current one marked', async () => {
    await page.getByRole('button', { name: 'CHANGE' }).click();
    const selector = page.getByRole('dialog', { name: 'Select a dealer' });
    await selector.waitFor();
    expect(await selector.getByText('3 Dealers', { exact: true }).count()).toBe(1);

    const grid = selector.locator('.dealer-grid');
    const cards = grid.getByRole('button');
    expect(await cards.count()).toBe(3);
    const names = await cards.locator('.dealer-card-name').allTextContents();
    expect(names.sort()).toEqual(['Calgary Honda', 'Cambridge Toyota', 'Columbus Ford']);
    for (const key of ['CAMB01', 'CALG01', 'COLU01']) expect(await grid.getByText(key, { exact: true }).count()).toBe(1);
    // A grid four per row: one padding cell completes the row of three.
    const layout = await grid.evaluate((element) => {
      const style = getComputedStyle(element);
      return { display: style.display, columns: style.gridTemplateColumns.split(' ').length, cells: element.children.length };
    });
    expect(layout).toEqual({ display: 'grid', columns: 4, cells: 4 });
    expect(await grid.getByRole('button', { name: /Cambridge Toyota/ }).getAttribute('class')).toContain('is-current');

    await selector.getByRole('button', { name: 'Close', exact: true }).click();
    await selector.waitFor({ state: 'detached' });
    expect(await headerDealerName(page).textContent()).toBe(dealer('CAMB01').name);
  });

  it('choosing Columbus Ford switches in place: header, rows of that dealer only, MI, recorded on the server', async () => {
    const before = await waitForRowsOf('CAMB01');
    await page.evaluate(() => {
      (window as Window & { __marker?: number }).__marker = 42;
    });

    await chooseDealer('Columbus Ford');

    await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer('COLU01').name);
    const rows = await waitForRowsOf('COLU01');
    const old = dealer('CAMB01').numbers;
    expect(rows.filter((row) => old.has(rowKey(row)))).toEqual([]);
    expect(rows.filter((row) => before.some((b) => rowKey(b) === rowKey(row)))).toEqual([]);
    const distances = rows.map((row) => row.distance).filter(Boolean);
    expect(distances.length).toBeGreaterThan(0);
    for (const distance of distances) expect(distance).toMatch(/^[\d,]+ MI$/);

    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(42);
    await expect.poll(() => currentDealerKeyOnServer(ADMIN)).toBe('COLU01');
  });

  it('switching back to Cambridge Toyota is correct, still without a reload (its speed is a benchmark)', async () => {
    await chooseDealer('Cambridge Toyota');
    await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer('CAMB01').name);
    const rows = await waitForRowsOf('CAMB01');
    for (const distance of rows.map((row) => row.distance).filter(Boolean)) expect(distance).toMatch(/ KM$/);
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBe(42);
    await expect.poll(() => currentDealerKeyOnServer(ADMIN)).toBe('CAMB01');
  });

  it('the choice survives a reload: the server answers the last dealer set', async () => {
    await chooseDealer('Calgary Honda');
    await expect.poll(() => currentDealerKeyOnServer(ADMIN)).toBe('CALG01');
    await page.reload();
    await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer('CALG01').name);
    await waitForRowsOf('CALG01');
    expect(await page.evaluate(() => (window as Window & { __marker?: number }).__marker)).toBeUndefined();
  });

  it('a deal sheet of the us dealer gives the odometer in miles', async () => {
    await chooseDealer('Columbus Ford');
    await expect.poll(() => currentDealerKeyOnServer(ADMIN)).toBe('COLU01');
    const [deal] = await app.server.deps.db.query<{ id: string; km: string }>(
      `SELECT o.id, v.doc->>'mileage' AS km FROM opportunities o JOIN vehicles v ON v.dealer = o.dealer AND v.id = o.doc->>'vehicle_id'
       WHERE o.dealer = $1 AND NOT o.deleted AND NOT v.deleted AND o.doc->>'type' = 'equity' AND v.doc->>'mileage' IS NOT NULL
       ORDER BY o.id LIMIT 1`,
      [dealer('COLU01').token],
    );
    if (!deal) throw new Error('No equity opportunity with a mileage at COLU01.');
    const miles = `${Math.round(Number(deal.km) / 1.609344).toLocaleString('en-US')} MI`;
    await page.goto(`${app.url}/deal/${encodeURIComponent(deal.id)}/dealsheet`);
    const current = page.getByRole('region', { name: 'Current vehicle' });
    await current.waitFor();
    await expect.poll(() => current.locator('.deal-muted').first().textContent()).toContain(miles);
    expect(await current.textContent()).not.toContain(' KM');
  });
});
