import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { signIn, signInPastReleaseNotes } from './support/appPages.ts';
import { sidewaysScrollers, smallTouchTargets } from './support/phoneLayout.ts';

/**
 * The deal page on a salesperson's phone (issue 28), and its calculator on the laptop: the options show their
 * figures in full (they were cut to "$1"), the section tabs and MANAGE fit the screen as 44 px targets, nothing
 * scrolls sideways; the calculator shows the chosen frequency's payments and says what Difference is per.
 */
let app: BrowserApp;
let dealPath: string;

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  const [current] = await db.query<{ token: string }>(
    "SELECT d.token FROM users u JOIN dealers d ON d.id = u.current_dealer_id WHERE u.email = 'admin@demo.dealer'",
  );
  const [deal] = await db.query<{ id: string }>(
    "SELECT id FROM opportunities WHERE dealer = $1 AND doc->>'type' = 'equity' AND doc->>'customer_id' IS NOT NULL ORDER BY id LIMIT 1",
    [current!.token],
  );
  if (!deal) throw new Error('the demo dealer has no equity opportunity');
  dealPath = `/deal/${encodeURIComponent(deal.id)}`;
});

afterAll(async () => {
  await app?.close();
});

const options = (page: Page, tab: 'Finance' | 'Lease') => page.getByRole('table', { name: `${tab} options` });

/** The options' cells whose text does not fit (wider than the cell) or that reach past the screen's right edge. */
async function cutFigures(table: Locator, width: number): Promise<string[]> {
  return table.locator('tbody td').evaluateAll(
    (cells, right) =>
      cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1 || cell.getBoundingClientRect().right > right)
        .map((cell) => `${cell.getAttribute('data-label')}: ${cell.textContent} (${cell.scrollWidth} > ${cell.clientWidth})`),
    width,
  );
}

/** The columns' headers of an options table, in order. */
const headers = (table: Locator) => table.locator('thead th').allTextContents();

describe('the deal page on a phone', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await app.newPage({ phone: true }));
    await signInPastReleaseNotes(page, app.url, app.server.deps.db, 'admin@demo.dealer');
    await page.goto(`${app.url}${dealPath}/dealsheet`);
    await options(page, 'Finance').locator('tbody tr').first().waitFor();
  });

  it('shows every option’s figures in full, without scrolling sideways', async () => {
    expect(await sidewaysScrollers(page)).toEqual([]);
    expect(await cutFigures(options(page, 'Finance'), PHONE_VIEWPORT.width)).toEqual([]);
    await page.getByLabel('Frequency').selectOption('w');
    await options(page, 'Finance').locator('[data-field="weekly"]').first().waitFor();
    expect(await cutFigures(options(page, 'Finance'), PHONE_VIEWPORT.width)).toEqual([]);
    await page.getByRole('tab', { name: /LEASE/ }).click();
    const lease = options(page, 'Lease');
    if ((await lease.count()) > 0) expect(await cutFigures(lease, PHONE_VIEWPORT.width)).toEqual([]);
    expect(await sidewaysScrollers(page)).toEqual([]);
  });

  it('fits the section tabs and the actions on the screen as 44 px targets', async () => {
    const toolbar = page.locator('.deal-toolbar');
    expect(await smallTouchTargets(toolbar)).toEqual([]);
    const outside = await toolbar.locator('a, button').evaluateAll(
      (elements, right) =>
        elements
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.left < 0 || box.right > right;
          })
          .map((element) => element.textContent),
      PHONE_VIEWPORT.width,
    );
    expect(outside).toEqual([]);
    expect(await smallTouchTargets(page.getByRole('tablist', { name: 'Deal type' }))).toEqual([]);
  });

  it('shows the outreach section without scrolling sideways', async () => {
    await page.getByRole('navigation', { name: 'Deal sections' }).getByRole('link', { name: 'OUTREACH' }).click();
    await page.locator('.outreach-section').waitFor();
    expect(await sidewaysScrollers(page)).toEqual([]);
  });
});

describe('the calculator on a laptop', () => {
  let page: Page;

  beforeAll(async () => {
    ({ page } = await app.newPage());
    await signIn(page, app.url, 'admin@demo.dealer');
    await page.goto(`${app.url}${dealPath}/dealsheet`);
    await options(page, 'Finance').locator('tbody tr').first().waitFor();
  });

  it('shows the monthly payment and the chosen frequency’s, and says Difference is per month', async () => {
    const finance = options(page, 'Finance');
    await page.getByLabel('Frequency').selectOption('m');
    await expect.poll(async () => (await headers(finance)).slice(-2)).toEqual(['Monthly', 'Difference per month']);
    await page.getByLabel('Frequency').selectOption('b');
    await expect.poll(async () => (await headers(finance)).slice(-3)).toEqual(['Monthly', 'Biweekly', 'Difference per month']);
    await page.getByLabel('Frequency').selectOption('w');
    await expect.poll(async () => (await headers(finance)).slice(-3)).toEqual(['Monthly', 'Weekly', 'Difference per month']);
    expect(await finance.locator('[data-field="biweekly"]').count()).toBe(0);
  });

  it('shows Program only when some option has one', async () => {
    for (const tab of ['Finance', 'Lease'] as const) {
      await page.getByRole('tab', { name: new RegExp(tab.toUpperCase()) }).click();
      const table = options(page, tab);
      if ((await table.count()) === 0) continue;
      await table.locator('tbody tr').first().waitFor();
      const programs = await table.locator('td[data-label="Program"]').allTextContents();
      if ((await headers(table)).includes('Program')) expect(programs.some((program) => program !== '')).toBe(true);
      else expect(programs).toEqual([]);
    }
  });
});
