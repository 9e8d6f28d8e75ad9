import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoldFilter, SoldSort, SoldSortColumn } from '../../domain/soldOpportunities/soldList.ts';
import { dealerByKey, keepOpenedLinks, ONTARIO_TIME_ZONE, signInFirstTime, todayIn, waitUntil } from './support/appPages.ts';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { independentCsv } from './support/independentCsv.ts';
import { independentSoldRows, type IndependentSoldRow } from './support/independentSoldRows.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
let page: Page;
/** Every sold opportunity of the admin's first dealer (CAMB01), read from the server's tables by the test's own SQL. */
let sold: IndependentSoldRow[];

/** The first and last day of the current month on the dealer's calendar (spec 003: the sold filter's default). */
const month = (() => {
  const today = todayIn(ONTARIO_TIME_ZONE);
  const [year = 0, monthNumber = 0] = today.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start: `${today.slice(0, 8)}01`, end: `${today.slice(0, 8)}${String(lastDay).padStart(2, '0')}` };
})();

/** Nothing filtered: any name, every type, any date, vehicle and salesperson. */
const NO_FILTER: SoldFilter = {
  customer_name: '', opportunity_type: 'all', sale_type: 'all',
  start_date: null, end_date: null,
  purchased_vehicle: '', traded_vehicle: '', salesperson: null,
};

/**
 * Spec 003's columns of the sold screen: header, what a cell reads (NO TRADE without a trade, UNKNOWN without a
 * salesperson) and what a sort by the column orders by (a sale without a trade or a salesperson by nothing).
 */
type SoldColumn = { key: SoldSortColumn; header: string; cell: (row: IndependentSoldRow) => string; sortKey?: (row: IndependentSoldRow) => string };
const COLUMNS: SoldColumn[] = [
  { key: 'name', header: 'CUSTOMER NAME', cell: (row) => row.name },
  { key: 'opportunity_type', header: 'OP TYPE', cell: (row) => row.type_name },
  { key: 'purchased_vehicle', header: 'PURCHASED VEHICLE', cell: (row) => row.purchased_vehicle },
  { key: 'traded_vehicle', header: 'TRADED VEHICLE', cell: (row) => row.traded_vehicle ?? 'NO TRADE', sortKey: (row) => row.traded_vehicle ?? '' },
  { key: 'sale_date', header: 'SALE DATE', cell: (row) => row.sale_date },
  { key: 'sale_type', header: 'SALE TYPE', cell: (row) => row.sale_type_name },
  { key: 'salesperson', header: 'SALES PERSON', cell: (row) => row.salesperson ?? 'UNKNOWN', sortKey: (row) => row.salesperson ?? '' },
];

/**
 * Whether a sale is in a view, written out here rather than taken from the app's filter: the customer's name holds
 * the text typed (case aside), each choice matches, the sale day lies within the dates (both included).
 */
function inView(row: IndependentSoldRow, filter: SoldFilter): boolean {
  const name = filter.customer_name.trim().toLowerCase();
  return (
    row.name.toLowerCase().includes(name) &&
    [row.opportunity_type, 'all'].includes(filter.opportunity_type) &&
    [row.sale_type, 'all'].includes(filter.sale_type) &&
    (filter.start_date === null || row.sale_date >= filter.start_date) &&
    (filter.end_date === null || row.sale_date <= filter.end_date) &&
    [row.purchased_vehicle, ''].includes(filter.purchased_vehicle) &&
    [row.traded_vehicle ?? '', ''].includes(filter.traded_vehicle) &&
    (filter.salesperson === null || row.salesperson_id === filter.salesperson)
  );
}

const textOrder = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The sold list's order, written out here: by the text a column shows (a sale without a trade or a salesperson by
 * nothing, so first when ascending), case aside and numbers within the text by value, ties by id, all in the sort's
 * direction.
 */
