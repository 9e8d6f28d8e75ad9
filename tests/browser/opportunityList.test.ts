import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { Queryable } from '../../sync-server/db/database.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, keepOpenedLinks, openEquityList, ONTARIO_TIME_ZONE, signIn, todayIn, waitUntil, type DealerRecord } from './support/appPages.ts';
import { independentCsv } from './support/independentCsv.ts';
import { independentFilterOptions } from './support/independentFilterOptions.ts';
import { BEST_FIRST, opportunityCells, opportunityHeaders, opportunityRowsOf } from './support/independentOpportunityRows.ts';
import type { CellContext, OpportunityOrder, OpportunityView } from './support/independentOpportunityRows.ts';
import { independentSoldRows, type IndependentSoldRow } from './support/independentSoldRows.ts';

/** Spec 001 §2.2's opportunity types, in the tabs' order, the sold tab after them. */
const TYPES: OpportunityType[] = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'];
const EMPTY_TEXT = 'NO NEW OPPORTUNITIES FOR THIS TYPE';
const DATE_MESSAGE = 'Please verify your start date is before your end date.';
/** Rows compared from the top of a list: those surely rendered at 1366 x 900. */
const FIRST = 10;

let app: BrowserApp;
let page: Page;
let db: Queryable;
let dealer: DealerRecord;
let brand: string;
let context: CellContext;
/** The number of rows of each type, counted by the server's database. */
let counts: Map<string, number>;
let soldRows: IndependentSoldRow[];

beforeAll(async () => {
  app = await startBrowserApp();
  db = app.server.deps.db;
  dealer = await dealerByKey(db, 'CAMB01');
  const [record] = await db.query<{ brand: string }>('SELECT brand FROM dealers WHERE key = $1', ['CAMB01']);
  brand = record?.brand ?? '';
  context = { country: dealer.country, today: todayIn(ONTARIO_TIME_ZONE) };
  const perType = await db.query<{ type: string; rows: number }>(
    "SELECT doc->>'type' AS type, count(*)::int AS rows FROM opportunities WHERE dealer = $1 AND NOT deleted GROUP BY 1",
    [dealer.token],
  );
  counts = new Map(perType.map(({ type, rows }) => [type, rows]));
  soldRows = await independentSoldRows(db, dealer.token);

  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await openEquityList(page);
});

afterAll(async () => {
  await app?.close();
});

const countOf = (type: OpportunityType) => counts.get(type) ?? 0;

/** The rows a list should show first, as the cells read. Role 6 (service) sees the service rows in place of the equity list's. */
async function expectedRows(
  type: OpportunityType,
  { view = {}, order = BEST_FIRST, serviceRole = false }: { view?: OpportunityView; order?: OpportunityOrder; serviceRole?: boolean } = {},
): Promise<string[][]> {
  const rows = await opportunityRowsOf(db, dealer.token, { type: serviceRole && type === 'equity' ? 'service' : type, view, order, limit: FIRST });
  return rows.map((row) => opportunityCells(row, context, true));
}

const equityOptions = () => independentFilterOptions(db, dealer.token, 'equity', brand);

/** The first row of a list in its opening order. */
async function bestRow(type: OpportunityType) {
  const [best] = await opportunityRowsOf(db, dealer.token, { type, limit: 1 });
  if (!best) throw new Error(`No ${type} row in the demo data.`);
  return best;
}

/**
 * The sold tab's rows (spec 001 §2.2 "sold": opportunity type, customer, vehicle, sale type, salesperson, sold
 * date), newest sale first, ties by id; a sale without a salesperson reads UNKNOWN (spec 003).
 */
function expectedSoldRows(): string[][] {
  return [...soldRows]
    .sort((a, b) => (a.sale_date === b.sale_date ? (a.id < b.id ? 1 : -1) : a.sale_date < b.sale_date ? 1 : -1))
    .slice(0, FIRST)
    .map((row) => [row.type_name, row.name, row.purchased_vehicle, row.sale_type_name, row.salesperson ?? 'UNKNOWN', row.sale_date]);
}

