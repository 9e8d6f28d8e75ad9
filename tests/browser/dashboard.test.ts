import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRecords } from '../../sync-server/dms/importRecords.ts';
import { dealerByKey, headerDealerName, ONTARIO_TIME_ZONE, signIn, signInFirstTime, syncIndicator, todayIn, type DealerRecord } from './support/appPages.ts';
import { BROWSER_TIME_ZONE, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  addDays,
  appointmentsCount,
  countText,
  highlightsOf,
  monthRange,
  recentActivityCount,
  SOLD_TYPES,
  soldByType,
  statsOf,
  topRatedCount,
  type Range,
} from './support/dashboardExpectations.ts';

/** Spec 001 §5's date rule, as the sold screen words it. */
const DATE_MESSAGE = 'Please verify your start date is before your end date.';
const RANGE_PRESETS = ['This Week', 'Last Week', 'This Month', 'Last Month', 'This Quarter', 'Last Quarter', 'This Year', 'Last Year', 'Rolling Date Range', 'All Data'];
const ROLLING_CHOICES = ['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'Last 90 Days', 'Last 365 Days'];

let app: BrowserApp;
let page: Page;
let cambridge: DealerRecord;
/** The demo's salesperson (role 1, sales@demo.dealer) at Cambridge Toyota: user id and name. */
let sales: { id: number; name: string };
const today = todayIn(ONTARIO_TIME_ZONE);
const month = monthRange(today);
const year = today.slice(0, 4);

const db = () => app.server.deps.db;
const query = (on: Page) => new URL(on.url()).searchParams;
const filters = (on: Page) => on.getByRole('search', { name: 'Dashboard filters' });
const select = (on: Page, label: string) => filters(on).getByRole('combobox', { name: label, exact: true });
const apply = (on: Page) => filters(on).getByRole('button', { name: 'APPLY' }).click();
const selectedText = (on: Page, label: string) => select(on, label).evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent);
const soldList = (on: Page) => on.getByRole('list', { name: 'Sold by opportunity type' });
const highlights = (on: Page) => on.getByRole('region', { name: 'Highlights' });
const tab = (on: Page, name: string) => on.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The sold grid's cells as shown: label, count and link. */
const soldCells = (on: Page) =>
  soldList(on)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        label: link.querySelector('.sold-cell-label')?.textContent ?? '',
        count: link.querySelector('.sold-cell-count')?.textContent ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    );

/** The highlights' four figures by their term. */
const figures = (on: Page) =>
  highlights(on)
    .locator('dl > div')
    .evaluateAll((pairs) => Object.fromEntries(pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent])));

function expectedCells(counts: Record<string, number>, range: Range, salesperson: number | null) {
  return SOLD_TYPES.map(([type, label]) => ({
    label,
    count: countText(counts[type] ?? 0),
    href: `/sold/opportunities?page=1&opportunity_type=${type}&start_date=${range.start_date}&end_date=${range.end_date}${salesperson === null ? '' : `&salesperson=${salesperson}`}`,
  }));
}

const soldTotal = (counts: Record<string, number>) => Object.values(counts).reduce((sum, value) => sum + value, 0);

/** Waits until the grid and the highlights show the figures of the range and user, computed from the database. */
async function expectFigures(on: Page, range: Range, user: number | null): Promise<Record<string, number>> {
  const counts = await soldByType(db(), cambridge.token, range, user);
  await expect.poll(() => soldCells(on), { timeout: 30_000 }).toEqual(expectedCells(counts, range, user));
  const expected = await highlightsOf(db(), cambridge.token, range, user);
  await expect
    .poll(() => figures(on), { timeout: 30_000 })
    .toEqual({
      'NEW OPS': countText(expected.newOps),
      SOLD: countText(soldTotal(counts)),
      'Identified OPS': countText(expected.identified),
      'Total OPS': countText(expected.total),
    });
  expect(await highlights(on).getByText('in op position').textContent()).toBe(`${expected.percentage} in op position`);
  return counts;
}

