import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerByKey, keepOpenedLinks, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';
import { TYPE_LABELS } from './support/typeLabels.ts';

/*
 * The customer list of spec 000 §2 in the app with the demo data, as the admin of CAMB01 (a Canadian dealer: KM).
 * The expected rows are read from the server's projection tables with SQL and the spec's wording, never with the
 * app's own rules.
 */

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;

/** The spec's type order (spec 000 §2: all, equity, appt, leasing, warranty, cash, conquest, nonprime, service). */
const TYPES = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'];
const HEADER = 'STATUS,NUMBER,NAME,OPPORTUNITIES,ADDRESS,POSTAL CODE,PHONE,DISTANCE';

type CustomerRow = { id: string; number: string; first_name: string; last_name: string; user_id: number | null; opportunities: Record<string, number> };

/** CAMB01's individual customers with their open opportunities counted per type. */
async function individuals(): Promise<CustomerRow[]> {
  const rows = await app.server.deps.db.query<{ id: string; number: string; first_name: string; last_name: string; user_id: number | null; types: string[] | null }>(
    `SELECT c.id, c.doc->>'number' AS number, c.doc->>'first_name' AS first_name, c.doc->>'last_name' AS last_name,
            (c.doc->>'user_id')::int AS user_id,
            (SELECT array_agg(o.doc->>'type') FROM opportunities o WHERE o.dealer = c.dealer AND NOT o.deleted AND o.doc->>'customer_id' = c.id) AS types
       FROM customers c WHERE c.dealer = $1 AND NOT c.deleted AND c.doc->>'type' = 'I'`,
    [cambridge.token],
  );
  return rows.map((row) => {
    const opportunities: Record<string, number> = {};
    for (const type of row.types ?? []) opportunities[type] = (opportunities[type] ?? 0) + 1;
    return { id: row.id, number: row.number, first_name: row.first_name, last_name: row.last_name, user_id: row.user_id, opportunities };
  });
}

/** How a row reads on screen: number cut to 8 characters, "Last, First", chips "UPGRADE 2" side by side. */
const shownKey = (row: CustomerRow) => `${row.number.slice(0, 8)}|${[row.last_name, row.first_name].filter(Boolean).join(', ')}`;
const shownChips = (row: CustomerRow) => TYPES.filter((type) => row.opportunities[type]).map((type) => `${TYPE_LABELS[type]} ${row.opportunities[type]}`).join('');
const total = (row: CustomerRow) => Object.values(row.opportunities).reduce((sum, count) => sum + count, 0);

const table = () => page.getByRole('table', { name: 'Customers' });
const query = () => new URL(page.url()).searchParams;
const dialog = (name: string) => page.getByRole('dialog', { name });

/** Every row of the list as cell texts (number at 1, name at 2, chips at 3), once no row is loading. */
const shownRows = () => virtualTableRows(page, table());

async function openList(search: string): Promise<void> {
  await page.goto(`${app.url}/customers/individual${search}`);
  await table().waitFor();
  await expect.poll(shownRows, { timeout: 20_000 }).toBeDefined();
}

async function filterByType(type: string): Promise<void> {
  await page.getByLabel('Opportunity type', { exact: true }).selectOption(type);
  await page.getByRole('button', { name: 'APPLY', exact: true }).click();
  await expect.poll(() => query().get('opportunity_type')).toBe(type);
}

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ({ context, page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await waitUntil('the first sync', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 30_000);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await app?.close();
});