/** The loaded rows of a table as their cells read: a star rating by its label, chips joined as the CSV joins them. */
async function shownRows(target: Page, table: string): Promise<string[][]> {
  const rows = target.getByRole('table', { name: table }).getByRole('row');
  const cells = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      Array.from(row.querySelectorAll('[role="cell"]'), (cell) => {
        const image = cell.querySelector('[role="img"]');
        if (image) return image.getAttribute('aria-label') ?? '';
        const chips = cell.querySelector('.chips');
        if (chips) return Array.from(chips.children, (chip) => chip.textContent ?? '').join(' | ');
        return (cell.textContent ?? '').trim();
      }),
    ),
  );
  return cells.filter((row) => row.length > 0 && row.some((text) => text !== ''));
}

async function firstRows(target: Page, table = 'Opportunities'): Promise<string[][]> {
  return (await shownRows(target, table)).slice(0, FIRST);
}

async function headers(target: Page, table = 'Opportunities'): Promise<string[]> {
  return target.getByRole('table', { name: table }).getByRole('columnheader').allTextContents();
}

function query(target: Page): URLSearchParams {
  return new URL(target.url()).searchParams;
}

function tab(target: Page, type: string) {
  return target.getByRole('navigation', { name: 'Opportunity types' }).locator(`a[href="/opportunity/${type}?page=1"]`);
}

async function openTab(target: Page, type: string): Promise<void> {
  await tab(target, type).click();
  await target.waitForURL((url) => url.pathname === `/opportunity/${type}`);
}

const filterToggle = (target: Page) => target.getByRole('button', { name: /^FILTERS \(\d+\)$/ });
const filters = (target: Page) => target.getByRole('form', { name: 'Filters' });

async function openFilters(target: Page): Promise<void> {
  if ((await filterToggle(target).getAttribute('aria-expanded')) !== 'true') await filterToggle(target).click();
  await filters(target).waitFor();
}

/** Opens a multi-select of the panel and answers its check boxes' labels and the separators in between. */
async function checkListItems(target: Page, label: string): Promise<string[]> {
  await filters(target).getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const list = filters(target).getByRole('group', { name: label });
  await list.waitFor();
  return list.evaluate((element) =>
    Array.from(element.children, (child) => (child.tagName === 'HR' ? '---' : (child.textContent ?? '').trim())),
  );
}

async function choose(target: Page, label: string, item: string): Promise<void> {
  const list = filters(target).getByRole('group', { name: label });
  if (!(await list.isVisible())) await filters(target).getByRole('button', { name: new RegExp(`^${label} `) }).click();
  await list.getByRole('checkbox', { name: item, exact: true }).check();
  await target.keyboard.press('Escape');
}

/** Polls a value until it matches: the worker answers in milliseconds, the first sync of a dealer takes seconds. */
const eventually = <T,>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const workingCount = (target: Page) => filters(target).locator('.filter-working').textContent();

