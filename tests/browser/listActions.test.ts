import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { dealerByKey, keepOpenedLinks, ONTARIO_TIME_ZONE, signInFirstTime, syncIndicator, todayIn, type DealerRecord, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;
/** The users of CAMB01 as its clients replicate them. */
let users: DealerUser[];

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  users = (
    await app.server.deps.db.query<{ doc: DealerUser }>("SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'", [
      cambridge.token,
    ])
  ).map((row) => row.doc);
  ({ context, page } = await app.newPage());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await waitUntil('the first sync', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 30_000);
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

function userNamed(first: string, last: string): DealerUser {
  const user = users.find((candidate) => candidate.first_name === first && candidate.last_name === last);
  if (!user) throw new Error(`No user ${first} ${last} at CAMB01.`);
  return user;
}

const dialog = (name: string) => page.getByRole('dialog', { name });

async function closePopup(popup: Locator): Promise<void> {
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
  await popup.waitFor({ state: 'detached' });
}

describe('the share popup', () => {
  const sharedPath = () => `${new URL(page.url()).pathname}${new URL(page.url()).search}`;

  beforeAll(async () => {
    await page.goto(`${app.url}/sold/opportunities`);
    await waitUntil('the sold list URL', async () => new URL(page.url()).searchParams.get('start_date') ?? undefined);
  });

  it('COPY LINK puts the absolute link of the page on the clipboard and shows COPIED', async () => {
    await page.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = dialog('SHARE SOLD OPPORTUNITIES');
    await popup.getByRole('button', { name: 'COPY LINK' }).click();
    await expect.poll(() => popup.getByRole('status').textContent()).toBe('COPIED');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await closePopup(popup);
    // Focus goes back to the button that opened the popup, so a keyboard user carries on from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('SHARE');
  });

  it('"Share wiTH USER" without a user says Please select a user and sends nothing', async () => {
    const before = await app.server.deps.db.query('SELECT id FROM alerts');
    await page.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = dialog('SHARE SOLD OPPORTUNITIES');
    await popup.getByRole('button', { name: 'Share wiTH USER', exact: true }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Please select a user');
    expect(await popup.getByText('Are you sure you want to share this page?').count()).toBe(0);
    expect(await app.server.deps.db.query('SELECT id FROM alerts')).toEqual(before);
    await closePopup(popup);
  });

  it('sharing with a user asks first, then says Successfully Sent!: the mail is sent and the alert recorded', async () => {
    const ryan = userNamed('Ryan', 'Mitchell');
    const message = 'This month so far, have a look.';
    const path = sharedPath();
    await page.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = dialog('SHARE SOLD OPPORTUNITIES');
    await popup.getByLabel('User').selectOption(String(ryan.user_id));
    await popup.getByLabel('Message').fill(message);
    await popup.getByRole('button', { name: 'Share wiTH USER', exact: true }).click();
    await popup.getByText('Are you sure you want to share this page?').waitFor();
    await popup.getByRole('button', { name: 'YES, SHARE' }).click();
    await expect.poll(() => popup.getByRole('status').textContent(), { timeout: 20_000 }).toBe('Successfully Sent!');

    const response = await fetch(`${app.url}/inbox/messages?to=${encodeURIComponent(ryan.email)}`);
    const { messages } = (await response.json()) as { messages: { subject: string; text_body: string }[] };
    const mail = messages.find((entry) => entry.subject.includes('SHARE SOLD OPPORTUNITIES'));
    expect(mail?.subject).toBe('Dana Whitfield shared SHARE SOLD OPPORTUNITIES');
    expect(mail?.text_body).toContain(message);
    expect(mail?.text_body).toContain(`${app.url}${path}`);

    const alerts = await app.server.deps.db.query<{ type: string; title: string; message: string; url: string }>(
      'SELECT type, title, message, url FROM alerts WHERE user_id = $1',
      [ryan.user_id],
    );
    expect(alerts).toEqual([{ type: 'share', title: 'SHARE SOLD OPPORTUNITIES', message, url: path }]);
    await closePopup(popup);
  });
});

/** Equity rows of CAMB01 as the server holds them now. */
async function equityRows(): Promise<Opportunity[]> {
  const rows = await app.server.deps.db.query<{ doc: Opportunity }>("SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = 'equity'", [
    cambridge.token,
  ]);
  return rows.map((row) => row.doc);
}

/** A make and a year: the list filter the tests narrow the equity list with. */
type MakeYear = { make: string; year: number };

/** A make and year that match a few equity rows, none of them already with `user`, and those rows. */
async function smallFilter(user?: DealerUser): Promise<{ filter: MakeYear; rows: Opportunity[] }> {
  const rows = await equityRows();
  for (const row of rows) {
    const matched = rows.filter((other) => other.make === row.make && other.year === row.year);
    if (matched.length >= 2 && matched.length <= 6 && matched.every((match) => match.salesperson !== user?.user_id)) {
      return { filter: { make: row.make, year: row.year }, rows: matched };
    }
  }
  throw new Error('No small make and year group of equity rows in the demo data.');
}

/** The equity list's address, sorted by rating as it opens, narrowed to a make and year and a salesperson if given. */
function equityListPath(filter?: MakeYear, salesperson?: number): string {
  const query = new URLSearchParams({ page: '1', order_by: 'rating', order: 'desc' });
  if (filter) {
    query.set('year', String(filter.year));
    query.set('make', filter.make);
  }
  if (salesperson !== undefined) query.set('salesperson', String(salesperson));
  return `/opportunity/equity?${query}`;
}

async function openEquityList(filter?: MakeYear): Promise<string> {
  const path = equityListPath(filter);
  await page.goto(`${app.url}${path}`);
  return path;
}

async function ownersOnServer(rows: Opportunity[]): Promise<{ customers: (number | null)[]; opportunities: (number | null)[] }> {
  const db = app.server.deps.db;
  const customers = await db.query<{ doc: Customer }>('SELECT doc FROM customers WHERE dealer = $1 AND id = ANY($2)', [
    cambridge.token,
    rows.map((row) => row.customer_id),
  ]);
  const opportunities = await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND id = ANY($2)', [
    cambridge.token,
    rows.map((row) => row.id),
  ]);
  return {
    customers: [...new Set(customers.map((row) => row.doc.user_id))],
    opportunities: [...new Set(opportunities.map((row) => row.doc.salesperson))],
  };
}

