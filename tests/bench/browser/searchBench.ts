import type { Page } from 'playwright-core';
import type { Customer } from '../../../domain/customers/customer.ts';
import type { InventoryVehicleDoc } from '../../../domain/deal/dealDocs.ts';
import type { Prospect } from '../../../domain/leads/prospect.ts';
import type { Opportunity } from '../../../domain/opportunities/opportunity.ts';
import type { OwnedVin } from '../../../domain/search/dealerSearch.ts';
import { searchDealer } from '../../../domain/search/dealerSearch.ts';
import { parseSearchTerm } from '../../../domain/search/searchTerm.ts';
import { searchUrlFor, writeSearchUrl } from '../../../domain/search/searchUrl.ts';
import type { Queryable } from '../../../sync-server/db/database.ts';
import { keystrokeFigures, keystrokes, searchSources, typedTerms, type ScaleData } from '../searchBench.ts';
import type { Figure } from '../serverSync.ts';
import { percentile, timeToPaint, type AddFigure } from './pageTiming.ts';

/** The range line "from - to of total" of the tab in view: it changes when the tab's count does. */
const WATCH = '.search-list .list-range';

async function docs<T>(db: Queryable, table: string, dealer: string): Promise<T[]> {
  return (await db.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND NOT deleted`, [dealer])).map((row) => row.doc);
}

/**
 * The global search at the scale dealer (issue 16), per keystroke of a typed name, a name with a typo, a phone and a
 * VIN: in Node on the module the worker runs, over the dealer's rows (worker_index.search_*), and in the page, from
 * the new term in the address (as the header's box sets it) to the tab's range line painted, for the keystrokes
 * that change the Customer tab's count (browser.search_keystroke_to_pixels_*; a VIN opens the Vehicle tab instead).
 */
export async function benchSearchAtScale(page: Page, serverUrl: string, db: Queryable, dealer: string, opportunities: Opportunity[], add: AddFigure): Promise<Figure[]> {
  const data: ScaleData = {
    customers: await docs<Customer>(db, 'customers', dealer),
    prospects: await docs<Prospect>(db, 'prospects', dealer),
    owned: await db.query<OwnedVin>("SELECT id, doc->>'vin' AS vin, doc->>'customer_id' AS customer_id FROM vehicles WHERE dealer = $1 AND NOT deleted", [dealer]),
    stock: await docs<InventoryVehicleDoc>(db, 'inventory', dealer),
  };
  const { sources, buildMs } = searchSources(data, opportunities);
  const detail = { customers: data.customers.length, vehicles: data.owned.length, opportunities: opportunities.length, note: 'the worker index module timed in Node' };
  add('worker_index.search_build', buildMs, 'ms', detail);
  const terms = typedTerms(data);
  const node = keystrokeFigures(sources, terms, 'worker_index.search_keystroke', detail);

  // A term that finds no one: the index is built (the dealer's first search) before any keystroke is timed.
  await page.goto(`${serverUrl}/search?${writeSearchUrl(searchUrlFor('zzzz'))}`);
  await page.locator(WATCH).filter({ hasText: '0 - 0 of 0' }).waitFor({ timeout: 120_000 });
  const times: number[] = [];
  let shown = 0;
  for (const term of Object.values(terms)) {
    for (const typed of keystrokes(term)) {
      const count = searchDealer(sources, parseSearchTerm(typed)).totals.customer;
      if (count === shown || searchUrlFor(typed).filter.tab !== 'customer') continue;
      shown = count;
      times.push(await timeToPaint(page, { navigate: `/search?${writeSearchUrl(searchUrlFor(typed))}` }, WATCH));
    }
  }
  add('browser.search_keystroke_to_pixels_p50', percentile(times, 50), 'ms', { keystrokes: times.length, customers: data.customers.length });
  add('browser.search_keystroke_to_pixels_p95', percentile(times, 95), 'ms', { keystrokes: times.length });
  return node;
}