/**
 * A picture of the whole page once it is synced and the sign-in overlay gone: the window is made as tall as the
 * app's scrolled content for the shot (the app scrolls inside its layout, not the document), then put back.
 */
async function screenshot(on: Page, path: string): Promise<void> {
  await syncIndicator(on).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
  await on.locator('.loading-overlay').waitFor({ state: 'detached' });
  const size = on.viewportSize() ?? { width: 1366, height: 900 };
  const contentHeight = () => on.evaluate(() => Math.max(...Array.from(document.querySelectorAll('*'), (element) => element.scrollHeight)));
  // Twice: a taller window lays the page out again, and the content's height is read once more from that layout.
  for (let round = 0; round < 2; round += 1) {
    await on.setViewportSize({ width: size.width, height: Math.min(6000, Math.max(size.height, await contentHeight())) });
  }
  await on.screenshot({ path });
  await on.setViewportSize(size);
}

/** A page of its own, signed in, closed by the caller. */
async function signedInPage(email: string, viewport = { width: 1366, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ viewport, timezoneId: BROWSER_TIME_ZONE });
  const opened = await context.newPage();
  await signIn(opened, app.url, email);
  return { context, page: opened };
}

/** Notes by the salesperson: two written seconds ago (in this month's range), one 400 days ago (out of it). */
async function writeNotes(): Promise<void> {
  const [customer] = await db().query<{ id: string }>(
    `SELECT id FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL ORDER BY id LIMIT 1`,
    [cambridge.token],
  );
  if (!customer) throw new Error('No active customer at CAMB01.');
  const note = (secondsAgo: number, text: string) => ({
    id: randomUUID(),
    type: 'customer.note_saved',
    dealer: cambridge.token,
    actor: sales.id,
    time: new Date(Date.now() - secondsAgo * 1000).toISOString(),
    payload: { id: randomUUID(), customer_id: customer.id, note: text },
  });
  await app.server.store.appendSystem([note(10, 'Called about the lease return'), note(20, 'Left a voicemail'), note(400 * 24 * 3600, 'Old note')]);
}

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(db(), 'CAMB01');
  const [user] = await db().query<{ id: number; name: string }>(
    `SELECT (doc->>'user_id')::int AS id, doc->>'first_name' || ' ' || (doc->>'last_name') AS name
     FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user' AND doc->>'email' = 'sales@demo.dealer'`,
    [cambridge.token],
  );
  if (!user) throw new Error('No sales@demo.dealer at CAMB01.');
  sales = user;
  await writeNotes();
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

