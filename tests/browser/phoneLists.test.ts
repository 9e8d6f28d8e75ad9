import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlerts } from '../../sync-server/alerts/raiseAlerts.ts';
import { dealerByKey, signIn, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { PHONE_VIEWPORT, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { receiveAdfLead } from './support/leadIntake.ts';

/**
 * Issue 28, the phone: every list is a column of cards (name, vehicle, the sort column, the key figure), tapped to
 * open, and nothing scrolls sideways. Each card is checked against the first row of the same list on a laptop.
 */
let app: BrowserApp;
let phone: Page;
let laptop: Page;
let cambridge: DealerRecord;
let searchTerm: string;

const LEAD = `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    <id sequence="1" source="autotrader.ca">AT-PHONE-1</id>
    <vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Highlander</model><trim>XLE AWD</trim></vehicle>
    <customer>
      <contact>
        <name part="first">Philippa</name>
        <name part="last">Phonecard-Longsurname</name>
        <email>philippa.phonecard@example.ca</email>
        <phone>(647) 555-0123</phone>
      </contact>
    </customer>
  </prospect>
</adf>`;

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  cambridge = await dealerByKey(db, 'CAMB01');
  const [admin] = await db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.dealer'");
  const [dealer] = await db.query<{ id: number }>('SELECT id FROM dealers WHERE key = $1', ['CAMB01']);
  const [customer] = await db.query<{ id: string; last_name: string }>(
    `SELECT id, doc->>'last_name' AS last_name FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL
     AND doc->>'type' = 'I' ORDER BY id LIMIT 1`,
    [cambridge.token],
  );
  if (!admin || !dealer || !customer) throw new Error('The demo data lacks the admin, Cambridge or a customer.');
  searchTerm = customer.last_name;
  await receiveAdfLead(app, LEAD);
  await raiseAlerts(db, app.server.deps.alerted, [
    {
      dealerId: dealer.id,
      userId: admin.id,
      senderId: null,
      type: 'appointment',
      title: 'An appointment was booked for you',
      message: 'Event on 2031-11-26 at 9:30 AM with Philippa Phonecard-Longsurname about the Highlander',
      url: '/calendar?booked=2031-11-26',
      sourceEvent: 'phone-lists-test',
    },
  ]);
  // A note written now: the dashboard's Recent Activity of this month has a row whatever the demo's dates.
  await app.server.store.appendSystem([
    {
      id: randomUUID(),
      type: 'customer.note_saved',
      dealer: cambridge.token,
      actor: admin.id,
      time: new Date().toISOString(),
      payload: { id: randomUUID(), customer_id: customer.id, note: 'Asked for a call back on the lot' },
    },
  ]);

  ({ page: laptop } = await app.newPage());
  ({ page: phone } = await app.newPage({ phone: true }));
  await signInFirstTime(laptop, app.url, 'admin@demo.dealer');
  await signIn(phone, app.url, 'admin@demo.dealer');
  for (const page of [laptop, phone]) await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await app?.close();
});

const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/**
 * A list screen: where it is, its rows' accessible name, the headers of the card's title and key figure, and where
 * a row's address leads on to (an alert's row opens the alert, which follows the alert's own link to the calendar).
 */
type Screen = { name: string; path: string; tab?: string; list: string; title: string[]; key: string; lands?: string };

const SCREENS: Screen[] = [
  { name: 'the opportunity list', path: '/opportunity/equity?page=1', list: 'Opportunities', title: ['NAME'], key: 'EQUITY' },
  { name: 'the sold tab', path: '/opportunity/sold?page=1', list: 'Sold opportunities', title: ['CUSTOMER'], key: 'SOLD DATE' },
  { name: 'the sold screen', path: '/sold/opportunities?page=1&dates=all', list: 'Sold opportunities', title: ['CUSTOMER NAME'], key: 'SALE DATE' },
  { name: 'the customer list', path: '/customers/individual?page=1', list: 'Customers', title: ['NAME'], key: 'DISTANCE' },
  { name: 'the inventory', path: '/inventory/new?page=1', list: 'Inventory', title: ['YEAR', 'MAKE', 'MODEL', 'TRIM'], key: 'PRICE' },
  { name: 'the search', path: '/search?tab=customer&page=1&term=', list: 'Customer results', title: ['NAME'], key: 'DISTANCE' },
  { name: 'the leads', path: '/leads', list: 'Leads', title: ['NAME'], key: 'RECEIVED AT' },
  { name: 'the alerts', path: '/alerts', list: 'Alert History', title: ['Message'], key: 'Created', lands: '/calendar' },
  { name: "the dashboard's Top Opportunities", path: '/', tab: 'Top Opportunities', list: 'Top Opportunities', title: ['NAME'], key: 'EQUITY' },
  { name: "the dashboard's Recent Activity", path: '/', tab: 'Recent Activity', list: 'Recent activity', title: ['NAME'], key: 'DATE' },
];