describe('the opportunity list', () => {
  it('lands on the equity list; every tab counts the rows of its type, sold included', async () => {
    await page.getByRole('table', { name: 'Opportunities' }).waitFor();
    const expected = [...TYPES.map(countOf), soldRows.length];
    const types = [...TYPES, 'sold'];
    await eventually(async () => Promise.all(types.map(async (type) => (await tab(page, type).locator('.tab-count').textContent())?.replace(/,/g, '')))).toEqual(
      expected.map(String),
    );
    expect(countOf('equity')).toBeGreaterThan(FIRST);
  });

  for (const type of TYPES) {
    it(`${type}: the spec's columns and the server's rows, best rated first`, async () => {
      await openTab(page, type);
      await eventually(() => headers(page)).toEqual(opportunityHeaders(type));
      await eventually(() => firstRows(page)).toEqual(await expectedRows(type));
    });
  }

  it('a header click sorts descending, a second click ascending, both in the URL on page 1', async () => {
    await openTab(page, 'equity');
    const equity = page.getByRole('columnheader', { name: 'EQUITY', exact: true });
    await equity.getByRole('button').click();
    await eventually(() => query(page).toString()).toBe('page=1&order_by=equity&order=desc');
    const descending = await expectedRows('equity', { order: { by: 'equity', order: 'desc' } });
    await eventually(() => firstRows(page)).toEqual(descending);
    expect(await equity.getAttribute('aria-sort')).toBe('descending');

    await equity.getByRole('button').click();
    await eventually(() => query(page).toString()).toBe('page=1&order_by=equity&order=asc');
    const ascending = await expectedRows('equity', { order: { by: 'equity', order: 'asc' } });
    await eventually(() => firstRows(page)).toEqual(ascending);
    expect(ascending[0]).not.toEqual(descending[0]);
    // A negative equity reads in red.
    const negative = (await opportunityRowsOf(db, dealer.token, { type: 'equity' })).some((row) => row.equity < 0);
    expect(await page.locator('.virtual-table-row .is-negative').count() > 0).toBe(negative);
  });

  it('?page=3 opens at row 31', async () => {
    const total = countOf('cash');
    await page.goto(`${app.url}/opportunity/cash?page=3`);
    await eventually(() => page.locator('.list-range').textContent()).toMatch(new RegExp(`^31 - \\d+ of ${total}$`));
    expect(query(page).get('page')).toBe('3');
  });

  it('EXPORT CSV gives the view as CSV: the columns of the type, every row in the order on screen', async () => {
    await page.goto(`${app.url}/opportunity/conquest?page=1&order_by=trade&order=asc`);
    const byTrade: OpportunityOrder = { by: 'trade', order: 'asc' };
    await eventually(() => firstRows(page)).toEqual(await expectedRows('conquest', { order: byTrade }));
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = await waitUntil('the signed export link', openedLink);
    const response = await fetch(new URL(link, app.url));
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = await opportunityRowsOf(db, dealer.token, { type: 'conquest', order: byTrade });
    expect(rows.length).toBe(countOf('conquest'));
    const expected = independentCsv(opportunityHeaders('conquest'), rows.map((row) => opportunityCells(row, context)));
    expect(await response.text()).toBe(expected);
  });

  it('a row opens its deal sheet', async () => {
    await openTab(page, 'equity');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity'));
    const best = await bestRow('equity');
    await page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).click();
    await page.waitForURL((url) => url.pathname === `/deal/${encodeURIComponent(best.id)}/dealsheet`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/opportunity/equity');
  });

  it('a row is a link: named by its text, with the deal address; a ctrl-click opens the deal in a new tab', async () => {
    await openTab(page, 'equity');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity'));
    const best = await bestRow('equity');
    const address = `/deal/${encodeURIComponent(best.id)}/dealsheet`;
    const link = page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).getByRole('link', { name: best.name });
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(address);
    const listUrl = page.url();
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForURL((url) => url.pathname === address);
    await tab.getByRole('region', { name: 'Current vehicle' }).waitFor();
    expect(page.url()).toBe(listUrl);
    await tab.close();
  });
});