function inOrder({ by, order }: SoldSort): (a: IndependentSoldRow, b: IndependentSoldRow) => number {
  const column = COLUMNS.find((candidate) => candidate.key === by);
  if (!column) throw new Error(`No sold column ${by}.`);
  const key = column.sortKey ?? column.cell;
  const direction = order === 'asc' ? 1 : -1;
  return (a, b) => (textOrder.compare(key(a), key(b)) || (a.id < b.id ? -1 : 1)) * direction;
}

/** The rows a view shows, each as its cells' texts (what the screen and the CSV write). */
function expectedRows(filter: SoldFilter, sort: SoldSort = { by: 'sale_date', order: 'desc' }): string[][] {
  return sold
    .filter((row) => inView(row, filter))
    .sort(inOrder(sort))
    .map((row) => COLUMNS.map((column) => column.cell(row)));
}

const table = () => page.getByRole('table', { name: 'Sold opportunities' });

/** Every row of the list as cell texts, scrolling the virtual table from top to bottom; undefined while loading. */
const shownRows = () => virtualTableRows(page, table());

async function expectRows(expected: string[][]): Promise<void> {
  if (expected.length === 0) {
    await expect.poll(() => table().textContent(), { timeout: 20_000 }).toContain('NO SOLD OPPORTUNITIES');
    return;
  }
  await expect.poll(shownRows, { timeout: 20_000 }).toEqual(expected);
  await expect.poll(() => page.locator('.sold-page .tabs .tab-count').textContent()).toBe(String(expected.length));
}

function query(): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function openSold(search = ''): Promise<void> {
  await page.goto(`${app.url}/sold/opportunities${search}`);
  await table().waitFor();
}

const field = (label: string) => page.getByLabel(label, { exact: true });
const applyFilters = () => page.getByRole('button', { name: 'APPLY FILTERS' }).click();

/** A range of a year back from the end of this month: enough sales for the sorts and filters to differ. */
const year = { start_date: `${Number(month.start.slice(0, 4)) - 1}${month.start.slice(4)}`, end_date: month.end };
const yearView: SoldFilter = { ...NO_FILTER, ...year };

