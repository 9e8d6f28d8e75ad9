import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBillingTransaction } from '../../sync-server/billing/billingTransactions.ts';
import { postWebhookTo, startStripeLoopback, TEST_STRIPE_SECRET_KEY, TEST_STRIPE_WEBHOOK_SECRET, type StripeLoopback } from '../support/stripeLoopback.ts';
import { headerDealerName, signInFirstTime, syncIndicator } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;

let app: BrowserApp;
let stripe: StripeLoopback;
let page: Page;

beforeAll(async () => {
  stripe = await startStripeLoopback(postWebhookTo(() => `${app.url}/billing/webhook`));
  // The server reads the payment provider from its environment at start, as `npm start` does.
  process.env.STRIPE_SECRET_KEY = TEST_STRIPE_SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = TEST_STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE = stripe.apiBase;
  try {
    app = await startBrowserApp();
  } finally {
    for (const name of STRIPE_ENV) delete process.env[name];
  }
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

const table = () => page.getByRole('table', { name: 'Billing' });
const figure = (name: string) => page.locator('.billing-figure').filter({ hasText: name }).locator('dd');
const rows = async () => (await virtualTableRows(page, table())) ?? null;

describe('the Billing tab', () => {
  it('adds funds through a card checkout: back with the notice, the credit listed once with the new balance, even when the webhook repeats', async () => {
    await page.goto(`${app.url}/settings/billing`);
    await expect.poll(() => headerDealerName(page).textContent()).toBe('Cambridge Toyota');
    await table().getByText('NO BILLING FOR THIS QUERY').waitFor({ timeout: 20_000 });
    await expect.poll(() => figure('Current Balance').textContent()).toBe('$0.00 CAD');
    expect(await figure('Added This Month').textContent()).toBe('$0.00 CAD');
    expect(await page.locator('.list-range').textContent()).toBe('0 - 0 of 0');

    const addFunds = page.getByRole('button', { name: 'ADD FUNDS' });
    await expect.poll(() => addFunds.isEnabled()).toBe(true);
    await addFunds.click();
    const dialog = page.getByRole('dialog', { name: 'ADD FUNDS' });
    const amount = dialog.getByLabel('Amount (CAD, whole dollars)');
    await amount.fill('5');
    await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter a whole number of dollars from 10 to 10,000.');
    expect(stripe.requests).toHaveLength(0);

    await amount.fill('250');
    await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/billing' && url.searchParams.get('checkout') === 'success', { timeout: 30_000 });
    const session = new URL(page.url()).searchParams.get('session_id') ?? '';
    expect(session).toBe('cs_test_loopback_1');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Thank you' }).textContent(), { timeout: 20_000 })
      .toBe('Thank you: your payment went through. The funds show here as soon as the payment provider confirms them.');

    await expect.poll(rows, { timeout: 30_000 }).toEqual([[expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 'Stripe', 'Credit', 'Funds added by card (admin@demo.dealer)', '$250.00 CAD']]);
    expect(await figure('Current Balance').textContent()).toBe('$250.00 CAD');
    expect(await figure('Added This Month').textContent()).toBe('$250.00 CAD');
    expect(await page.locator('.list-range').textContent()).toBe('1 - 1 of 1');

    // The provider delivers the same webhook again; then a marketing spend is recorded: it arrives after anything the
    // repeat would have added, so once it shows, the list is complete.
    expect(await stripe.deliverWebhook(session)).toBe(200);
    const [dealer] = await app.server.deps.db.query<{ token: string }>(`SELECT token FROM dealers WHERE key = 'CAMB01'`);
    await recordBillingTransaction({ db: app.server.deps.db, store: app.server.store }, dealer?.token ?? '', {
      platform: 'Facebook',
      transaction_type: 'debit',
      description: 'Spring service campaign',
      amount: 40.5,
      currency: 'CAD',
      providerReference: 'campaign-spring',
    });
    await expect.poll(async () => (await rows())?.map((row) => row.slice(1)), { timeout: 30_000 }).toEqual([
      ['Facebook', 'Debit', 'Spring service campaign', '-$40.50 CAD'],
      ['Stripe', 'Credit', 'Funds added by card (admin@demo.dealer)', '$250.00 CAD'],
    ]);
    expect(await figure('Current Balance').textContent()).toBe('$209.50 CAD');
    expect(await figure('Added This Month').textContent()).toBe('$250.00 CAD');
    expect(await page.locator('.list-range').textContent()).toBe('1 - 2 of 2');

    await page.getByRole('search', { name: 'Billing filters' }).getByLabel('Type').selectOption('debit');
    await page.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'debit');
    await expect.poll(async () => (await rows())?.map((row) => row[3])).toEqual(['Spring service campaign']);
    await page.getByRole('search', { name: 'Billing filters' }).getByLabel('Search').fill('nothing like this');
    await page.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await table().getByText('NO BILLING FOR THIS QUERY').waitFor();
  });

  it('says in the dialog why no checkout could be started when the payment service answers an error, and stays on the tab', async () => {
    await page.goto(`${app.url}/settings/billing`);
    const addFunds = page.getByRole('button', { name: 'ADD FUNDS' });
    await expect.poll(() => addFunds.isEnabled()).toBe(true);
    await addFunds.click();
    const dialog = page.getByRole('dialog', { name: 'ADD FUNDS' });
    await dialog.getByLabel('Amount (CAD, whole dollars)').fill('100');
    stripe.failSessionsWith = 500;
    try {
      await dialog.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').textContent(), { timeout: 20_000 })
        .toBe('The card payment service could not start the payment: please try again in a few minutes, or ask this server’s administrator to check its payment settings.');
    } finally {
      stripe.failSessionsWith = null;
    }
    expect(new URL(page.url()).pathname).toBe('/settings/billing');
  });
});
