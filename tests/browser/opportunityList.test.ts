import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { MAKE_SEPARATOR, modelsForMakes, opportunityFilterOptions } from '../../domain/opportunityList/filterOptions.ts';
import { opportunityColumns, type ColumnContext } from '../../domain/opportunityList/opportunityColumns.ts';
import type { OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import { BADGE_LABELS, ORPHAN } from '../../domain/opportunityList/serviceRow.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { SOLD_TAB_COLUMNS } from '../../domain/soldOpportunities/soldList.ts';
import { soldOpportunity, type SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { acknowledgeReleaseNotes, dealerByKey, keepOpenedLinks, openEquityList, ONTARIO_TIME_ZONE, signIn, todayIn, waitUntil } from './support/appPages.ts';
import { toCsv } from '../../domain/csv/csv.ts';

const EMPTY_TEXT = 'NO NEW OPPORTUNITIES FOR THIS TYPE';
const DATE_MESSAGE = 'Please verify your start date is before your end date.';
/** Rows compared from the top of a list: those surely rendered at 1366 x 900. */
const FIRST = 10;

let app: BrowserApp;
let page: Page;
let rowsOfType: Map<OpportunityType, Opportunity[]>;
let soldRows: SoldOpportunity[];
let context: ColumnContext;
let brand: string;

beforeAll(async () => {
  app = await startBrowserApp();
  const db = app.server.deps.db;
  const dealer = await dealerByKey(db, 'CAMB01');
  const [record] = await db.query<{ brand: string }>('SELECT brand FROM dealers WHERE key = $1', ['CAMB01']);
  brand = record?.brand ?? '';
  const docs = await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND NOT deleted', [dealer.token]);
  rowsOfType = new Map(OPPORTUNITY_TYPES.map((type) => [type, docs.map(({ doc }) => doc).filter((row) => row.type === type)]));
  const users = await db.query<{ doc: DealerUser }>("SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'", [dealer.token]);
  const names = new Map(users.map(({ doc }) => [doc.user_id, displayName(doc)]));
  context = { country: dealer.country as Country, userName: (id) => names.get(id) ?? null, today: todayIn(ONTARIO_TIME_ZONE) };
  soldRows = await loadSoldRows(dealer.token);

  ({ page } = await app.newPage());
  await signIn(page, app.url, 'admin@demo.dealer');
  await acknowledgeReleaseNotes(page);
  await openEquityList(page);
});

afterAll(async () => {
  await app?.close();
});

async function loadSoldRows(dealer: string): Promise<SoldOpportunity[]> {
  const db = app.server.deps.db;
  const docs = async <T>(table: 'deals' | 'customers' | 'vehicles') =>
    (await db.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND NOT deleted`, [dealer])).map(({ doc }) => doc);
  const customers = new Map((await docs<Customer>('customers')).map((doc) => [doc.id, doc]));
  const vehicles = new Map((await docs<OwnedVehicle>('vehicles')).map((doc) => [doc.id, doc]));
  const lookups = { customer: (id: string) => customers.get(id), vehicle: (id: string) => vehicles.get(id), userName: context.userName };
  return (await docs<SaleDeal>('deals')).flatMap((deal) => soldOpportunity(deal, lookups) ?? []);
}

/** Where a column of a type's list is among its cells. */
function columnsIndex(type: OpportunityType, key: string): number {
  return opportunityColumns(type, false).findIndex((column) => column.key === key);
}

function rowsOf(type: OpportunityType): Opportunity[] {
  return rowsOfType.get(type) ?? [];
}

/**
 * What these tests filter by, written out here rather than taken from the app's filter: a make, a model year, an
 * equity range (a row without equity fails it) and a stock type.
 */
type View = { make?: string; year?: number; equity?: { min: number; max: number }; stock_type?: 'new' | 'used' };

function inView(row: Opportunity, view: View): boolean {
  if (view.make !== undefined && row.make !== view.make) return false;
  if (view.year !== undefined && row.year !== view.year) return false;
  if (view.equity && (row.equity === null || row.equity < view.equity.min || row.equity > view.equity.max)) return false;
  return view.stock_type === undefined || row.stock_type === view.stock_type;
}

/** The lists open best rated first (spec 001 §2.2). */
const BEST_FIRST: OpportunitySort = { by: 'rating', order: 'desc' };
const textOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The lists' order written out here rather than taken from the app's comparator: empty values last both ways,
 * numbers by value, text as a reader orders it (case aside, numbers within it by value), ties by id, all in the
 * sort's direction.
 */
function inOrder({ by, order }: OpportunitySort): (a: Opportunity, b: Opportunity) => number {
  const direction = order === 'asc' ? 1 : -1;
  return (a, b) => {
    const [left, right] = [a[by], b[by]];
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const byValue = typeof left === 'number' && typeof right === 'number' ? left - right : textOrder.compare(String(left), String(right));
      if (byValue !== 0) return byValue * direction;
    }
    return (a.id < b.id ? -1 : 1) * direction;
  };
}

/** The rows a list should show first, as the cells read. Role 6 (service) sees the service rows in place of the equity list's. */
function expectedRows(type: OpportunityType, { view = {}, sort = BEST_FIRST, serviceRole = false }: { view?: View; sort?: OpportunitySort; serviceRole?: boolean } = {}): string[][] {
  const columns = opportunityColumns(type, serviceRole);
  return rowsOf(serviceRole && type === 'equity' ? 'service' : type)
    .filter((row) => inView(row, view))
    .sort(inOrder(sort))
    .slice(0, FIRST)
    .map((row) => columns.map((column) => (column.key === 'rating' ? `Rating ${row.rating} of 5` : column.text(row, context))));
}

/** The sold tab opens newest sale first, ties by id (spec 003). */
function expectedSoldRows(): string[][] {
  return [...soldRows]
    .sort((a, b) => textOrder.compare(b.sale_date, a.sale_date) || (a.id < b.id ? 1 : -1))
    .slice(0, FIRST)
    .map((row) => SOLD_TAB_COLUMNS.map((column) => column.text(row)));
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
    const expected = [...OPPORTUNITY_TYPES.map((type) => rowsOf(type).length), soldRows.length];
    const types = [...OPPORTUNITY_TYPES, 'sold'];
    await eventually(async () => Promise.all(types.map(async (type) => (await tab(page, type).locator('.tab-count').textContent())?.replace(/,/g, '')))).toEqual(
      expected.map(String),
    );
    expect(rowsOf('equity').length).toBeGreaterThan(FIRST);
  });

  for (const type of OPPORTUNITY_TYPES) {
    it(`${type}: the spec's columns and the server's rows, best rated first`, async () => {
      await openTab(page, type);
      await eventually(() => headers(page)).toEqual(opportunityColumns(type, false).map((column) => column.header));
      await eventually(() => firstRows(page)).toEqual(expectedRows(type));
    });
  }

  it('a header click sorts descending, a second click ascending, both in the URL on page 1', async () => {
    await openTab(page, 'equity');
    const equity = page.getByRole('columnheader', { name: 'EQUITY', exact: true });
    await equity.getByRole('button').click();
    await eventually(() => query(page).toString()).toBe('page=1&order_by=equity&order=desc');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity', { sort: { by: 'equity', order: 'desc' } }));
    expect(await equity.getAttribute('aria-sort')).toBe('descending');

    await equity.getByRole('button').click();
    await eventually(() => query(page).toString()).toBe('page=1&order_by=equity&order=asc');
    const ascending = expectedRows('equity', { sort: { by: 'equity', order: 'asc' } });
    await eventually(() => firstRows(page)).toEqual(ascending);
    expect(ascending[0]).not.toEqual(expectedRows('equity', { sort: { by: 'equity', order: 'desc' } })[0]);
    // A negative equity reads in red.
    const negative = rowsOf('equity').some((row) => row.equity < 0);
    expect(await page.locator('.virtual-table-row .is-negative').count() > 0).toBe(negative);
  });

  it('?page=3 opens at row 31', async () => {
    const total = rowsOf('cash').length;
    await page.goto(`${app.url}/opportunity/cash?page=3`);
    await eventually(() => page.locator('.list-range').textContent()).toMatch(new RegExp(`^31 - \\d+ of ${total}$`));
    expect(query(page).get('page')).toBe('3');
  });

  it('EXPORT CSV gives the view as CSV: the columns of the type, every row in the order on screen', async () => {
    await page.goto(`${app.url}/opportunity/conquest?page=1&order_by=trade&order=asc`);
    await eventually(() => firstRows(page)).toEqual(expectedRows('conquest', { sort: { by: 'trade', order: 'asc' } }));
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = await waitUntil('the signed export link', openedLink);
    const response = await fetch(new URL(link, app.url));
    expect(response.headers.get('content-type')).toContain('text/csv');
    const columns = opportunityColumns('conquest', false);
    const expected = toCsv(
      columns.map((column) => column.header),
      [...rowsOf('conquest')].sort(inOrder({ by: 'trade', order: 'asc' })).map((row) => columns.map((column) => column.text(row, context))),
    );
    expect(await response.text()).toBe(expected);
  });

  it('a row opens its deal sheet', async () => {
    await openTab(page, 'equity');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity'));
    const [best] = [...rowsOf('equity')].sort(inOrder(BEST_FIRST));
    await page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).click();
    await page.waitForURL((url) => url.pathname === `/deal/${encodeURIComponent(best?.id ?? '')}/dealsheet`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/opportunity/equity');
  });

  it('a row is a link: named by its text, with the deal address; a ctrl-click opens the deal in a new tab', async () => {
    await openTab(page, 'equity');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity'));
    const [best] = [...rowsOf('equity')].sort(inOrder(BEST_FIRST));
    const address = `/deal/${encodeURIComponent(best?.id ?? '')}/dealsheet`;
    const link = page.getByRole('table', { name: 'Opportunities' }).getByRole('row').nth(1).getByRole('link', { name: best?.name });
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

    const options = opportunityFilterOptions(rowsOf('equity'), { brand, userName: context.userName });
    const makes = await checkListItems(page, 'Make');
    expect(makes).toEqual(options.makes.map((make) => (make === MAKE_SEPARATOR ? '---' : make)));
    expect(makes[0]?.toLowerCase()).toBe(brand.toLowerCase());
    await choose(page, 'Make', options.makes[0] ?? '');

    const models = await checkListItems(page, 'Model');
    expect(models).toEqual(modelsForMakes(options, [options.makes[0] ?? '']));
    await page.keyboard.press('Escape');
  });

  it('counts the working filters apart from the applied ones; APPLY copies the count and filters the rows', async () => {
    await openFilters(page);
    const options = opportunityFilterOptions(rowsOf('equity'), { brand, userName: context.userName });
    const make = options.makes[0] ?? '';
    const year = [...new Set(rowsOf('equity').filter((row) => row.make === make).map((row) => row.year))][0] ?? 0;
    await choose(page, 'Year', String(year));
    expect(await workingCount(page)).toBe('2 filters selected');
    expect(await filterToggle(page).textContent()).toBe('FILTERS (0)');

    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (2)');
    expect(query(page).get('make')).toBe(make);
    expect(query(page).get('year')).toBe(String(year));
    expect(query(page).get('page')).toBe('1');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity', { view: { make, year } }));
  });

  it('a range shows the bounds of the rows and filters by what is typed', async () => {
    await openFilters(page);
    await filters(page).getByRole('button', { name: 'RESET' }).click();
    await eventually(() => filterToggle(page).textContent()).toBe('FILTERS (0)');
    const bounds = opportunityFilterOptions(rowsOf('equity'), { brand, userName: context.userName }).ranges.equity;
    const min = filters(page).getByLabel('Equity ($) minimum');
    const max = filters(page).getByLabel('Equity ($) maximum');
    expect([await min.getAttribute('placeholder'), await max.getAttribute('placeholder')]).toEqual(bounds.map(String));

    await min.fill('1000');
    await max.fill('9000.5');
    expect(await workingCount(page)).toBe('1 filter selected');
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => query(page).get('equity_min')).toBe('1000');
    expect(query(page).get('equity_max')).toBe('9000.5');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity', { view: { equity: { min: 1000, max: 9000.5 } } }));
    expect(await filterToggle(page).textContent()).toBe('FILTERS (1)');
  });

  it('a choice: the stock type', async () => {
    await openFilters(page);
    await filters(page).getByLabel('Stock type').selectOption({ label: 'Used' });
    expect(await workingCount(page)).toBe('2 filters selected');
    await filters(page).getByRole('button', { name: 'APPLY' }).click();
    await eventually(() => query(page).get('stock_type')).toBe('used');
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity', { view: { stock_type: 'used', equity: { min: 1000, max: 9000.5 } } }));
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
    await eventually(() => firstRows(page)).toEqual(expectedRows('equity'));
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
    await eventually(() => firstRows(page)).toEqual(expectedRows('appt'));
  });
});

describe('the sold tab', () => {
  it('lists every sale that closed an opportunity, newest first, with export and share only', async () => {
    await openTab(page, 'sold');
    await eventually(() => headers(page, 'Sold opportunities')).toEqual(SOLD_TAB_COLUMNS.map((column) => column.header));
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
    const columns = opportunityColumns('equity', true);
    await eventually(() => headers(service)).toEqual(columns.map((column) => column.header));
    await eventually(() => firstRows(service)).toEqual(expectedRows('equity', { serviceRole: true }));
    await eventually(async () => (await tab(service, 'equity').locator('.tab-count').textContent())?.replace(/,/g, '')).toBe(String(rowsOf('service').length));

    const shown = await firstRows(service);
    const badges = shown.flatMap((row) => (row[columns.findIndex((column) => column.key === 'badges')] ?? '').split(' | ').filter(Boolean));
    for (const badge of badges) expect(Object.values(BADGE_LABELS)).toContain(badge);
    const people = shown.map((row) => row[columns.findIndex((column) => column.key === 'salesperson')] ?? '');
    for (const person of people) expect(person === ORPHAN || /^[A-Z]$/.test(person)).toBe(true);

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
    const name = columnsIndex('equity', 'name');
    await eventually(async () => (await names()).slice(0, 3)).toEqual(expectedRows('equity').slice(0, 3).map((row) => row[name]));
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
