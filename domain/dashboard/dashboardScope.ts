import type { SaleDeal } from '../dms/saleDeal.ts';
import type { DashboardInput, DashboardQuery } from './dashboard.ts';
import { countBelow, memoOf } from './dashboardMemo.ts';

/** The key after every text that starts with a day: "2026-11-03" and "2026-11-03T15:20:00Z" are both below it. */
export const afterDay = (day: string) => `${day}\uffff`;

/**
 * The items of a sorted array (by a key that is a day or starts with one) whose day is in the query's inclusive
 * range: two binary searches.
 */
export function inDayRange<T>(sorted: readonly T[], query: Pick<DashboardQuery, 'start_date' | 'end_date'>, keyOf: (item: T) => string): readonly T[] {
  return sorted.slice(countBelow(sorted, query.start_date, keyOf), countBelow(sorted, afterDay(query.end_date), keyOf));
}

const soldAt = (sale: SaleDeal) => sale.sold_at;

/** The sales sold in the range (by their day) by the user (null: everyone's), in date order. */
export function salesInRange(input: Pick<DashboardInput, 'sales'>, query: DashboardQuery): SaleDeal[] {
  const sorted = memoOf(input.sales, 'by-date', () => [...input.sales].sort((a, b) => (a.sold_at < b.sold_at ? -1 : a.sold_at > b.sold_at ? 1 : 0)));
  const { user } = query;
  const shown = inDayRange(sorted, query, soldAt);
  return user === null ? [...shown] : shown.filter((sale) => sale.salesperson === user);
}

/** A page of a list of `total` rows, `size` a page: the requested one (from 1) kept between the first and the last. */
export function clampedPage(total: number, size: number, requested: number): { page: number; first: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pages);
  return { page, first: (page - 1) * size };
}

/** Each customer's salesperson (null: an orphan), once per customers array. */
export function customerSalespeople(input: Pick<DashboardInput, 'customers'>): ReadonlyMap<string, number | null> {
  return memoOf(input.customers, 'salespeople', () => new Map(input.customers.map((customer) => [customer.id, customer.user_id])));
}
