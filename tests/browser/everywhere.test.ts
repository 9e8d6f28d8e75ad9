import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, signInPastReleaseNotes, waitForCustomerRows, type DealerRecord } from './support/appPages.ts';

let app: BrowserApp;
let page: Page;
let cambridge: DealerRecord;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ({ page } = await app.newPage());
  await signInPastReleaseNotes(page, app.url, app.server.deps.db, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

const dialog = (name: string) => page.getByRole('dialog', { name, exact: true });
const optionTexts = (select: ReturnType<Page['locator']>) => select.locator('option').allTextContents();

/** Closes the "Please check the form" dialog with OK, answering its message. */
async function formProblem(): Promise<string | null> {
  const problem = dialog('Please check the form');
  const text = await problem.getByRole('alert').textContent();
  await problem.getByRole('button', { name: 'OK' }).click();
  await problem.waitFor({ state: 'detached' });
  return text;
}

describe('inactive users are never offered', () => {
  it("the customer list's REASSIGN and the calendar's user select leave out Grant Holloway, who is inactive", async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await waitForCustomerRows(page);
    await page.getByRole('button', { name: 'REASSIGN' }).click();
    const reassign = dialog('Reassign');
    const users = reassign.getByLabel('User');
    await expect.poll(() => optionTexts(users), { timeout: 20_000 }).toContain('Ryan Mitchell (sales@demo.dealer)');
    expect((await optionTexts(users)).filter((text) => text.includes('Holloway'))).toEqual([]);
    await reassign.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto(`${app.url}/calendar`);
    const select = page.getByRole('combobox', { name: 'User' });
    await expect.poll(() => optionTexts(select), { timeout: 20_000 }).toContain('Ryan Mitchell');
    expect((await optionTexts(select)).filter((text) => text.includes('Holloway'))).toEqual([]);
  });
});

describe('opportunity and sale types read as the menu names them', () => {
  it('the customer list: its type filter and its chips', async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await waitForCustomerRows(page);
    expect(await optionTexts(page.getByRole('combobox', { name: 'Opportunity type' }))).toEqual([
      'All',
      'Upgrade',
      'Service Appt',
      'Leasing',
      'Warranty',
      'Cash Conversion',
      'Conquest',
      'Non-Prime',
      'Service',
    ]);
    const chipTexts = () => page.getByRole('table', { name: 'Customers' }).locator('.chip').allTextContents();
    // The chips come with the customers' opportunities, which may arrive after the rows.
    await expect.poll(async () => (await chipTexts()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const chips = await chipTexts();
    for (const chip of chips) expect(chip).toMatch(/^(UPGRADE|SERVICE APPT|LEASING|WARRANTY|CASH CONVERSION|CONQUEST|NON-PRIME|SERVICE) \d+$/);
  });

  it('the sold opportunities: the filters and the OP TYPE and SALE TYPE columns', async () => {
    await page.goto(`${app.url}/sold/opportunities?page=1&start_date=2000-01-01&end_date=2099-12-31`);
    const table = page.getByRole('table', { name: /sold/i });
    await expect.poll(() => table.locator('[role="row"][aria-rowindex]:not(.is-loading)').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    const types = ['Upgrade', 'Service Appt', 'Leasing', 'Warranty', 'Cash Conversion', 'Conquest', 'Non-Prime', 'Service'];
    const opTypes = await optionTexts(page.getByRole('combobox', { name: 'Op type' }));
    expect(opTypes[0]).toBe('All');
    expect(opTypes.length).toBeGreaterThan(2);
    for (const label of opTypes.slice(1)) expect(types).toContain(label);
    expect(await optionTexts(page.getByRole('combobox', { name: 'Sale type' }))).toEqual(['All', 'Finance', 'Lease', 'Cash']);
    const rows = await table.locator('[role="row"][aria-rowindex]:not(.is-loading)').evaluateAll((elements) =>
      elements.map((row) => Array.from(row.querySelectorAll('[role="cell"]'), (cell) => (cell.textContent ?? '').trim())),
    );
    for (const cells of rows) {
      expect(types).toContain(cells[1]);
      expect(['Finance', 'Lease', 'Cash']).toContain(cells[5]);
    }
  });
});

describe('search says what it searches when nothing is found', () => {
  it('on the Customer tab and on the Vehicle tab', async () => {
    await page.goto(`${app.url}/search?term=zzqxv&tab=customer&page=1`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Customer results' }).locator('.virtual-table-empty').textContent(), { timeout: 20_000 })
      .toBe(
        'No Results For Your Search: no customer matches "zzqxv". Search looks in the names and phone numbers of customers and prospects, and in the 17-character VINs of vehicles.',
      );
    await page.getByRole('navigation', { name: 'Search results' }).getByRole('link', { name: /^Vehicle/ }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Vehicle results' }).locator('.virtual-table-empty').textContent(), { timeout: 20_000 })
      .toBe(
        'No Results For Your Search: "zzqxv" is not a VIN. The Vehicle tab finds vehicles in stock by their 17-character VIN; names and phone numbers find customers and prospects on the other tabs.',
      );
  });
});

describe('the User Management count', () => {
  it('agrees with the users list: every user of the dealer, Grant Holloway (inactive) too', async () => {
    const [row] = await app.server.deps.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'",
      [cambridge.token],
    );
    const users = row?.n ?? 0;
    await page.goto(`${app.url}/settings/users?page=1`);
    const badge = page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: /User Management/ }).locator('.tab-count');
    await expect.poll(() => badge.textContent(), { timeout: 20_000 }).toBe(String(users));
    await expect.poll(() => page.locator('.settings-users .list-range').textContent()).toMatch(new RegExp(` of ${users}$`));
  });
});

describe('a required-fields message names the fields and marks them', () => {
  it('the user form', async () => {
    await page.goto(`${app.url}/settings/users?page=1`);
    await page.getByRole('button', { name: 'ADD USER' }).click();
    const popup = dialog('Add User');
    await popup.getByLabel('First Name *').fill('Nadia');
    await popup.getByRole('button', { name: 'SAVE', exact: true }).click();
    expect(await formProblem()).toBe('Please ensure you filled all required fields: Email and Last Name.');
    const email = popup.getByRole('textbox', { name: 'Email *' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await popup.getByRole('textbox', { name: 'Last Name *' }).getAttribute('aria-invalid')).toBe('true');
    expect(await popup.getByRole('textbox', { name: 'First Name *' }).getAttribute('aria-invalid')).toBeNull();
    expect(await popup.getByText('Email is required.').isVisible()).toBe(true);
    expect(await popup.getByText('Last Name is required.').isVisible()).toBe(true);
    await email.fill('nadia@demo.dealer');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await popup.getByText('Email is required.').count()).toBe(0);
    await popup.getByRole('button', { name: 'CANCEL' }).click();
  });

  it('the new customer form', async () => {
    await page.goto(`${app.url}/customers/add?page=1`);
    const popup = dialog('New customer');
    await popup.getByLabel('First name').fill('Ada');
    await popup.getByRole('button', { name: 'CREATE CUSTOMER' }).click();
    expect(await formProblem()).toBe('Please ensure you have supplied a Customer name.');
    expect(await popup.getByLabel('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(await popup.getByLabel('First name').getAttribute('aria-invalid')).toBeNull();
    expect(await popup.getByLabel('Last name').getAttribute('aria-describedby')).not.toBeNull();
  });
});