async function reassignedEvents(): Promise<number> {
  const [row] = await app.server.deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'opportunities.reassigned'");
  return row?.n ?? 0;
}

async function openReassign(total: number): Promise<Locator> {
  await expect.poll(() => page.locator('.list-range').textContent(), { timeout: 20_000 }).toBe(`1 - ${total} of ${total}`);
  await page.getByRole('button', { name: 'REASSIGN' }).click();
  const popup = dialog('Reassign');
  await expect.poll(() => popup.textContent()).toContain(`Reassign the customers of ${total} opportunities to:`);
  return popup;
}

describe('reassign', () => {
  it('SAVE without a user says Please select a user and sends nothing', async () => {
    const { filter, rows } = await smallFilter(userNamed('Mei', 'Chen'));
    await openEquityList(filter);
    const before = await reassignedEvents();
    const popup = await openReassign(rows.length);
    await popup.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Please select a user');
    expect(await syncIndicator(page).textContent()).toBe('Synced');
    expect(await reassignedEvents()).toBe(before);
    await closePopup(popup);
  });

  it("online: the customers and opportunities of the filtered list carry the new user on the server", async () => {
    const mei = userNamed('Mei', 'Chen');
    const { filter, rows } = await smallFilter(mei);
    await openEquityList(filter);
    const popup = await openReassign(rows.length);
    await popup.getByLabel('User').selectOption(String(mei.user_id));
    await popup.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(() => popup.getByRole('status').textContent()).toContain('reassigned');
    await expect.poll(() => ownersOnServer(rows), { timeout: 20_000 }).toEqual({ customers: [mei.user_id], opportunities: [mei.user_id] });
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Synced');
    await closePopup(popup);
  });

  it('offline: the list shows the new user at once, the change waits, and reaches the server once back online', async () => {
    const daniel = userNamed('Daniel', 'Kowalski');
    const { filter, rows } = await smallFilter(daniel);
    await openEquityList(filter);
    const popup = await openReassign(rows.length);
    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline');
    await popup.getByLabel('User').selectOption(String(daniel.user_id));
    await popup.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(() => popup.getByRole('status').textContent()).toContain('reassigned');
    await closePopup(popup);
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline · 1 waiting');

    // The same rows now list under Daniel's name (in the app, without the network).
    const byDaniel = equityListPath(filter, daniel.user_id);
    await page.evaluate((path) => history.pushState(null, '', path), byDaniel);
    await expect.poll(() => page.locator('.list-range').textContent(), { timeout: 20_000 }).toBe(`1 - ${rows.length} of ${rows.length}`);
    expect((await ownersOnServer(rows)).customers).not.toContain(daniel.user_id);

    await app.setOffline(context, false);
    await expect.poll(() => ownersOnServer(rows), { timeout: 30_000 }).toEqual({ customers: [daniel.user_id], opportunities: [daniel.user_id] });
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
  });
});

