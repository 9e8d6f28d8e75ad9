import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomOpportunities } from '../worker/opportunityFixtures.ts';
import { PASSWORD, addDealer, addUser, systemEvent } from '../worker/workerFixtures.ts';
import { openEquityList, signIn, syncIndicator, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { countText } from './support/dashboardExpectations.ts';

/** One dealer holding 100,000 equity opportunities: the list must sync, count and scroll all of them. */
const ROWS = 100_000;
const APPEND_BATCH = 5_000;

let app: BrowserApp;
let page: Page;

const table = () => page.getByRole('table', { name: 'Opportunities' });
const rangeText = () => page.locator('.list-range').textContent();

beforeAll(async () => {
  app = await startBrowserApp({ seed: 'none' });
  const dealer = await addDealer(app.server, 'SCALE1');
  await addUser(app.server, 'scale@test.dealer', [dealer]);
  const rows = randomOpportunities(ROWS, 11).map((row) => ({ ...row, dealer: dealer.token, type: 'equity' as const, id: `equity:${row.vehicle_id}` }));
  for (let start = 0; start < rows.length; start += APPEND_BATCH) {
    await app.server.store.appendSystem(rows.slice(start, start + APPEND_BATCH).map((row) => systemEvent(dealer.token, 'opportunity.set', row)));
  }
  ({ page } = await app.newPage());
  await signIn(page, app.url, 'scale@test.dealer', PASSWORD);
  await openEquityList(page);
}, 240_000);

afterAll(async () => {
  await app?.close();
});

describe('an opportunity list of 100,000 rows', () => {
  it('syncs every row, then counts and sorts them from local data, also off line', async () => {
    const total = countText(ROWS);
    await waitUntil('every row synced', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 180_000);
    await app.setOffline(page.context(), true);
    await table().getByRole('button', { name: 'NAME' }).click();
    await waitUntil('the list sorted by name', async () => (new URL(page.url()).searchParams.get('order_by') === 'name' ? true : undefined));
    await waitUntil('every row counted', async () => ((await rangeText())?.endsWith(`of ${total}`) ? true : undefined));
    expect(await page.getByRole('link', { name: new RegExp(`UPGRADE\\s*${total}`) }).isVisible()).toBe(true);
  }, 200_000);

  it('scrolls to the very last row', async () => {
    const scroller = table().locator('.virtual-table-scroll');
    const lastRow = table().locator(`[role="row"][aria-rowindex="${ROWS + 1}"]`);
    // Scrolled to the bottom until the virtual list has rendered the last row (it grows as rows are measured).
    await expect
      .poll(async () => {
        await scroller.evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        return lastRow.count();
      }, { timeout: 20_000 })
      .toBe(1);
    await waitUntil('the last row loaded', async () => ((await lastRow.getAttribute('class'))?.includes('is-loading') === false ? true : undefined));
    expect((await lastRow.textContent())?.trim()).not.toBe('');
    expect(await rangeText()).toMatch(new RegExp(` - ${countText(ROWS)} of ${countText(ROWS)}$`));
  });

  it('opens ?page=N at row 15 × (N − 1) + 1, also near the end', async () => {
    await page.evaluate(() => history.pushState(null, '', '/opportunity/equity?page=6667&order_by=name&order=desc'));
    // Row 99,991 is among the last screenful: the list is scrolled as far as it goes, with that row in view.
    const inView = async () => {
      const [from, to] = ((await rangeText()) ?? '').split(' of ')[0]?.split(' - ').map((text) => Number(text.replace(/,/g, ''))) ?? [];
      return from !== undefined && to !== undefined && from <= 99_991 && to >= 99_991 ? true : undefined;
    };
    await waitUntil('page 6,667 in view', inView, 30_000);
  });
});