const slug = (name: string) => name.replace(/\W+/g, '-').replace(/^-|-$/g, '');

async function open(page: Page, screen: Screen): Promise<void> {
  await page.goto(`${app.url}${screen.path}${screen.path.endsWith('term=') ? encodeURIComponent(searchTerm) : ''}`);
  if (screen.tab) await page.getByRole('tablist', { name: 'Dashboard' }).getByRole('tab', { name: new RegExp(`^${screen.tab}`) }).click();
}

const cards = (page: Page, list: string) => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
const cardTitle = (card: Locator) => card.locator('.virtual-card-title').innerText();
const cardKey = async (card: Locator) => (await card.locator('.virtual-card-key').innerText()).split('\n').map((line) => line.trim());

/** The laptop's first row of a table: the title's cells joined, the key figure's cell and where the row leads. */
async function firstTableRow(screen: Screen): Promise<{ title: string; key: string; href: string }> {
  await open(laptop, screen);
  const table = laptop.getByRole('table', { name: screen.list, exact: true });
  const row = table.getByRole('row').nth(1);
  await eventually(async () => ((await row.count()) > 0 ? (await row.innerText()).trim() !== '' : false)).toBe(true);
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
  const cell = (header: string) => cells[headers.indexOf(header)] ?? `no ${header} column`;
  await laptop.screenshot({ path: `/tmp/laptop-list-${slug(screen.name)}.png` });
  return {
    title: screen.title.map(cell).filter(Boolean).join(' '),
    key: cell(screen.key),
    href: (await row.getByRole('link').first().getAttribute('href')) ?? '',
  };
}

/**
 * Nothing scrolls sideways: not the page, not the list's scroller, and nothing of the list shows past the screen's
 * edges (an element counts as far as it is seen: a name cut short by its card is clipped there, not past the edge).
 */