describe('print deal sheets', () => {
  it('the dates default to today, and a start after the end is refused with the message', async () => {
    await openEquityList();
    await page.getByRole('button', { name: 'PRINT DEAL SHEETS' }).click();
    const popup = dialog('Print Deal Sheets');
    expect(await popup.getByLabel('Start date').inputValue()).toBe(todayIn(ONTARIO_TIME_ZONE));
    expect(await popup.getByLabel('End date').inputValue()).toBe(todayIn(ONTARIO_TIME_ZONE));
    const opened = await keepOpenedLinks(page);
    await popup.getByLabel('End date').fill('2001-01-01');
    await popup.getByRole('button', { name: 'PRINT' }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Please verify your start date is before your end date.');
    expect(await opened()).toBeUndefined();
    await closePopup(popup);
  });

  it('PRINT opens a signed link to the deal sheets of the list, which answers a PDF', async () => {
    const { filter } = await smallFilter();
    await openEquityList(filter);
    await page.getByRole('button', { name: 'PRINT DEAL SHEETS' }).click();
    const popup = dialog('Print Deal Sheets');
    const opened = await keepOpenedLinks(page);
    await popup.getByLabel('Start date').fill('2001-01-01');
    await popup.getByRole('button', { name: 'PRINT' }).click();
    const link = await waitUntil('the signed print link', opened);
    const url = new URL(link, app.url);
    expect(url.pathname).toBe('/dealsheet/print');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      token: cambridge.token,
      start_date: '2001-01-01',
      end_date: todayIn(ONTARIO_TIME_ZONE),
      type: 'equity',
      make: filter.make,
      year: String(filter.year),
    });
    expect(url.searchParams.get('link')).not.toBeNull();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    await closePopup(popup);
  });
});

// Names shown in the user select: every user of the dealer, by name.
describe('the user select of the popups', () => {
  it('offers every active user of the dealer, and no inactive one (admin flag 2, spec 002 §3)', async () => {
    await page.goto(`${app.url}/sold/opportunities`);
    await page.getByRole('button', { name: 'SHARE', exact: true }).click();
    const popup = dialog('SHARE SOLD OPPORTUNITIES');
    const select = popup.getByLabel('User');
    const active = users.filter((user) => user.admin !== 2);
    const inactive = users.filter((user) => user.admin === 2);
    expect(inactive.length).toBeGreaterThan(0);
    await expect.poll(() => select.locator('option').count(), { timeout: 20_000 }).toBe(active.length + 1);
    const labels = await select.locator('option').allTextContents();
    for (const user of active) expect(labels).toContain(`${user.first_name} ${user.last_name} (${user.email})`);
    for (const user of inactive) expect(labels.some((label) => label.includes(user.email))).toBe(false);
    await closePopup(popup);
  });
});