describe('the filter panel', () => {
  it('opens from its title; makes put the brand first with a separator, models follow the chosen makes', async () => {
    await openTab(page, 'equity');
    expect(await filters(page).isVisible()).toBe(false);
    expect(await filterToggle(page).textContent()).toBe('FILTERS (0)');
    await openFilters(page);
    expect(await filterToggle(page).getAttribute('aria-expanded')).toBe('true');

    const options = await equityOptions();
    const makes = await checkListItems(page, 'Make');
    expect(makes).toEqual(options.makes);
    expect(makes[0]?.toLowerCase()).toBe(brand.toLowerCase());
    await choose(page, 'Make', options.makes[0] ?? '');

    const models = await checkListItems(page, 'Model');
    expect(models).toEqual(options.modelsOf(options.makes[0] ?? ''));
    await page.keyboard.press('Escape');
  });

  it('counts the working filters apart from the applied ones; APPLY copies the count and filters the rows', async () => {
    await openFilters(page);
    const options = await equityOptions();
    const make = options.makes[0] ?? '';
    const [year = 0] = options.yearsOf(make);
    await choose(page, 'Year', String(year));
    expect(await workingCount(page)).toBe('2 filters selected');
    expect(await filterToggle(page).textContent()).toBe('FILTERS (0)');

    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (2)');
    expect(query(page).get('make')).toBe(make);
    expect(query(page).get('year')).toBe(String(year));
    expect(query(page).get('page')).toBe('1');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity', { view: { make, year } }));
  });

  it('a range shows the bounds of the rows and filters by what is typed', async () => {
    await openFilters(page);
    await filters(page).getByRole('button', { name: 'RESET' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (0)');
    const bounds = (await equityOptions()).equity;
    const min = filters(page).getByLabel('Equity ($) minimum');
    const max = filters(page).getByLabel('Equity ($) maximum');
    expect([await min.getAttribute('placeholder'), await max.getAttribute('placeholder')]).toEqual(bounds.map(String));

    await min.fill('1000');
    await max.fill('9000.5');
    expect(await workingCount(page)).toBe('1 filter selected');
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => query(page).get('equity_min')).toBe('1000');
    expect(query(page).get('equity_max')).toBe('9000.5');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity', { view: { equity: { min: 1000, max: 9000.5 } } }));
    expect(await filterToggle(page).textContent()).toBe('FILTERS (1)');
  });

  it('a choice: the stock type', async () => {
    await openFilters(page);
    await filters(page).getByLabel('Stock type').selectOption({ label: 'Used' });
    expect(await workingCount(page)).toBe('2 filters selected');
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => query(page).get('stock_type')).toBe('used');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity', { view: { stock_type: 'used', equity: { min: 1000, max: 9000.5 } } }));
  });

  it('dates: each bounds the other, a start after the end is refused, a range with no row shows the empty text', async () => {
    await openFilters(page);
    const start = filters(page).getByLabel('Start date');
    const end = filters(page).getByLabel('End date');
    await end.fill('2020-01-01');
    expect(await start.getAttribute('max')).toBe('2020-01-01');
    await start.fill('2020-02-01');
    expect(await end.getAttribute('min')).toBe('2020-02-01');
    const before = query(page).toString();
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => filters(page).getByRole('alert').textContent()).toBe(DATE_MESSAGE);
    expect(query(page).toString()).toBe(before);

    await start.fill('2020-01-01');
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => query(page).get('start_date')).toBe('2020-01-01');
    expect(query(page).get('end_date')).toBe('2020-01-01');
    expect(await filters(page).getByRole('alert').count()).toBe(0);
    await eventually(() => page.getByRole('table', { name: 'Opportunities' }).textContent()).toContain(EMPTY_TEXT);
    expect(await page.locator('.list-range').textContent()).toBe('0 - 0 of 0');
    expect(await filterToggle(page).textContent()).toBe('FILTERS (4)');
  });

  it('RESET clears both counts and the URL filters and shows every row again', async () => {
    await openFilters(page);
    await filters(page).getByRole('button', { name: 'RESET' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (0)');
    expect(await workingCount(page)).toBe('0 filters selected');
    expect(query(page).toString()).toBe('page=1&order_by=rating&order=desc');
    expect(await filters(page).getByLabel('Stock type').inputValue()).toBe('all');
    expect(await filters(page).getByLabel('Equity ($) minimum').inputValue()).toBe('');
    await eventually(() => firstRows(page)).toEqual(await expectedRows('equity'));
  });

  it('another type starts with the panel closed and nothing of the previous filters', async () => {
    await openFilters(page);
    await filters(page).getByLabel('Appointment').selectOption({ label: 'Yes' });
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (1)');
    await openTab(page, 'appt');
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (0)');
    expect(await filters(page).isVisible()).toBe(false);
    expect(query(page).get('appointment')).toBeNull();
    await eventually(() => firstRows(page)).toEqual(await expectedRows('appt'));
  });
});

