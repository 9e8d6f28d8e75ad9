import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, openEquityList, signIn } from './support/appPages.ts';

type Row = { id: string; name: string; rating: number; equity: number };

const TABLE = '[role="table"][aria-label="Opportunities"]';
/** The NAME column of the equity list: RATING, NAME, … (spec 001 §2.2). */
const NAME_CELL = 1;

let app: BrowserApp;
let page: Page;
let equityRows: Row[];

beforeAll(async () => {
  app = await startBrowserApp();
  const dealer = await dealerByKey(app.server.deps.db, 'CAMB01');
  equityRows = (
    await app.server.deps.db.query<{ doc: Row }>("SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'equity'", [
      dealer.token,
    ])
  ).map(({ doc }) => doc);
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await openEquityList(page);
  await installNameReader();
});

afterAll(async () => {
  await app?.close();
});

/** Names of the first rows, best first, by a numeric field and then id, both descending (the lists' tie rule). */
function topNames(by: 'rating' | 'equity'): string[] {
  const byId = (a: Row, b: Row) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return [...equityRows].sort((a, b) => b[by] - a[by] || byId(a, b)).slice(0, 3).map((row) => row.name);
}

/** Installs in the page a reader of the first three rows' names, in row order (the page's own, so a click can use it). */
async function installNameReader(): Promise<void> {
  await page.evaluate(
    ({ table, cell }) => {
      Object.assign(window, {
        firstNames: () =>
          Array.from(document.querySelectorAll(`${table} [role="row"][aria-rowindex]`))
            .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
            .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
            .slice(0, 3)
            .map((row) => (row.querySelectorAll('[role="cell"]')[cell]?.textContent ?? '').trim()),
      });
    },
    { table: TABLE, cell: NAME_CELL },
  );
}

type NamesWindow = { firstNames: () => string[] };

/** The names of the first three rows on screen. */
function shownNames(): Promise<string[]> {
  return page.evaluate(() => (window as unknown as NamesWindow).firstNames());
}

/** Clicks the EQUITY header and reads the first names before anything but microtasks ran: no worker answer yet. */
function namesRightAfterClick(): Promise<string[]> {
  return page.evaluate((table) => {
    const header = Array.from(document.querySelectorAll(`${table} [role="columnheader"]`)).find((th) => (th.textContent ?? '').trim() === 'EQUITY');
    header?.querySelector('button')?.click();
    return Promise.resolve().then(() => (window as unknown as NamesWindow).firstNames());
  }, TABLE);
}

describe('a sort held ahead of the click', () => {
  it('a header click shows the new order in the task of the click, and the worker\'s answer agrees', async () => {
    const byRating = topNames('rating');
    const byEquity = topNames('equity');
    expect(byEquity).toHaveLength(3);
    expect(byEquity).not.toEqual(byRating);
    // The rows are held once the page has been idle after an answer; until then a click waits for the worker, and
    // the list starts over from its tab.
    await expect
      .poll(
        async () => {
          await page.getByRole('navigation', { name: 'Opportunity types' }).locator('a[href="/opportunity/equity?page=1"]').click();
          await expect.poll(shownNames).toEqual(byRating);
          return namesRightAfterClick();
        },
        { timeout: 20_000 },
      )
      .toEqual(byEquity);
    await expect.poll(() => new URL(page.url()).searchParams.get('order_by')).toBe('equity');
    await expect.poll(shownNames).toEqual(byEquity);
  });
});
