import { DEAL_TYPES } from '../deal/dealConstants.ts';
import { OPPORTUNITY_TYPES } from '../opportunities/opportunityType.ts';
import { DEFAULT_SOLD_SORT, EMPTY_SOLD_FILTER, isSoldSortColumn, type SoldFilter, type SoldSort } from './soldList.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';
import { queryPage } from '../lists/queryNumber.ts';
import { monthOf } from '../time/months.ts';
import { NO_OPPORTUNITIES } from '../opportunityList/opportunityTypeList.ts';
import { isIsoDay } from '../time/calendarDay.ts';

/** The query value that lifts the current-month default of the sold dates. */
export const ALL_DATES = 'all';

export type SoldListUrl = { page: number; sort: SoldSort; filter: SoldFilter };

/**
 * Reads /sold/opportunities' query string (the dashboard links pass opportunity_type, start_date, end_date and
 * salesperson). Missing dates default to the current month of `today` when `defaultToMonth`, as the sold screen
 * does (spec 003), unless the query says dates=all: the sold tab of the opportunity list lists every sale (it passes
 * false) and its export asks the endpoint for every sale that way.
 */
export function readSoldListUrl(query: URLSearchParams, today: string, defaultToMonth: boolean): SoldListUrl {
  const orderBy = query.get('order_by');
  const day = (name: string) => {
    const value = query.get(name);
    return value && isIsoDay(value) ? value : null;
  };
  const month = defaultToMonth && query.get('dates') !== ALL_DATES ? monthOf(today) : { start: null, end: null };
  const type = query.get('opportunity_type');
  const saleType = query.get('sale_type');
  const salesperson = Number.parseInt(query.get('salesperson') ?? '', 10);
  return {
    page: queryPage(query),
    sort: isSoldSortColumn(orderBy) ? { by: orderBy, order: query.get('order') === 'asc' ? 'asc' : 'desc' } : DEFAULT_SOLD_SORT,
    filter: {
      customer_name: query.get('customer_name') ?? '',
      opportunity_type: OPPORTUNITY_TYPES.find((t) => t === type) ?? 'all',
      sale_type: DEAL_TYPES.find((t) => t === saleType) ?? 'all',
      start_date: day('start_date') ?? month.start,
      end_date: day('end_date') ?? month.end,
      purchased_vehicle: query.get('purchased_vehicle') ?? '',
      traded_vehicle: query.get('traded_vehicle') ?? '',
      salesperson: Number.isFinite(salesperson) && salesperson >= 0 ? salesperson : null,
    },
  };
}

/** Writes a sold view back as a query string (only what is set), the export link's parameters included. */
export function writeSoldListUrl(view: SoldListUrl): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(view.page));
  query.set('order_by', view.sort.by);
  query.set('order', view.sort.order);
  const { filter } = view;
  if (filter.customer_name) query.set('customer_name', filter.customer_name);
  if (filter.opportunity_type !== 'all') query.set('opportunity_type', filter.opportunity_type);
  if (filter.sale_type !== 'all') query.set('sale_type', filter.sale_type);
  if (filter.start_date) query.set('start_date', filter.start_date);
  if (filter.end_date) query.set('end_date', filter.end_date);
  if (filter.purchased_vehicle) query.set('purchased_vehicle', filter.purchased_vehicle);
  if (filter.traded_vehicle) query.set('traded_vehicle', filter.traded_vehicle);
  if (filter.salesperson !== null) query.set('salesperson', String(filter.salesperson));
  return query;
}

/**
 * The sold screen's list (spec 003 "Sold opportunities") on the dealer's day `today`: this month's sales by default,
 * the month's dates written into the address (so it always says which sales are shown), RESET back to them with the
 * order kept; its CSV from GET /opportunities/sold.
 */
export function soldList(today: string): ListDescriptor<SoldListUrl> {
  const month = monthOf(today);
  return {
    label: 'Sold opportunities',
    path: '/sold/opportunities',
    read: (query) => readSoldListUrl(query, today, true),
    write: writeSoldListUrl,
    order: DEFAULT_SOLD_SORT,
    sortable: isSoldSortColumn,
    canonical: 'whole',
    emptyText: 'NO SOLD OPPORTUNITIES',
    shareTitle: 'SHARE SOLD OPPORTUNITIES',
    exportPath: '/opportunities/sold',
    shared: (url) => url,
    reset: (url) => ({ page: 1, sort: url.sort, filter: { ...EMPTY_SOLD_FILTER, start_date: month.start, end_date: month.end } }),
  };
}

/**
 * The sold tab of the opportunity list, /opportunity/sold (spec 001 §2.2): every sale that closed an opportunity, no
 * date default, newest first; its CSV from GET /opportunities/sold asked for every date. It has no filters.
 */
export function soldTabList(today: string): ListDescriptor<SoldListUrl> {
  return {
    label: 'Sold opportunities',
    path: '/opportunity/sold',
    read: (query) => readSoldListUrl(query, today, false),
    write: writeSoldListUrl,
    order: DEFAULT_SOLD_SORT,
    sortable: isSoldSortColumn,
    emptyText: NO_OPPORTUNITIES,
    shareTitle: 'SHARE SOLD OPPORTUNITIES',
    exportPath: '/opportunities/sold',
    shared: (url) => url,
    exportParams: { dates: ALL_DATES },
  };
}
