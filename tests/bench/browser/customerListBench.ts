import type { Page } from 'playwright-core';
import { firstRowShown, percentile, timeToPaint, type AddFigure } from './pageTiming.ts';

const TABLE = '[role="table"][aria-label="Customers"]';
const WATCH = `${TABLE} [role="row"][aria-rowindex="2"], .list-range`;
const ROUNDS = 24;
/** The customer list's columns, every one sortable (spec 000 §2). */
const COLUMNS = 8;
const TYPES = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'];

/** The filters the filter-change figure cycles through: an opportunity type, a distance range, a status. */
function filterUrls(): string[] {
  const urls: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const query = new URLSearchParams({ page: '1', order_by: 'name', order: 'asc' });
    if (i % 3 === 0) query.set('opportunity_type', TYPES[(i / 3) % TYPES.length] ?? 'equity');
    if (i % 3 === 1) query.set('distance_max', String(5 + i * 2));
    if (i % 3 === 2) query.set('status', i % 2 ? 'inactive' : 'active');
    urls.push(`/customers/individual?${query}`);
  }
  return urls;
}

/**
 * The customer list's figures at the scale dealer (63,000 customers), measured as the opportunity list's
 * browser.sort_change_to_pixels: from a click on a column header, or a client-side navigation to other filters
 * (the opportunity type reads the dealer's 100,000 opportunities), until the first row or the range line changed
 * and that frame is painted.
 */
export async function benchCustomerList(page: Page, serverUrl: string, customers: number, add: AddFigure): Promise<void> {
  await page.goto(`${serverUrl}/customers/individual?page=1`);
  await firstRowShown(page, TABLE);
  await page.waitForTimeout(3_000);
  const detail = { customers, list: 'individual' };

  const sorts: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    sorts.push(await timeToPaint(page, { click: `${TABLE} [role="columnheader"]:nth-child(${(i % COLUMNS) + 1}) button` }, WATCH));
  }
  add('browser.customer_sort_change_to_pixels_p50', percentile(sorts, 50), 'ms', detail);
  add('browser.customer_sort_change_to_pixels_p95', percentile(sorts, 95), 'ms', detail);

  const filters: number[] = [];
  for (const url of filterUrls()) filters.push(await timeToPaint(page, { navigate: url }, WATCH));
  add('browser.customer_filter_change_and_count_to_pixels_p50', percentile(filters, 50), 'ms', detail);
  add('browser.customer_filter_change_and_count_to_pixels_p95', percentile(filters, 95), 'ms', detail);
}
