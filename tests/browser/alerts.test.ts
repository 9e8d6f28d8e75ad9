import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAlerts } from '../../sync-server/alerts/raiseAlerts.ts';
import { dealerByKey, keepOpenedLinks, signIn, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
/** The administrator's browser (Dana Whitfield) and the salesperson's (Ryan Mitchell), both at Cambridge Toyota. */
let admin: Page;
let sales: Page;
let cambridge: DealerRecord & { id: number };
let ryan: { id: number; token: string };

const SHARE_MESSAGE = 'These sold this month, have a look.';
const SHARE_TEXT = `Dana Whitfield shared sold opportunities with you: ${SHARE_MESSAGE}`;

beforeAll(async () => {
  app = await startBrowserApp();
  const dealer = await dealerByKey(app.server.deps.db, 'CAMB01');
  const [row] = await app.server.deps.db.query<{ id: number }>('SELECT id FROM dealers WHERE token = $1', [dealer.token]);
  cambridge = { ...dealer, id: row?.id ?? 0 };
  [ryan] = (await app.server.deps.db.query<{ id: number; token: string }>("SELECT id, token FROM users WHERE email = 'sales@demo.dealer'")) as [
    { id: number; token: string },
  ];
  ({ page: admin } = await app.newPage());
  ({ page: sales } = await app.newPage());
  await signInFirstTime(admin, app.url, 'admin@demo.dealer');
  await signIn(sales, app.url, 'sales@demo.dealer');
  for (const page of [admin, sales]) await syncIndicator(page).filter({ hasText: /^Synced$/ }).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await app?.close();
});

const bell = (page: Page) => page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');
const viewedAt = async (message: string) => {
  const [row] = await app.server.deps.db.query<{ viewed_at: Date | null }>('SELECT viewed_at FROM alerts WHERE user_id = $1 AND message = $2', [
    ryan.id,
    message,
  ]);
  return row?.viewed_at ?? null;
};

describe('alerts between two signed-in browsers', () => {
  it('a share from the administrator reaches the salesperson live: the bell counts it, and a banner shows it, gone after 10 s', async () => {
    await expect.poll(() => bellName(sales), { timeout: 20_000 }).toBe('Alerts, 0 unread');

    await admin.goto(`${app.url}/sold/opportunities`);
    await admin.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = admin.getByRole('dialog', { name: 'SHARE SOLD OPPORTUNITIES' });
    await popup.getByLabel('User').selectOption(String(ryan.id));
    await popup.getByLabel('Message').fill(SHARE_MESSAGE);
    await popup.getByRole('button', { name: 'Share wiTH USER', exact: true }).click();
    await popup.getByText('Are you sure you want to share this page?').waitFor();
    await popup.getByRole('button', { name: 'YES, SHARE' }).click();
    await expect.poll(() => popup.getByRole('status').textContent(), { timeout: 20_000 }).toBe('Successfully Sent!');

    const banner = sales.getByRole('status', { name: 'New alert' });
    await banner.waitFor({ timeout: 10_000 });
    const shownAt = Date.now();
    expect(await banner.getByRole('link').textContent()).toBe(SHARE_TEXT);
    expect(await bellName(sales)).toBe('Alerts, 1 unread');
    expect(await bellName(admin)).toBe('Alerts, 0 unread');

    await banner.waitFor({ state: 'detached', timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(9_000);
  });

  it('opening it from the bell marks it viewed (the count goes down, the server records the time) and follows its url in the app', async () => {
    const path = (await app.server.deps.db.query<{ url: string }>('SELECT url FROM alerts WHERE user_id = $1', [ryan.id]))[0]?.url ?? '';
    expect(path.startsWith('/sold/opportunities')).toBe(true);
    await bell(sales).click();
    const recent = sales.getByRole('region', { name: 'Recent alerts' });
    const link = recent.getByRole('link', { name: new RegExp(SHARE_MESSAGE) });
    expect(await link.getAttribute('href')).toBe(path);
    await link.click();

    await sales.waitForURL((url) => `${url.pathname}${url.search}` === path);
    await expect.poll(() => bellName(sales), { timeout: 20_000 }).toBe('Alerts, 0 unread');
    await expect.poll(() => viewedAt(SHARE_MESSAGE), { timeout: 10_000 }).toBeInstanceOf(Date);
  });
});

describe('the Alert History /alerts', () => {
  const table = () => sales.getByRole('table', { name: 'Alert History' });
  const shownRows = async () => (await waitUntil('the alert rows', () => virtualTableRows(sales, table()))).map((cells) => cells.slice(0, 4).concat(cells[4] === '-' ? '-' : 'viewed'));

  beforeAll(async () => {
    await raiseAlerts(app.server.deps.db, app.server.deps.alerted, [
      {
        dealerId: cambridge.id,
        userId: ryan.id,
        senderId: null,
        type: 'appointment',
        title: 'Dana Whitfield booked an appointment for you',
        message: 'Event on 2031-11-26 at 9:30 AM',
        url: '/calendar?booked=2031-11-26',
        sourceEvent: 'alerts-browser-test',
      },
    ]);
    await waitUntil('the live alert in the bell', async () => ((await bellName(sales)) === 'Alerts, 1 unread' ? true : undefined), 10_000);
    await bell(sales).click();
    await sales.getByRole('region', { name: 'Recent alerts' }).getByRole('link', { name: 'View all' }).click();
    await sales.waitForURL((url) => url.pathname === '/alerts' && url.searchParams.get('page') === '1');
  });

  it('lists the alerts newest first with Type, Message, User, Created and Viewed', async () => {
    const headers = await table().getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Type', 'Message', 'User', 'Created', 'Viewed']);
    await expect.poll(shownRows, { timeout: 20_000 }).toEqual([
      ['Appointment', 'Dana Whitfield booked an appointment for you: Event on 2031-11-26 at 9:30 AM', 'Ryan Mitchell', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), '-'],
      ['Share', SHARE_TEXT, 'Ryan Mitchell', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), 'viewed'],
    ]);
    expect(await sales.locator('.list-range').textContent()).toBe('1 - 2 of 2');
  });

  it('filters by type and status, the address keeping the filter and the counter counting it', async () => {
    const filters = sales.getByRole('search', { name: 'Alert filters' });
    expect(await filters.getByLabel('User').count()).toBe(0);
    await filters.getByLabel('Type').selectOption('share');
    await filters.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await sales.waitForURL((url) => url.searchParams.get('type') === 'share');
    await expect.poll(shownRows, { timeout: 20_000 }).toEqual([['Share', SHARE_TEXT, 'Ryan Mitchell', expect.any(String), 'viewed']]);
    expect(await filters.getByLabel('1 filters applied').count()).toBe(1);

    await filters.getByLabel('Type').selectOption('all');
    await filters.getByLabel('Status').selectOption('unread');
    await filters.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await sales.waitForURL((url) => url.searchParams.get('status') === 'unread' && !url.searchParams.has('type'));
    await expect.poll(async () => (await shownRows()).map((row) => row[0]), { timeout: 20_000 }).toEqual(['Appointment']);

    await filters.getByLabel('Status').selectOption('read');
    await filters.getByRole('button', { name: 'APPLY FILTERS' }).click();
    await expect.poll(async () => (await shownRows()).map((row) => row[0]), { timeout: 20_000 }).toEqual(['Share']);
  });

  it('EXPORT CSV opens a signed link to the filtered view’s CSV', async () => {
    const openedLink = await keepOpenedLinks(sales);
    await sales.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = new URL(await waitUntil('the signed export link', openedLink), app.url);
    expect(link.pathname).toBe('/alerts');
    expect(link.searchParams.get('status')).toBe('read');
    expect(link.searchParams.get('token')).toBe(cambridge.token);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const time = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';
    expect((await response.text()).split('\r\n')).toEqual([
      'Type,Message,User,Created,Viewed',
      expect.stringMatching(new RegExp(`^Share,"${SHARE_TEXT.replace('.', '\\.')}",Ryan Mitchell,${time},${time}$`)),
      '',
    ]);
    await sales.reload();
  });

  it('SHARE opens the share popup titled SHARE ALERTS', async () => {
    await sales.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = sales.getByRole('dialog', { name: 'SHARE ALERTS' });
    await popup.waitFor();
    await popup.getByRole('button', { name: 'CLOSE', exact: true }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('opening an unread alert of the list marks it viewed and follows its url inside the app', async () => {
    await sales.goto(`${app.url}/alerts?page=1`);
    await expect.poll(async () => (await shownRows()).length, { timeout: 20_000 }).toBe(2);
    await table().getByRole('row', { name: /booked an appointment for you/ }).getByRole('link').click();
    // The calendar opens ?booked={day} on that day and writes it as ?date={day}.
    await sales.waitForURL((url) => url.pathname === '/calendar' && (url.searchParams.get('booked') ?? url.searchParams.get('date')) === '2031-11-26');
    await expect.poll(() => bellName(sales), { timeout: 20_000 }).toBe('Alerts, 0 unread');
    await expect.poll(() => viewedAt('Event on 2031-11-26 at 9:30 AM'), { timeout: 10_000 }).toBeInstanceOf(Date);
    await sales.goBack();
    await sales.waitForURL((url) => url.pathname === '/alerts' && !url.searchParams.has('alert'));
  });
});

describe('an alert whose stored link leads to another site (stored before the server checked links)', () => {
  const HOSTILE = [
    { title: 'Stored link from the bell', url: '//evil.example/api/bell' },
    { title: 'Stored link from the history', url: '/\\evil.example/api/history' },
  ];
  /** Every request the browser made to the other site (none may be made). */
  const reached: string[] = [];

  beforeAll(async () => {
    await sales.context().route(/evil\.example/, (route) => {
      reached.push(route.request().url());
      return route.abort();
    });
    for (const [index, alert] of HOSTILE.entries()) {
      await app.server.deps.db.query(
        `INSERT INTO alerts (dealer_id, user_id, sender_id, type, title, message, url, source_event) VALUES ($1, $2, NULL, 'customer', $3, '', $4, $5)`,
        [cambridge.id, ryan.id, alert.title, alert.url, `hostile-link-${index}`],
      );
    }
    app.server.deps.alerted(ryan.token);
    await waitUntil('the stored alerts in the bell', async () => ((await bellName(sales)) === 'Alerts, 2 unread' ? true : undefined), 10_000);
  });

  it('opened from the bell, it leads to the Alert History: no other site is asked, no tab opened', async () => {
    await sales.goto(`${app.url}/calendar`);
    const pages = sales.context().pages().length;
    await bell(sales).click();
    const link = sales.getByRole('region', { name: 'Recent alerts' }).getByRole('link', { name: /Stored link from the bell/ });
    expect(await link.getAttribute('href')).toBe('/alerts?page=1');
    await link.click();
    await sales.waitForURL((url) => url.origin === app.url && url.pathname === '/alerts' && url.searchParams.get('page') === '1');
    await expect.poll(() => bellName(sales), { timeout: 20_000 }).toBe('Alerts, 1 unread');
    expect(sales.context().pages().length).toBe(pages);
    expect(reached).toEqual([]);
  });

  it('opened from the Alert History, it stays on the list: no other site is asked, no tab opened', async () => {
    await sales.goto(`${app.url}/alerts?page=1`);
    const pages = sales.context().pages().length;
    const history = sales.getByRole('table', { name: 'Alert History' });
    await expect.poll(async () => (await virtualTableRows(sales, history))?.length, { timeout: 20_000 }).toBe(4);
    await history.getByRole('row', { name: /Stored link from the history/ }).getByRole('link').click();
    await expect.poll(() => bellName(sales), { timeout: 20_000 }).toBe('Alerts, 0 unread');
    await sales.waitForURL((url) => url.origin === app.url && url.pathname === '/alerts' && !url.searchParams.has('alert'));
    expect(sales.context().pages().length).toBe(pages);
    expect(reached).toEqual([]);
  });
});
