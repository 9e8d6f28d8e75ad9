import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, openCustomerList, openEquityList, shownCustomerRows, submitSignIn, syncIndicator, type DealerRecord } from './support/appPages.ts';

/**
 * A first sync cut off half way (the Wi-Fi drops as the worker asks for the dealer's sales), a customer made off line
 * then, and reloads: during the sync, off line, the app shows what the sync had stored and the customer; after the
 * sync, every customer and every opportunity is there, the new customer once. Expected counts are read from the
 * server's tables with SQL.
 */

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;

const FIRST = 'Midsyncia';
const LAST = 'Reloadworth';
const TYPES = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'];

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ({ context, page } = await app.newPage());
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

async function individualCount(): Promise<number> {
  const [row] = await app.server.deps.db.query<{ count: string }>(
    "SELECT count(*) AS count FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I'",
    [cambridge.token],
  );
  return Number(row?.count);
}

async function opportunityCounts(): Promise<string[]> {
  const rows = await app.server.deps.db.query<{ type: string; count: string }>(
    "SELECT doc->>'type' AS type, count(*) AS count FROM opportunities WHERE dealer = $1 AND NOT deleted GROUP BY 1",
    [cambridge.token],
  );
  const counts = new Map(rows.map((row) => [row.type, Number(row.count)]));
  return TYPES.map((type) => (counts.get(type) ?? 0).toLocaleString('en-US'));
}

const tabCounts = () =>
  Promise.all(TYPES.map((type) => page.getByRole('navigation', { name: 'Opportunity types' }).locator(`a[href="/opportunity/${type}?page=1"] .tab-count`).textContent()));

const listTotal = async () => (await page.locator('.list-range').textContent())?.split(' of ')[1];

async function searchCustomers(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(text);
  await page.getByRole('button', { name: 'APPLY' }).click();
}

describe('reloading during a first sync and after it', () => {
  it('the sync is cut off line as it asks for the sales, after the opportunities and customers are stored', async () => {
    await page.goto(`${app.url}/login`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const cut = app.offlineOn(context, (line) => line.startsWith('GET /sync/snapshot?') && line.includes('collection=deals'));
    await submitSignIn(page, app.url, 'sales@demo.dealer');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    await cut;
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toMatch(/^Offline/);
  });

  it('a customer made off line during the sync shows at once', async () => {
    await openCustomerList(page);
    await page.getByRole('navigation', { name: 'Customer types' }).getByRole('link', { name: '+ Add' }).click();
    const form = page.getByRole('dialog', { name: 'New customer' });
    await form.getByLabel('First name').fill(FIRST);
    await form.getByLabel('Last name').fill(LAST);
    await form.getByRole('button', { name: 'CREATE CUSTOMER' }).click();
    await page.getByRole('dialog', { name: 'Create Customer' }).getByRole('button', { name: 'YES' }).click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await expect.poll(() => success.textContent()).toContain(`The customer ${LAST}, ${FIRST} was created successfully.`);
    await success.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline · 1 waiting');
  });

  it('a reload off line, the sync unfinished, shows every stored opportunity and customer and the one made off line', async () => {
    const individuals = await individualCount();
    await page.reload();
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Offline · 1 waiting');
    await expect.poll(listTotal, { timeout: 20_000 }).toBe((individuals + 1).toLocaleString('en-US'));
    await searchCustomers(LAST);
    await expect.poll(async () => (await shownCustomerRows(page)).map((row) => row.name)).toEqual([`${LAST}, ${FIRST}`]);
    await openEquityList(page);
    await expect.poll(tabCounts, { timeout: 20_000 }).toEqual(await opportunityCounts());
  });

  it('back on line the sync ends and the customer reaches the server; a reload then finds every document, the customer once', async () => {
    await app.setOffline(context, false);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 60_000 }).toBe('Synced');
    const made = await app.server.deps.db.query("SELECT id FROM customers WHERE dealer = $1 AND doc->>'last_name' = $2", [cambridge.token, LAST]);
    expect(made.length).toBe(1);
    await page.reload();
    await expect.poll(tabCounts, { timeout: 20_000 }).toEqual(await opportunityCounts());
    await openCustomerList(page);
    await expect.poll(listTotal, { timeout: 20_000 }).toBe((await individualCount()).toLocaleString('en-US'));
    await searchCustomers(LAST);
    await expect.poll(async () => (await shownCustomerRows(page)).map((row) => row.name)).toEqual([`${LAST}, ${FIRST}`]);
  });
});
