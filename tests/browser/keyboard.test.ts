import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, signInPastReleaseNotes, waitForCustomerRows } from './support/appPages.ts';

let app: BrowserApp;
let page: Page;

beforeAll(async () => {
  app = await startBrowserApp();
  ({ page } = await app.newPage());
  await signInPastReleaseNotes(page, app.url, app.server.deps.db, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

/** The focused element, told by its tag, its text (or label) and whether it is in the main region. */
function focused() {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', text: '', inMain: false, isMain: false };
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inMain: element.closest('main') !== null,
      isMain: element.tagName === 'MAIN',
    };
  });
}

describe('the keyboard', () => {
  it('Tab from the top of a page reaches the skip link first, which takes focus to the main content', async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await waitForCustomerRows(page);
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'a', text: 'Skip to content' });
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())?.width).toBeGreaterThan(40);

    await page.keyboard.press('Enter');
    expect(await focused()).toMatchObject({ isMain: true });
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ inMain: true, isMain: false });
    // Out of sight again once it lost the focus.
    expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1);
  });

  it("after a menu link is followed, focus is on the new page's heading", async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Upgrade' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/opportunity/equity');
    await expect.poll(focused).toMatchObject({ tag: 'h1', text: 'Opportunities' });

    await menu.getByRole('link', { name: 'Alert History' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/alerts');
    await expect.poll(focused).toMatchObject({ tag: 'h1', inMain: true });
  });

  it('a tab inside the page keeps the focus on the tab it followed', async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await waitForCustomerRows(page);
    const business = page.getByRole('link', { name: /^Business/ }).and(page.locator('main a'));
    await business.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/customers/business');
    await waitForCustomerRows(page);
    expect(await focused()).toMatchObject({ tag: 'a', inMain: true });
    expect((await focused()).text).toMatch(/^Business/);
  });

  it('the share popup closed with Escape gives the focus back to its opener', async () => {
    const share = page.getByRole('group', { name: 'List actions' }).getByRole('button', { name: 'SHARE' });
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /SHARE/ });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toMatchObject({ tag: 'button', text: 'SHARE' });
  });

  it("a popup opened from a menu gives the focus back to the menu's button, the entry being gone", async () => {
    const cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
    const [customer] = await app.server.deps.db.query<{ id: string }>(
      `SELECT id FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'I' ORDER BY id LIMIT 1`,
      [cambridge.token],
    );
    if (!customer) throw new Error('No customer at CAMB01.');
    await page.goto(`${app.url}/customer/${encodeURIComponent(customer.id)}/overview`);
    const manage = page.getByRole('button', { name: 'MANAGE' });
    await manage.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Manage' });
    await menu.getByRole('menuitem', { name: /Share/i }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'SHARE CUSTOMER' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused()).toMatchObject({ tag: 'button', text: 'MANAGE' });
  });

  it('a row focused from the keyboard is not left under the sticky column headers', async () => {
    await page.goto(`${app.url}/customers/individual?page=1`);
    await waitForCustomerRows(page);
    const table = page.getByRole('table', { name: 'Customers' });
    const scroller = table.locator('.virtual-table-scroll');
    // Scrolled so that the tenth row sits half under the headers, as Shift+Tab from the row below would leave it.
    const hidden = await scroller.evaluate((element) => {
      const head = element.querySelector('.virtual-table-head') as HTMLElement;
      const row = element.querySelector('[aria-rowindex="10"]') as HTMLElement;
      const top = row.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
      element.scrollTop = top - head.offsetHeight + row.offsetHeight / 2;
      return row.getAttribute('aria-rowindex');
    });
    expect(hidden).toBe('10');
    await expect.poll(() => table.locator('[aria-rowindex="10"] a').count()).toBe(1);
    await table.locator('[aria-rowindex="10"] a').first().focus();
    const place = await scroller.evaluate((element) => {
      const head = (element.querySelector('.virtual-table-head') as HTMLElement).getBoundingClientRect();
      const row = (element.querySelector('[aria-rowindex="10"]') as HTMLElement).getBoundingClientRect();
      return { headBottom: head.bottom, rowTop: row.top };
    });
    expect(place.rowTop).toBeGreaterThanOrEqual(place.headBottom - 1);
  });
});