describe('the customer list', () => {
  it('filters by opportunity type: the customers with at least one open opportunity of it, with their chips', async () => {
    const expected = (await individuals()).filter((row) => row.opportunities.nonprime);
    expect(expected.length).toBeGreaterThan(0);
    await openList('?page=1');
    await filterByType('nonprime');
    expect(query().get('page')).toBe('1');
    await expect
      .poll(async () => (await shownRows())?.map((cells) => `${cells[1]}|${cells[2]}|${cells[3]}`).sort(), { timeout: 20_000 })
      .toEqual(expected.map((row) => `${shownKey(row)}|${shownChips(row)}`).sort());
    await expect.poll(() => page.locator('.list-range').textContent()).toBe(`1 - ${expected.length} of ${expected.length}`);
  });

  it('changing the search text goes back to page 1', async () => {
    await page.goto(`${app.url}/customers/individual?page=3`);
    // Page 3 opens at row 31 (15 a page), the table's aria-rowindex 32 (the header is 1).
    const firstOfPage = table().locator('[role="row"][aria-rowindex="32"]');
    await expect.poll(() => firstOfPage.getAttribute('class'), { timeout: 20_000 }).not.toContain('is-loading');
    expect(query().get('page')).toBe('3');
    await page.getByRole('searchbox', { name: 'Search customers' }).fill('an');
    await page.getByRole('button', { name: 'APPLY', exact: true }).click();
    await expect.poll(() => `${query().get('search')} ${query().get('page')}`).toBe('an 1');
  });

  it('sorts by opportunities: most first, then fewest first', async () => {
    const rows = await individuals();
    await openList('?page=1');
    const header = table().getByRole('button', { name: 'OPPORTUNITIES', exact: true });
    const totals = async () =>
      (await shownRows())?.map((cells) => [...(cells[3] ?? '').matchAll(/[A-Z]+ (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0));
    await header.click();
    await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe('opportunities desc');
    await expect.poll(totals, { timeout: 20_000 }).toEqual(rows.map(total).sort((a, b) => b - a));
    await header.click();
    await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe('opportunities asc');
    await expect.poll(totals, { timeout: 20_000 }).toEqual(rows.map(total).sort((a, b) => a - b));
  });

  it('each row is a link to the customer’s profile', async () => {
    const rows = await individuals();
    await openList('?page=1&order_by=opportunities&order=desc');
    const first = table().locator('[role="row"][aria-rowindex="2"]');
    const href = await first.locator('a.virtual-table-row-link').getAttribute('href');
    const id = decodeURIComponent(/^\/customer\/([^/]+)\/overview$/.exec(href ?? '')?.[1] ?? '');
    const customer = rows.find((row) => row.id === id);
    if (!customer) throw new Error(`The first row links to ${href}, no customer of CAMB01.`);
    const cells = await first.locator('[role="cell"]').allTextContents();
    expect(`${cells[1]?.trim()}|${cells[2]?.trim()}`).toBe(shownKey(customer));
    expect(total(customer)).toBe(Math.max(...rows.map(total)));
  });
});

/** The fields of one CSV line (RFC 4180 quoting). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) fields.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  return fields;
}

describe('EXPORT CSV', () => {
  it('opens a signed link to the list’s CSV with its filters and sort: the header, then the rows as on screen', async () => {
    const expected = (await individuals()).filter((row) => row.opportunities.nonprime);
    await openList('?page=1&opportunity_type=nonprime&order_by=opportunities&order=desc');
    const screen = await waitUntil('the filtered rows', async () => {
      const rows = await shownRows();
      return rows?.length === expected.length ? rows : undefined;
    });
    const opened = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = new URL(await waitUntil('the signed export link', opened), app.url);
    expect(link.pathname).toBe('/customers');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      token: cambridge.token,
      type: 'individual',
      export: '1',
      opportunity_type: 'nonprime',
      order_by: 'opportunities',
      order: 'desc',
    });
    const response = await fetch(link);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1, -1)).toHaveLength(expected.length);
    const first = csvFields(lines[1] ?? '');
    const shown = screen[0] ?? [];
    expect([first[0], first[1], first[2], first[4], first[5], first[6], first[7]]).toEqual([0, 1, 2, 4, 5, 6, 7].map((at) => shown[at]));
    expect(first[3]?.replace(/, /g, '')).toBe(shown[3]);
  });
});

describe('the reassign customers popup', () => {
  it('moves every customer of the filter, and their opportunities, to the chosen user in one event', async () => {
    const moved = (await individuals()).filter((row) => row.opportunities.nonprime);
    const [user] = await app.server.deps.db.query<{ user_id: number; first_name: string; last_name: string }>(
      `SELECT (doc->>'user_id')::int AS user_id, doc->>'first_name' AS first_name, doc->>'last_name' AS last_name
         FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user' AND (doc->>'user_id')::int <> ALL($2::int[])
        ORDER BY 1 LIMIT 1`,
      [cambridge.token, moved.map((row) => row.user_id ?? 0)],
    );
    if (!user) throw new Error('No user of CAMB01 to move the customers to.');
    const events = async () =>
      (await app.server.deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'customers.reassigned'"))[0]?.n ?? 0;
    const before = await events();

    await openList('?page=1&opportunity_type=nonprime');
    await expect.poll(() => page.locator('.list-range').textContent(), { timeout: 20_000 }).toBe(`1 - ${moved.length} of ${moved.length}`);
    await page.getByRole('button', { name: 'REASSIGN' }).click();
    const popup: Locator = dialog('Reassign');
    await expect.poll(() => popup.textContent()).toContain(`Reassign ${moved.length} customers to:`);
    await popup.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(() => popup.getByRole('alert').textContent()).toBe('Please select a user');
    await popup.getByLabel('User').selectOption(String(user.user_id));
    await popup.getByRole('button', { name: 'SAVE' }).click();
    await expect
      .poll(() => popup.getByRole('status').textContent())
      .toBe(`${moved.length} customers were reassigned to ${user.first_name} ${user.last_name}.`);

    const owners = async () => {
      const db = app.server.deps.db;
      const ids = moved.map((row) => row.id);
      const customers = await db.query<{ user_id: number }>("SELECT DISTINCT (doc->>'user_id')::int AS user_id FROM customers WHERE dealer = $1 AND id = ANY($2)", [cambridge.token, ids]);
      const opportunities = await db.query<{ user_id: number }>(
        "SELECT DISTINCT (doc->>'salesperson')::int AS user_id FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'customer_id' = ANY($2)",
        [cambridge.token, ids],
      );
      return { customers: customers.map((row) => row.user_id), opportunities: opportunities.map((row) => row.user_id) };
    };
    await expect.poll(owners, { timeout: 20_000 }).toEqual({ customers: [user.user_id], opportunities: [user.user_id] });
    expect(await events()).toBe(before + 1);
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
  });
});
