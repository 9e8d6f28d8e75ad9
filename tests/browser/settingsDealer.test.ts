import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, headerDealerName, openEquityList, signIn, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';

/**
 * The Dealership and Opportunity tabs (spec 002 §2) with the admin of Cambridge Toyota: page A edits the settings,
 * page B (another browser profile, its own worker and store) keeps a deal sheet open and sees it follow.
 */
let app: BrowserApp;
let pageA: Page;
let pageB: Page;
let contextA: BrowserContext;
let cambridge: DealerRecord;

/** Moves within the app as its links do (no reload). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const synced = (page: Page) => waitUntil('the sync', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 60_000);
const db = () => app.server.deps.db;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(db(), 'CAMB01');
  ({ context: contextA, page: pageA } = await app.newPage());
  await signInFirstTime(pageA, app.url, 'admin@demo.dealer');
  await synced(pageA);
  ({ page: pageB } = await app.newPage());
  await signIn(pageB, app.url, 'admin@demo.dealer');
  await synced(pageB);
});

afterAll(async () => {
  await contextA?.setOffline(false).catch(() => undefined);
  await app?.close();
});

describe('the dealership tab', () => {
  it('shows the map and the dealer, keeps only digits and dots in the phone, saves, and keeps it after a reload', async () => {
    await go(pageA, '/settings/dealership');
    const form = pageA.locator('form.settings-dealership-form');
    await expect.poll(() => form.getByLabel('Dealership Name').inputValue()).toBe(cambridge.name);
    expect(await pageA.getByTestId('dealer-map').isVisible()).toBe(true);
    // The tab strip keeps its height above a tab taller than the window (a flex column squeezed it to 1 px once).
    expect((await pageA.getByRole('navigation', { name: 'Settings' }).boundingBox())?.height).toBeGreaterThan(20);
    expect(await pageA.getByRole('region', { name: 'Dealership' }).getByRole('img', { name: 'Toyota' }).isVisible()).toBe(true);
    expect(await pageA.getByText("Please double check to ensure you've entered the correct information.").isVisible()).toBe(true);

    await form.getByLabel('Phone').fill('(519) 555-0199 ext. 4');
    expect(await form.getByLabel('Phone').inputValue()).toBe('5195550199');
    await form.getByLabel('Phone').fill('519.555.0199');
    expect(await form.getByLabel('Phone').inputValue()).toBe('519.555.01');
    await form.getByLabel('Dealership Name').fill('Cambridge Toyota Centre');
    await form.getByLabel('Website').fill('cambridge toyota');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual(['Please enter the website as an address such as https://dealer.example.']);
    await form.getByLabel('Website').fill('https://cambridgetoyota.example');
    await form.getByLabel('Timezone').selectOption('America/Winnipeg');
    await form.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe('Sucessfully saved dealership settings.');
    await expect.poll(() => pageA.getByRole('region', { name: 'Dealership' }).getByRole('heading').textContent()).toBe('Cambridge Toyota Centre');
    await expect.poll(() => pageA.locator('.settings-updated').textContent()).toMatch(/^Last updated: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await expect
      .poll(async () => (await db().query('SELECT name, phone FROM dealers WHERE token = $1', [cambridge.token]))[0], { timeout: 20_000 })
      .toEqual({ name: 'Cambridge Toyota Centre', phone: '519.555.01' });
    await pageA.reload();
    const reloaded = pageA.locator('form.settings-dealership-form');
    await expect.poll(() => reloaded.getByLabel('Dealership Name').inputValue(), { timeout: 20_000 }).toBe('Cambridge Toyota Centre');
    expect(await reloaded.getByLabel('Phone').inputValue()).toBe('519.555.01');
    expect(await reloaded.getByLabel('Website').inputValue()).toBe('https://cambridgetoyota.example');
    expect(await reloaded.getByLabel('Timezone').inputValue()).toBe('America/Winnipeg');
    // The session's dealer (the header) reads the dealers table the server mirrored the profile to.
    await expect.poll(() => headerDealerName(pageA).textContent(), { timeout: 20_000 }).toBe('Cambridge Toyota Centre');
  });
});

describe('the opportunity settings tab', () => {
  const monthlies = () =>
    pageB.getByRole('table', { name: 'Finance options' }).locator('tbody tr [data-field="monthly"]').allTextContents();

  it('asks before deleting a row; a changed dealer rate moves an open deal sheet’s payment in another browser', async () => {
    await openEquityList(pageB);
    await pageB.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).click();
    await pageB.waitForURL((url) => url.pathname.endsWith('/dealsheet'));
    await pageB.getByRole('link', { name: 'CHOOSE REPLACEMENT' }).click();
    const picker = pageB.getByRole('region', { name: 'Replacement vehicle picker' });
    await picker.getByLabel('Type', { exact: true }).selectOption('inventory');
    await picker.getByLabel('Year').selectOption('');
    await picker.getByLabel('Make').selectOption('');
    await picker.getByRole('list', { name: 'Replacements' }).getByRole('button').first().click();
    await pageB.waitForURL((url) => url.pathname.includes('/dealsheet'));
    const before = await waitUntil('the finance options', async () => {
      const shown = await monthlies();
      return shown.length > 0 ? shown : undefined;
    });

    await go(pageA, '/settings/opportunity');
    const rates = pageA.getByRole('table', { name: 'Dealer rates' });
    await expect.poll(() => rates.locator('tbody tr').count()).toBe(8);
    const fees = pageA.getByRole('table', { name: 'Fees' });
    const feeCount = await fees.locator('tbody tr').count();
    expect(feeCount).toBeGreaterThan(0);
    await fees.locator('tbody tr').first().getByRole('button', { name: 'DELETE' }).click();
    const confirm = pageA.getByRole('dialog', { name: 'Delete' });
    await expect.poll(() => confirm.getByText('Are you sure you want to delete?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await fees.locator('tbody tr').count()).toBe(feeCount);
    await fees.locator('tbody tr').first().getByRole('button', { name: 'DELETE' }).click();
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect.poll(() => fees.locator('tbody tr').count()).toBe(feeCount - 1);

    await rates.getByLabel('Rate 1', { exact: true }).fill('');
    await pageA.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect.poll(() => rates.getByRole('alert').allTextContents()).toEqual(['The rate is a percent from 0 to 100.']);
    for (let index = 1; index <= 8; index += 1) {
      if ((await rates.getByLabel(`Type of rate ${index}`).inputValue()) === 'finance') await rates.getByLabel(`Rate ${index}`, { exact: true }).fill('0.5');
    }
    await pageA.getByRole('button', { name: 'SAVE', exact: true }).click();
    const success = pageA.getByRole('dialog', { name: 'Success!' });
    await expect.poll(() => success.getByText('Opportunty settings successfully updated').isVisible()).toBe(true);
    await success.getByRole('button', { name: 'OK' }).click();

    await waitUntil('the deal sheet to price with the new rates', async () => {
      const after = await monthlies();
      return after.length === before.length && after.every((monthly, index) => monthly !== before[index]) ? after : undefined;
    }, 30_000);
  });

  it('turns a type off: its tab and menu entry go, and its opportunities leave the server’s lists', async () => {
    await go(pageA, '/opportunity/equity');
    const tabs = pageA.getByRole('navigation', { name: 'Opportunity types' });
    await expect.poll(() => tabs.getByRole('link', { name: /CASH CONVERSION/ }).count()).toBe(1);
    const cashRows = async () =>
      (await db().query<{ n: number }>("SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'cash'", [cambridge.token]))[0]?.n;
    expect(await cashRows()).toBeGreaterThan(0);

    await go(pageA, '/settings/opportunity');
    const chip = pageA.getByRole('button', { name: /CASH CONVERSION/ });
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
    await chip.click();
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    await pageA.getByRole('button', { name: 'SAVE', exact: true }).click();
    await pageA.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();

    await go(pageA, '/opportunity/equity');
    await expect.poll(() => tabs.getByRole('link', { name: /CASH CONVERSION/ }).count()).toBe(0);
    expect(await tabs.getByRole('link', { name: /UPGRADE/ }).count()).toBe(1);
    expect(await pageA.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cash Conversion' }).count()).toBe(0);
    await expect.poll(cashRows, { timeout: 30_000 }).toBe(0);
    await go(pageB, '/opportunity/cash');
    await pageB.waitForURL((url) => url.pathname === '/opportunity/equity');
  });
});