describe('dashboard', () => {
  it('the admin lands on / with the current month: sold grid, links and highlights as the database counts them', async () => {
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => query(page).get('start_date')).toBe(month.start_date);
    expect(query(page).get('end_date')).toBe(month.end_date);
    expect(query(page).get('user')).toBeNull();
    expect(await selectedText(page, 'User')).toBe('All');
    expect(await selectedText(page, 'Range')).toBe('This Month');
    await expectFigures(page, month, null);
    await screenshot(page, '/tmp/dashboard-admin.png');
  });

  it('This Year and Rolling Date Range apply their days; the grid follows', async () => {
    expect(await select(page, 'Range').locator('option').allTextContents()).toEqual(RANGE_PRESETS);
    await select(page, 'Range').selectOption({ label: 'This Year' });
    await apply(page);
    const thisYear = { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
    await expect.poll(() => query(page).get('start_date')).toBe(thisYear.start_date);
    expect(query(page).get('end_date')).toBe(thisYear.end_date);
    await expect.poll(() => selectedText(page, 'Range')).toBe('This Year');
    await expectFigures(page, thisYear, null);

    expect(await select(page, 'Rolling range').count()).toBe(0);
    await select(page, 'Range').selectOption({ label: 'Rolling Date Range' });
    await select(page, 'Rolling range').waitFor();
    expect(await select(page, 'Rolling range').locator('option').allTextContents()).toEqual(ROLLING_CHOICES);
    expect(await selectedText(page, 'Rolling range')).toBe('Last 7 Days');
    await apply(page);
    const lastWeek = { start_date: addDays(today, -6), end_date: today };
    await expect.poll(() => query(page).get('start_date')).toBe(lastWeek.start_date);
    expect(query(page).get('end_date')).toBe(lastWeek.end_date);
    await expectFigures(page, lastWeek, null);
  });

  it('a start date after the end date is refused with the date rule and applies nothing', async () => {
    const before = page.url();
    await filters(page).getByLabel('Start date').fill(today);
    await filters(page).getByLabel('End date').fill(addDays(today, -1));
    expect(await selectedText(page, 'Range')).toBe('Custom Range');
    await apply(page);
    await expect.poll(() => filters(page).getByRole('alert').textContent()).toBe(DATE_MESSAGE);
    expect(page.url()).toBe(before);
  });

  it("the tabs' counts are the database's; a tab collapses the metrics and OPEN restores them", async () => {
    await page.goto(`${app.url}/?start_date=${month.start_date}&end_date=${month.end_date}`);
    const top = await topRatedCount(db(), cambridge.token);
    const recent = await recentActivityCount(db(), cambridge.token, month, ONTARIO_TIME_ZONE);
    const appointments = await appointmentsCount(db(), cambridge.token, month, today);
    expect(recent).toBeGreaterThanOrEqual(2);
    await expect.poll(() => tab(page, 'Top Opportunities').locator('.tab-count').textContent(), { timeout: 30_000 }).toBe(countText(top));
    await expect.poll(() => tab(page, 'Recent Activity').locator('.tab-count').textContent()).toBe(countText(recent));
    await expect.poll(() => tab(page, 'APPOINTMENTS').locator('.tab-count').textContent()).toBe(countText(appointments));
    expect(await tab(page, 'Dashboard STATS').locator('.tab-count').count()).toBe(0);

    await tab(page, 'Recent Activity').click();
    await expect.poll(() => tab(page, 'Recent Activity').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => soldList(page).count()).toBe(0);
    expect(await highlights(page).count()).toBe(0);
    await page.getByRole('region', { name: 'Recent activity' }).getByText(`1 - ${Math.min(10, recent)} of ${recent}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'OPEN', exact: true }).click();
    await expect.poll(async () => (await soldCells(page)).length).toBe(SOLD_TYPES.length);
    await highlights(page).waitFor();
  });

  it('a sold cell opens the sold list so filtered; a chosen user is carried as salesperson', async () => {
    const counts = await expectFigures(page, month, null);
    const [type, label] = SOLD_TYPES.reduce((best, entry) => ((counts[entry[0]] ?? 0) > (counts[best[0]] ?? 0) ? entry : best));
    await soldList(page).getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/sold/opportunities');
    expect(Object.fromEntries(query(page))).toMatchObject({ page: '1', opportunity_type: type, start_date: month.start_date, end_date: month.end_date });
    expect(query(page).get('salesperson')).toBeNull();
    if ((counts[type] ?? 0) > 0) {
      await expect.poll(() => page.locator('.sold-page .tabs .tab-count').textContent(), { timeout: 20_000 }).toBe(countText(counts[type] ?? 0));
    }

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await select(page, 'User').selectOption({ label: sales.name });
    await apply(page);
    await expect.poll(() => query(page).get('user')).toBe(String(sales.id));
    await expectFigures(page, month, sales.id);
  });

  it('a salesperson (role 1) has no user selector: their own name, their own figures, the address rewritten to them', async () => {
    const own = await signedInPage('sales@demo.dealer');
    try {
      await expect.poll(() => query(own.page).get('user'), { timeout: 30_000 }).toBe(String(sales.id));
      expect(await select(own.page, 'User').count()).toBe(0);
      expect(await filters(own.page).getByText(sales.name, { exact: true }).count()).toBe(1);
      await expectFigures(own.page, month, sales.id);
      await own.page.goto(`${app.url}/?user=1&start_date=${month.start_date}&end_date=${month.end_date}`);
      await expect.poll(() => query(own.page).get('user'), { timeout: 30_000 }).toBe(String(sales.id));
      await expectFigures(own.page, month, sales.id);
    } finally {
      await own.context.close();
    }
  }, 120_000);

  it('a service user (role 6) gets the dashboard with the user selector on All', async () => {
    const service = await signedInPage('service@demo.dealer');
    try {
      await expect.poll(() => query(service.page).get('start_date'), { timeout: 30_000 }).toBe(month.start_date);
      expect(query(service.page).get('user')).toBeNull();
      expect(await selectedText(service.page, 'User')).toBe('All');
      await expect.poll(() => select(service.page, 'User').locator('option').allTextContents()).toContain(sales.name);
      expect((await select(service.page, 'User').locator('option').allTextContents())[0]).toBe('All');
      await expectFigures(service.page, month, null);
    } finally {
      await service.context.close();
    }
  }, 120_000);

  it('?store= switches to that dealer, then leaves the address', async () => {
    const admin = await signedInPage('admin@demo.dealer');
    try {
      await expect.poll(() => headerDealerName(admin.page).textContent(), { timeout: 30_000 }).toBe('Cambridge Toyota');
      await admin.page.goto(`${app.url}/?store=COLU01`);
      await expect.poll(() => headerDealerName(admin.page).textContent(), { timeout: 30_000 }).toBe('Columbus Ford');
      await expect.poll(() => query(admin.page).has('store')).toBe(false);
      expect(new URL(admin.page.url()).pathname).toBe('/');
      expect(query(admin.page).get('start_date')).toBe(month.start_date);
      // Back to Cambridge Toyota: the server keeps the admin's last dealer for the sign-ins after this one.
      await admin.page.goto(`${app.url}/?store=CAMB01`);
      await expect.poll(() => headerDealerName(admin.page).textContent(), { timeout: 30_000 }).toBe('Cambridge Toyota');
      await expect.poll(() => query(admin.page).has('store')).toBe(false);
      // The screen changes at once and the server is told after: wait for it, as the sign-ins after this one land on
      // the dealer it keeps (the phone's below).
      const serverDealer = async () =>
        (await db().query<{ key: string }>('SELECT d.key FROM users u JOIN dealers d ON d.id = u.current_dealer_id WHERE u.email = $1', ['admin@demo.dealer']))[0]?.key;
      await expect.poll(serverDealer, { timeout: 30_000 }).toBe('CAMB01');
    } finally {
      await admin.context.close();
    }
  }, 120_000);

  it('a sale imported from the DMS shows in the grid and SOLD live, without a reload', async () => {
    await page.goto(`${app.url}/`);
    const before = await expectFigures(page, month, null);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const [row] = await db().query<{ id: string; type: string; customer_id: string; salesperson: number | null }>(
      `SELECT id, doc->>'type' AS type, doc->>'customer_id' AS customer_id, (doc->>'salesperson')::int AS salesperson
       FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'cash' ORDER BY id LIMIT 1`,
      [cambridge.token],
    );
    if (!row) throw new Error('No cash opportunity at CAMB01.');
    const sale = {
      id: `E2E-DASHBOARD-${Date.now()}`,
      customer_id: row.customer_id,
      vehicle_id: 'E2E-DASHBOARD-VEHICLE',
      trade_vehicle_id: null,
      sale_type: 'cash',
      sold_at: today,
      salesperson: row.salesperson,
      opportunity_id: row.id,
      opportunity_type: row.type,
      price: 30_000,
      gross: 2_400,
    };
    const result = await importRecords(app.server.store, cambridge.token, 'deal', [sale], { db: db() });
    expect(result).toMatchObject({ imported: 1, rejected: [] });
    const after = await expectFigures(page, month, null);
    expect(after.cash).toBe((before.cash ?? 0) + 1);
    expect(soldTotal(after)).toBe(soldTotal(before) + 1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('the STATS tab draws its charts and lists the Top Models of the month', async () => {
    const stats = await statsOf(db(), cambridge.token, month);
    expect(stats.models.length).toBeGreaterThan(0);
    await tab(page, 'Dashboard STATS').click();
    const charts: [RegExp, string, boolean][] = [
      [/^Leaderboard:/, 'Leaderboard', stats.leaderboard],
      [/^Average profit:/, 'Average Profit', stats.profit],
      [/^Close by sale type:/, 'Close By Sale Type', stats.closed],
      [/^Close by service type:/, 'Close By Service Type', stats.closed],
    ];
    for (const [name, title, drawn] of charts) {
      const panel = page.getByRole('region', { name: title, exact: true });
      if (drawn) {
        const canvas = panel.getByRole('img', { name });
        await canvas.waitFor();
        const box = await canvas.boundingBox();
        expect(box?.width, title).toBeGreaterThan(100);
        expect(box?.height, title).toBeGreaterThan(100);
      } else {
        await panel.getByText('Nothing to show in this range.', { exact: true }).waitFor();
      }
    }
    const models = page.getByRole('region', { name: 'Top Models', exact: true });
    expect(await models.getByRole('columnheader').allTextContents()).toEqual(['Model', 'SALES', 'REVENUE', 'LAST SALE']);
    const rows = () =>
      models.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => (cell.textContent ?? '').trim())));
    await expect.poll(rows).toEqual(stats.models);
    await screenshot(page, '/tmp/dashboard-stats.png');
  });

  describe('on a 390 px phone', () => {
    let phone: { context: BrowserContext; page: Page };
    const scrollWidth = () => phone.page.evaluate(() => document.documentElement.scrollWidth);

    beforeAll(async () => {
      phone = await signedInPage('admin@demo.dealer', { width: 390, height: 844 });
    });

    afterAll(async () => {
      await phone?.context.close();
    });

    it('the dashboard scrolls only vertically', async () => {
      await expectFigures(phone.page, month, null);
      expect(await scrollWidth()).toBeLessThanOrEqual(390);
      await screenshot(phone.page, '/tmp/dashboard-phone.png');
    });

    it("the doughnut's legend fits beside it: every type's name and percent readable", async () => {
      const legend = phone.page.getByRole('list', { name: 'Doughnut legend' });
      const fits = await legend.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, 'the legend is wider than the room beside the doughnut').toBe(true);
    });

    it("the APPOINTMENTS lists fit without sideways scrolling; a row's popup gives its type and opportunities", async () => {
      await tab(phone.page, 'APPOINTMENTS').click();
      const lists = phone.page.locator('.dashboard-appointments-list');
      await expect.poll(() => lists.count()).toBe(2);
      const fits = await lists.evaluateAll((boxes) => boxes.map((box) => box.scrollWidth <= box.clientWidth));
      expect(fits).toEqual([true, true]);
      const sales = phone.page.getByRole('region', { name: 'SALES APPOINTMENTS' });
      expect(await sales.getByRole('columnheader').allTextContents()).toEqual(['NAME', 'DATE', 'TIME', '']);
      const first = sales.locator('tbody tr').first();
      if ((await first.count()) === 0) return;
      await first.getByRole('button').click();
      const popup = phone.page.getByRole('dialog', { name: 'Appointment' });
      expect(await popup.locator('dt').allTextContents()).toEqual(['Customer', 'Time', 'User', 'Type', 'Opportunities', 'Notes']);
      await popup.getByRole('button', { name: 'Close', exact: true }).click();
      await popup.waitFor({ state: 'hidden' });
    });

    it('the STATS tab scrolls only vertically', async () => {
      await tab(phone.page, 'Dashboard STATS').click();
      await phone.page.getByRole('region', { name: 'Top Models', exact: true }).waitFor();
      await screenshot(phone.page, '/tmp/dashboard-phone-stats.png');
      expect(await scrollWidth()).toBeLessThanOrEqual(390);
    });

    it('Top Models shows every column on the screen', async () => {
      const models = phone.page.getByRole('region', { name: 'Top Models', exact: true });
      for (const header of ['SALES', 'REVENUE', 'LAST SALE']) {
        const box = await models.getByRole('columnheader', { name: header, exact: true }).boundingBox();
        expect((box?.x ?? Infinity) + (box?.width ?? 0), header).toBeLessThanOrEqual(390);
      }
    });
  });
});