async function expectNoSidewaysScroll(page: Page, list: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  const outside = await list.evaluate((element, width) => {
    const scroller = element.closest('.virtual-table-scroll');
    const wide = scroller && scroller.scrollWidth > scroller.clientWidth ? ['the scroller'] : [];
    const seen = (child: Element) => {
      let { left, right } = child.getBoundingClientRect();
      for (let parent = child.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      return { left, right };
    };
    for (const child of [element, ...element.querySelectorAll('*')]) {
      const { left, right } = seen(child);
      if (right > left && (left < -0.5 || right > width + 0.5)) wide.push(`${child.className || child.tagName}: ${left}-${right}`);
    }
    return wide;
  }, PHONE_VIEWPORT.width);
  expect(outside).toEqual([]);
}

describe('every list on a 390 px touch phone', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: cards with the name and the key figure, no sideways scroll, a tap opens the row`, async () => {
      const expected = await firstTableRow(screen);
      await open(phone, screen);
      const list = phone.getByRole('list', { name: screen.list, exact: true });
      const card = cards(phone, screen.list).first();
      await eventually(() => (card.count().then((count) => (count > 0 ? cardTitle(card) : '')))).toBe(expected.title);
      expect(await cardKey(card)).toEqual([screen.key, expected.key]);
      expect(await phone.getByRole('table', { name: screen.list, exact: true }).count()).toBe(0);
      await expectNoSidewaysScroll(phone, list);
      await phone.screenshot({ path: `/tmp/phone-list-${slug(screen.name)}.png` });

      expect(await card.getByRole('link').getAttribute('href')).toBe(expected.href);
      await card.tap();
      await phone.waitForURL((url) => (screen.lands ? url.pathname === screen.lands : `${url.pathname}${url.search}` === expected.href));
    });
  }
});

describe('an opportunity list on the phone', () => {
  it('?page=3 scrolls to row 31', async () => {
    await phone.goto(`${app.url}/opportunity/cash?page=3`);
    await eventually(() => phone.locator('.list-range').textContent()).toMatch(/^31 - \d+ of \d+$/);
    const top = await phone.locator('.virtual-table-scroll').evaluate((scroller) => scroller.getBoundingClientRect().top);
    const row31 = cards(phone, 'Opportunities').and(phone.locator('[aria-posinset="31"]'));
    expect(Math.abs(((await row31.boundingBox())?.y ?? Infinity) - top)).toBeLessThanOrEqual(10);
    expect(new URL(phone.url()).searchParams.get('page')).toBe('3');
  });

  it('the sort picker sorts by the chosen column, and its order button turns the order round', async () => {
    const screen = SCREENS[0]!;
    await open(phone, screen);
    const picker = phone.getByLabel('Sort by', { exact: true });
    expect(await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('RATING');
    await picker.selectOption({ label: 'NAME' });
    await phone.waitForURL((url) => url.searchParams.get('order_by') === 'name' && url.searchParams.get('order') === 'desc');
    const descending = await firstTableRow({ ...screen, path: '/opportunity/equity?page=1&order_by=name&order=desc' });
    await eventually(() => cardTitle(cards(phone, screen.list).first())).toBe(descending.title);

    await phone.getByRole('button', { name: 'Descending', exact: true }).tap();
    await phone.waitForURL((url) => url.searchParams.get('order_by') === 'name' && url.searchParams.get('order') === 'asc');
    const ascending = await firstTableRow({ ...screen, path: '/opportunity/equity?page=1&order_by=name&order=asc' });
    await eventually(() => cardTitle(cards(phone, screen.list).first())).toBe(ascending.title);
    expect(await phone.getByRole('button', { name: 'Ascending', exact: true }).count()).toBe(1);
    await phone.screenshot({ path: '/tmp/phone-list-sorted-by-name.png' });
  });

  it('the sort column shows on each card: its header and value first among the details', async () => {
    await phone.goto(`${app.url}/opportunity/equity?page=1&order_by=distance&order=asc`);
    const sorted = cards(phone, 'Opportunities').first().locator('.virtual-card-detail.is-sorted');
    await eventually(() => sorted.count()).toBe(1);
    expect((await sorted.innerText()).split('\n')[0]).toBe('DISTANCE');
  });
});

describe('empty lists on the phone', () => {
  for (const [path, text] of [
    ['/opportunity/equity?page=1&year=1900', 'NO NEW OPPORTUNITIES FOR THIS TYPE'],
    ['/customers/individual?page=1&search=zzqqxxnothing', 'no customers found'],
  ] as const) {
    it(`${path}: "${text}" is within the screen`, async () => {
      await phone.goto(`${app.url}${path}`);
      const empty = phone.getByText(text, { exact: true });
      await empty.waitFor();
      await empty.scrollIntoViewIfNeeded();
      const box = await empty.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await expectNoSidewaysScroll(phone, phone.locator('.virtual-table'));
    });
  }
});

describe('a truncated name on a laptop table', () => {
  it('shows in full on hover (the row link carries the title) and on keyboard focus (a tip under the row)', async () => {
    await laptop.setViewportSize({ width: 800, height: 900 });
    try {
      await laptop.goto(`${app.url}/opportunity/equity?page=1`);
      const table = laptop.getByRole('table', { name: 'Opportunities' });
      await table.getByRole('row').nth(1).getByRole('link').waitFor();
      // A name cut short at this width (the NAME column at its 140 px minimum), on a row in sight.
      const truncated = await waitUntil('a truncated name', () =>
        table.evaluate((element) => {
          const view = element.querySelector('.virtual-table-scroll')!.getBoundingClientRect();
          for (const row of element.querySelectorAll('[role="row"][aria-rowindex]')) {
            const box = row.getBoundingClientRect();
            const name = row.querySelectorAll('[role="cell"]')[1]?.querySelector('.ellipsis');
            const inSight = box.top >= view.top + box.height && box.bottom <= view.bottom;
            if (inSight && name && name.scrollWidth > name.clientWidth) return { rowIndex: row.getAttribute('aria-rowindex') ?? '', name: name.textContent ?? '' };
          }
          return undefined;
        }),
      );
      const row = table.locator(`[role="row"][aria-rowindex="${truncated.rowIndex}"]`);
      // The pointer over the name: the row's link, which lies over the cells, is what it reaches.
      const nameBox = (await row.getByRole('cell').nth(1).boundingBox())!;
      await laptop.mouse.move(nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2);
      const link = row.getByRole('link');
      await eventually(() => link.getAttribute('title')).toBe(truncated.name);

      await laptop.mouse.move(0, 0);
      // Reached by the keyboard (from the element before it), as a keyboard user reaches it.
      await link.focus();
      await laptop.keyboard.press('Shift+Tab');
      await laptop.keyboard.press('Tab');
      await eventually(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
      const tip = laptop.locator('.virtual-table-tip');
      await eventually(() => tip.isVisible()).toBe(true);
      expect(await tip.innerText()).toContain(truncated.name);
      const [tipBox, rowBox] = [await tip.boundingBox(), await row.boundingBox()];
      expect(tipBox!.y).toBeGreaterThanOrEqual(rowBox!.y + rowBox!.height - 1);
      await laptop.screenshot({ path: '/tmp/laptop-truncated-name-tip.png' });
      await link.blur();
      await eventually(() => tip.count()).toBe(0);
    } finally {
      await laptop.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