describe('the sold tab', () => {
  it('lists every sale that closed an opportunity, newest first, with export and share only', async () => {
    await openTab(page, 'sold');
    await eventually(() => headers(page, 'Sold opportunities')).toEqual(['OPPORTUNITY TYPE', 'CUSTOMER', 'VEHICLE', 'SALE TYPE', 'SALESPERSON', 'SOLD DATE']);
    await eventually(() => firstRows(page, 'Sold opportunities')).toEqual(expectedSoldRows());
    await eventually(() => page.locator('.list-range').textContent()).toMatch(new RegExp(`of ${soldRows.length}$`));
    const actions = page.getByRole('group', { name: 'List actions' });
    expect(await actions.getByRole('button').allTextContents()).toEqual(['EXPORT CSV', 'SHARE']);
    expect(await filterToggle(page).count()).toBe(0);

    await page.getByRole('columnheader', { name: 'SOLD DATE' }).getByRole('button').click();
    await eventually(() => query(page).toString()).toBe('page=1&order_by=sale_date&order=asc');
  });
});

describe('role 6', () => {
  it('sees the service view on equity: service rows, badge labels, Orphan or initials', async () => {
    const { page: service } = await app.newPage();
    await signIn(service, app.url, 'service@demo.dealer');
    await openEquityList(service);
    const columns = opportunityHeaders('service');
    expect(columns).toEqual(['NAME', 'VEHICLE', 'SERVICE TYPE', 'LAST SERVICED', 'OPS', 'APPOINTMENT', 'ROS', 'SERVICE TOTAL', 'SALESPERSON']);
    await eventually(() => headers(service)).toEqual(columns);
    await eventually(() => firstRows(service)).toEqual(await expectedRows('equity', { serviceRole: true }));
    await eventually(async () => (await tab(service, 'equity').locator('.tab-count').textContent())?.replace(/,/g, '')).toBe(String(countOf('service')));

    const shown = await firstRows(service);
    const badges = shown.flatMap((row) => (row[columns.indexOf('OPS')] ?? '').split(' | ').filter(Boolean));
    for (const badge of badges) expect(['New At Risk', 'At Risk', 'Declined', 'Service Due', 'Recall']).toContain(badge);
    const people = shown.map((row) => row[columns.indexOf('SALESPERSON')] ?? '');
    for (const person of people) expect(person === 'Orphan' || /^[A-Z]$/.test(person)).toBe(true);

    await openFilters(service);
    expect(await filters(service).getByText('Service type', { exact: true }).count()).toBe(1);
    expect(await filters(service).getByText('Service group', { exact: true }).count()).toBe(1);
    expect(await filters(service).getByLabel('Stock type').count()).toBe(0);
    await service.context().close();
  });
});

describe('on a phone', () => {
  it('390 px wide: the rows are cards that fit the screen (tests/browser/phoneLists.test.ts tests them), the filter fields stack', async () => {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signIn(phone, app.url, 'sales@demo.dealer');
    await phone.goto(`${app.url}/opportunity/equity?page=1`);
    const names = () => phone.getByRole('list', { name: 'Opportunities' }).locator('.virtual-card-title').allInnerTexts();
    const best = await opportunityRowsOf(db, dealer.token, { type: 'equity', limit: 3 });
    await eventually(async () => (await names()).slice(0, 3)).toEqual(best.map((row) => row.name));
    const widths = await phone.evaluate(() => {
      const scroller = document.querySelector('.virtual-table-scroll');
      return { page: document.documentElement.scrollWidth, list: scroller?.scrollWidth ?? Infinity, view: scroller?.clientWidth ?? 0 };
    });
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.list).toBeLessThanOrEqual(widths.view);

    await openFilters(phone);
    const lefts = await filters(phone).locator('.filter-grid > *').evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await waitUntil('no horizontal overflow with the panel open', async () =>
      (await phone.evaluate(() => document.documentElement.scrollWidth)) <= 390 ? true : undefined,
    );
    await context.close();
  });
});
