import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  customerRowKeysOf,
  rowKey,
  dealerByKey,
  headerDealerName,
  openCustomerList,
  shownCustomerRows,
  signIn,
  syncIndicator,
  waitForCustomerRows,
  type DealerRecord,
} from './support/appPages.ts';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;

// A name no demo customer has, so a search finds only the customer made here.
const FIRST = 'Offlinia';
const LAST = 'Quixworth';

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ({ context, page } = await app.newPage());
  await signIn(page, app.url, 'service@demo.dealer');
  await openCustomerList(page);
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

async function serverCustomersNamed(last: string): Promise<{ dealer: string; first_name: string }[]> {
  return app.server.deps.db.query<{ dealer: string; first_name: string }>(
    "SELECT dealer, doc->>'first_name' AS first_name FROM customers WHERE doc->>'last_name' = $1",
    [last],
  );
}

async function openNewCustomerForm() {
  await page.getByRole('navigation', { name: 'Customer types' }).getByRole('link', { name: '+ Add' }).click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  await form.waitFor();
  return form;
}

async function searchCustomers(text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(text);
  await page.getByRole('button', { name: 'APPLY' }).click();
}

describe('offline', () => {
  it('is synced online first, with the service worker controlling the page', async () => {
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    await waitForCustomerRows(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  });

  it('a reload while offline still shows the shell and the local customer rows', async () => {
    const numbers = await customerRowKeysOf(app.server.deps.db, cambridge.token);
    await app.setOffline(context, true);
    await page.reload();
    await expect.poll(() => headerDealerName(page).textContent(), { timeout: 20_000 }).toBe(cambridge.name);
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline');
    const rows = await waitForCustomerRows(page);
    for (const row of rows) expect(numbers).toContain(rowKey(row));
    // The page really is offline: the server cannot be reached from it.
    const reachable = await page.evaluate(() =>
      fetch('/health').then(
        () => true,
        () => false,
      ),
    );
    expect(reachable).toBe(false);
  });

  it('the new customer form refuses an empty name and an empty business name with the validation alert', async () => {
    const form = await openNewCustomerForm();
    await form.getByRole('button', { name: 'CREATE CUSTOMER' }).click();
    const alert = page.getByRole('dialog', { name: 'Please check the form' });
    await expect.poll(() => alert.getByRole('alert').textContent()).toBe('Please ensure you have supplied a Customer name.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await form.getByLabel('Type').selectOption({ label: 'Business' });
    await form.getByRole('button', { name: 'CREATE CUSTOMER' }).click();
    await expect.poll(() => alert.getByRole('alert').textContent()).toBe('Please ensure you have supplied a Business name.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await form.getByLabel('Type').selectOption({ label: 'Individual' });
    // Still the form, nothing created.
    await form.waitFor();
    await form.getByRole('button', { name: 'CANCEL' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('a customer created offline shows in the list at once, and reaches the server once back online', async () => {
    const form = await openNewCustomerForm();
    await form.getByLabel('First name').fill(FIRST);
    await form.getByLabel('Last name').fill(LAST);
    await form.getByRole('button', { name: 'CREATE CUSTOMER' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create Customer' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to create this customer?');
    await confirm.getByRole('button', { name: 'YES' }).click();

    const success = page.getByRole('dialog', { name: 'Success' });
    await expect.poll(() => success.textContent()).toContain(`The customer ${LAST}, ${FIRST} was created successfully.`);
    // GO TO CUSTOMER opens the new customer's profile, from local data while offline.
    await success.getByRole('button', { name: 'GO TO CUSTOMER' }).click();
    await page.waitForURL((url) => /^\/customer\/[0-9a-f-]{36}\/overview$/.test(url.pathname));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${FIRST} ${LAST}`);
    await openCustomerList(page);

    await searchCustomers(LAST);
    await expect.poll(async () => (await shownCustomerRows(page)).map((row) => row.name)).toEqual([`${LAST}, ${FIRST}`]);
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline · 1 waiting');
    expect(await serverCustomersNamed(LAST)).toEqual([]);

    await app.setOffline(context, false);
    await expect.poll(() => serverCustomersNamed(LAST), { timeout: 20_000 }).toEqual([{ dealer: cambridge.token, first_name: FIRST }]);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    // Still listed once, now as the server's row.
    expect((await shownCustomerRows(page)).map((row) => row.name)).toEqual([`${LAST}, ${FIRST}`]);
  });
});
