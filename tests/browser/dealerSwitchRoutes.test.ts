import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  customerRowKeysOf,
  dealerByKey,
  headerDealerName,
  rowKey,
  shownCustomerRows,
  signInPastReleaseNotes,
  type DealerRecord,
} from './support/appPages.ts';

let app: BrowserApp;
let page: Page;
let cambridge: DealerRecord;
let columbus: DealerRecord;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  columbus = await dealerByKey(app.server.deps.db, 'COLU01');
  ({ page } = await app.newPage());
  await signInPastReleaseNotes(page, app.url, app.server.deps.db, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

async function chooseDealer(name: string): Promise<void> {
  await page.getByRole('button', { name: 'CHANGE' }).click();
  const selector = page.getByRole('dialog', { name: 'Select a dealer' });
  await selector.getByRole('button', { name: new RegExp(name) }).click();
  await selector.waitFor({ state: 'detached' });
}

const shownPath = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('a dealer switch on a page of one record', () => {
  it("on a business customer's page lands on the new dealer's business customers", async () => {
    const [customer] = await app.server.deps.db.query<{ id: string; name: string }>(
      `SELECT id, doc->>'full_name' AS name FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'B' ORDER BY id LIMIT 1`,
      [cambridge.token],
    );
    if (!customer) throw new Error('No business customer at CAMB01.');
    await page.goto(`${app.url}/customer/${encodeURIComponent(customer.id)}/overview`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(customer.name);

    await chooseDealer('Columbus Ford');

    await expect.poll(shownPath).toBe('/customers/business?page=1');
    await expect.poll(() => headerDealerName(page).textContent()).toBe(columbus.name);
    const theirs = await customerRowKeysOf(app.server.deps.db, columbus.token);
    await expect
      .poll(async () => {
        const rows = await shownCustomerRows(page);
        return rows.length > 0 && rows.every((row) => theirs.has(rowKey(row)));
      }, { timeout: 20_000 })
      .toBe(true);
    expect(await page.getByText('There was a problem loading their request').count()).toBe(0);
  });

  it("on a deal page lands on the new dealer's opportunity list of the deal's type", async () => {
    const [deal] = await app.server.deps.db.query<{ id: string; name: string }>(
      `SELECT id, doc->>'name' AS name FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'cash' ORDER BY id LIMIT 1`,
      [columbus.token],
    );
    if (!deal) throw new Error('No cash opportunity at COLU01.');
    await page.goto(`${app.url}/deal/${encodeURIComponent(deal.id)}/dealsheet`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(deal.name);

    await chooseDealer('Cambridge Toyota');

    await expect.poll(shownPath).toBe('/opportunity/cash?page=1');
    await expect.poll(() => headerDealerName(page).textContent()).toBe(cambridge.name);
    const tabs = page.getByRole('navigation', { name: 'Opportunity types' });
    await expect.poll(() => tabs.getByRole('link', { name: /CASH CONVERSION/ }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('There was a problem loading their request').count()).toBe(0);
  });

  it('on a list keeps the list and its filters, back on page 1', async () => {
    await page.goto(`${app.url}/customers/individual?page=3&status=active`);
    await expect.poll(() => shownCustomerRows(page).then((rows) => rows.length > 0), { timeout: 20_000 }).toBe(true);

    await chooseDealer('Columbus Ford');

    await expect.poll(() => headerDealerName(page).textContent()).toBe(columbus.name);
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('active');
    expect(new URL(page.url()).pathname).toBe('/customers/individual');
    expect(['1', null]).toContain(new URL(page.url()).searchParams.get('page'));
  });
});