beforeAll(async () => {
  app = await startBrowserApp();
  const cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  sold = await independentSoldRows(app.server.deps.db, cambridge.token);
  ({ page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
});

afterAll(async () => {
  await app?.close();
});

describe('sold opportunities', () => {
  it('opens on the current month: the date pickers show its first and last day, the URL keeps them', async () => {
    await openSold();
    expect(await field('Start date').inputValue()).toBe(month.start);
    expect(await field('End date').inputValue()).toBe(month.end);
    expect(await field('Start date').getAttribute('max')).toBe(month.end);
    expect(await field('End date').getAttribute('min')).toBe(month.start);
    await expect.poll(() => query().get('start_date')).toBe(month.start);
    expect(query().get('end_date')).toBe(month.end);
    expect(query().get('page')).toBe('1');
  });

  it('lists the sales of the dealer in the range, newest first', async () => {
    const thisMonth = expectedRows({ ...NO_FILTER, start_date: month.start, end_date: month.end });
    // The demo data sells every month; if this one has no sale yet, the year's range is checked the same way.
    const range = thisMonth.length > 0 ? { start_date: month.start, end_date: month.end } : year;
    const expected = expectedRows({ ...NO_FILTER, ...range });
    expect(expected.length).toBeGreaterThan(0);
    await openSold(`?page=1&start_date=${range.start_date}&end_date=${range.end_date}`);
    await expectRows(expected);
    await openSold(`?page=1&start_date=${year.start_date}&end_date=${year.end_date}`);
    await expectRows(expectedRows(yearView));
  });

  it('a row opens its deal sheet', async () => {
    await openSold(`?page=1&start_date=${year.start_date}&end_date=${year.end_date}`);
    const first = sold.filter((row) => inView(row, yearView)).sort(inOrder({ by: 'sale_date', order: 'desc' }))[0];
    if (!first) throw new Error('No sale in the year.');
    await expect.poll(shownRows, { timeout: 20_000 }).toBeDefined();
    await table().locator('[role="row"][aria-rowindex="2"]').click();
    await page.waitForURL((url) => url.pathname === `/deal/${encodeURIComponent(first.opportunity_id)}/dealsheet`);
  });

  it('a click on a header sorts descending, a second click ascending, and the URL keeps the order', async () => {
    await openSold(`?page=1&start_date=${year.start_date}&end_date=${year.end_date}`);
    for (const column of COLUMNS) {
      const header = table().getByRole('button', { name: column.header, exact: true });
      await header.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${column.key} desc`);
      await expectRows(expectedRows(yearView, { by: column.key, order: 'desc' }));
      await header.click();
      await expect.poll(() => `${query().get('order_by')} ${query().get('order')}`).toBe(`${column.key} asc`);
      await expectRows(expectedRows(yearView, { by: column.key, order: 'asc' }));
    }
    await page.reload();
    await expectRows(expectedRows(yearView, { by: 'salesperson', order: 'asc' }));
  });

  describe('each filter narrows the list as the rule of the domain does', () => {
    type FilterCase = { label: string; values: (rows: IndependentSoldRow[]) => string[]; change: (value: string) => Partial<SoldFilter>; type?: boolean };
    const cases: FilterCase[] = [
      {
        label: 'Customer name',
        type: true,
        values: (rows) => rows.map((row) => row.name.slice(0, 4).toLowerCase()),
        change: (value) => ({ customer_name: value }),
      },
      { label: 'Op type', values: (rows) => rows.map((row) => row.opportunity_type), change: (value) => ({ opportunity_type: value as SoldFilter['opportunity_type'] }) },
      { label: 'Sale type', values: (rows) => rows.map((row) => row.sale_type), change: (value) => ({ sale_type: value as SoldFilter['sale_type'] }) },
      { label: 'Purchased vehicle', values: (rows) => rows.map((row) => row.purchased_vehicle), change: (value) => ({ purchased_vehicle: value }) },
      {
        label: 'Traded vehicle',
        values: (rows) => rows.flatMap((row) => (row.traded_vehicle === null ? [] : [row.traded_vehicle])),
        change: (value) => ({ traded_vehicle: value }),
      },
      {
        label: 'Salesperson',
        values: (rows) => rows.flatMap((row) => (row.salesperson_id === null ? [] : [String(row.salesperson_id)])),
        change: (value) => ({ salesperson: Number(value) }),
      },
    ];
    for (const filter of cases) {
      it(filter.label, async () => {
        const all = expectedRows(yearView);
        // A value of the year's rows that keeps some rows and drops others.
        const value = filter
          .values(sold.filter((row) => inView(row, yearView)))
          .find((candidate) => {
            const count = expectedRows({ ...yearView, ...filter.change(candidate) }).length;
            return count > 0 && count < all.length;
          });
        if (value === undefined) throw new Error(`No value of ${filter.label} narrows the year's sales in the demo data.`);
        const change = filter.change(value);
        await openSold(`?page=1&start_date=${year.start_date}&end_date=${year.end_date}`);
        await expectRows(all);
        // The choices come from the worker's rows: wait until the selects offer them.
        await expect.poll(() => field('Salesperson').locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
        const count = page.locator('.sold-filters-count .tab-count');
        // The start date differs from the default month (the end date is the month's end): one filter counted.
        expect(await count.textContent()).toBe('1');
        if (filter.type) await field(filter.label).fill(value);
        else await field(filter.label).selectOption(value);
        expect(await count.textContent()).toBe('2');
        await applyFilters();
        await expectRows(expectedRows({ ...yearView, ...change }));
        const [name, applied] = Object.entries(change)[0] ?? [];
        expect(query().get(name ?? '')).toBe(String(applied));
        expect(query().get('page')).toBe('1');
      });
    }
  });

  it('a start date after the end date is refused with the message, and the list stays as it was', async () => {
    await openSold();
    await expect.poll(() => query().get('start_date')).toBe(month.start);
    const before = page.url();
    await field('Start date').fill(month.end);
    await field('End date').fill(month.start);
    await applyFilters();
    const filters = page.getByRole('search', { name: 'Sold opportunity filters' });
    await expect.poll(() => filters.getByRole('alert').textContent()).toBe('Please verify your start date is before your end date.');
    expect(page.url()).toBe(before);
  });

  it('RESET returns every filter to all and the dates to the current month', async () => {
    const salesperson = sold.find((row) => row.salesperson_id !== null)?.salesperson_id ?? 0;
    await openSold(`?page=1&order_by=name&order=asc&customer_name=zz&sale_type=lease&salesperson=${salesperson}&start_date=2020-01-01&end_date=2020-12-31`);
    expect(await field('Customer name').inputValue()).toBe('zz');
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect.poll(() => query().get('start_date')).toBe(month.start);
    expect(query().get('end_date')).toBe(month.end);
    for (const name of ['customer_name', 'sale_type', 'salesperson', 'opportunity_type']) expect(query().get(name)).toBeNull();
    expect(await field('Customer name').inputValue()).toBe('');
    expect(await field('Sale type').inputValue()).toBe('all');
    expect(await field('Salesperson').inputValue()).toBe('');
    expect(await field('Start date').inputValue()).toBe(month.start);
    expect(await page.locator('.sold-filters-count .tab-count').textContent()).toBe('0');
    await expectRows(expectedRows({ ...NO_FILTER, start_date: month.start, end_date: month.end }, { by: 'name', order: 'asc' }));
  });

  it("a dashboard link (?page=1&opportunity_type&start_date&end_date&salesperson) opens the list filtered", async () => {
    const sale = sold.filter((row) => inView(row, yearView)).find((row) => row.salesperson_id !== null);
    if (!sale || sale.salesperson_id === null) throw new Error('No sale with a salesperson in the year.');
    const view: SoldFilter = { ...yearView, opportunity_type: sale.opportunity_type, salesperson: sale.salesperson_id };
    await openSold(
      `?page=1&opportunity_type=${sale.opportunity_type}&start_date=${year.start_date}&end_date=${year.end_date}&salesperson=${sale.salesperson_id}`,
    );
    await expectRows(expectedRows(view));
    expect(await field('Op type').inputValue()).toBe(sale.opportunity_type);
    expect(await field('Salesperson').inputValue()).toBe(String(sale.salesperson_id));
    expect(await field('Start date').inputValue()).toBe(year.start_date);
  });

  it('a range without sales shows NO SOLD OPPORTUNITIES', async () => {
    await openSold('?page=1&start_date=2001-01-01&end_date=2001-01-31');
    await expectRows([]);
    await expect.poll(() => page.locator('.sold-page .tabs .tab-count').textContent()).toBe('0');
  });

  it('EXPORT CSV opens a signed link whose CSV is the view: header, then the rows in the order on screen', async () => {
    await openSold(`?page=1&order_by=name&order=asc&start_date=${year.start_date}&end_date=${year.end_date}`);
    const expected = expectedRows(yearView, { by: 'name', order: 'asc' });
    await expectRows(expected);
    const openedLink = await keepOpenedLinks(page);
    await page.getByRole('button', { name: 'EXPORT CSV' }).click();
    const link = await waitUntil('the signed export link', openedLink);
    const url = new URL(link, app.url);
    expect(url.pathname).toBe('/opportunities/sold');
    expect(url.searchParams.get('export')).toBe('1');
    expect(url.searchParams.get('start_date')).toBe(year.start_date);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toBe(independentCsv(COLUMNS.map((column) => column.header), expected));
    expect(csv.split('\r\n')[0]).toBe('CUSTOMER NAME,OP TYPE,PURCHASED VEHICLE,TRADED VEHICLE,SALE DATE,SALE TYPE,SALES PERSON');
  });
});
