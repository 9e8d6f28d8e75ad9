import { queryNumber, queryPage } from '../lists/queryNumber.ts';
import { RANGE_FILTERS, type OpportunityFilter, type Range } from './opportunityFilter.ts';
import { isServiceGroup } from './serviceGroup.ts';
import { isOpportunitySortColumn, type OpportunitySort } from './opportunitySort.ts';
import { isIsoDay } from '../time/calendarDay.ts';

/** A list view as its query string keeps it (spec 001 §2.2 and §7), so a link reproduces the view. */
export type OpportunityListUrl = { page: number; sort: OpportunitySort; filter: OpportunityFilter };

export const DEFAULT_OPPORTUNITY_SORT: OpportunitySort = { by: 'rating', order: 'desc' };

const list = (query: URLSearchParams, name: string): string[] =>
  (query.get(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const numbers = (query: URLSearchParams, name: string): number[] =>
  list(query, name)
    .map(Number)
    .filter((n) => Number.isFinite(n));

function choice<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((option) => option === value) ?? fallback;
}

/** Reads a list's query string; unknown or malformed values fall back to their defaults, a missing page to 1. */
export function readOpportunityListUrl(query: URLSearchParams): OpportunityListUrl {
  const orderBy = query.get('order_by');
  const ranges: Partial<Record<(typeof RANGE_FILTERS)[number], Range>> = {};
  for (const name of RANGE_FILTERS) {
    const range = { min: queryNumber(query, `${name}_min`), max: queryNumber(query, `${name}_max`) };
    if (range.min !== null || range.max !== null) ranges[name] = range;
  }
  const day = (name: string) => {
    const value = query.get(name);
    return value && isIsoDay(value) ? value : null;
  };
  return {
    page: queryPage(query),
    sort: isOpportunitySortColumn(orderBy)
      ? { by: orderBy, order: query.get('order') === 'asc' ? 'asc' : 'desc' }
      : DEFAULT_OPPORTUNITY_SORT,
    filter: {
      year: numbers(query, 'year'),
      make: list(query, 'make'),
      model: list(query, 'model'),
      ranges,
      service_type: list(query, 'service_type'),
      service_group: list(query, 'service_group').filter(isServiceGroup),
      stock_type: choice(query.get('stock_type'), ['all', 'new', 'used'] as const, 'all'),
      sale_type: choice(query.get('sale_type'), ['all', 'finance', 'lease', 'cash'] as const, 'all'),
      appointment: choice(query.get('appointment'), ['all', 'true', 'false'] as const, 'all'),
      salesperson: numbers(query, 'salesperson'),
      start_date: day('start_date'),
      end_date: day('end_date'),
    },
  };
}

/** Writes a view back as a query string: only what differs from the defaults, in a stable order. */
export function writeOpportunityListUrl(view: OpportunityListUrl): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(view.page));
  query.set('order_by', view.sort.by);
  query.set('order', view.sort.order);
  const { filter } = view;
  const lists: [string, (string | number)[]][] = [
    ['year', filter.year],
    ['make', filter.make],
    ['model', filter.model],
    ['service_type', filter.service_type],
    ['service_group', filter.service_group],
    ['salesperson', filter.salesperson],
  ];
  for (const [name, values] of lists) if (values.length) query.set(name, values.join(','));
  for (const name of RANGE_FILTERS) {
    const range = filter.ranges[name];
    if (range?.min != null) query.set(`${name}_min`, String(range.min));
    if (range?.max != null) query.set(`${name}_max`, String(range.max));
  }
  const choices: [string, string][] = [
    ['stock_type', filter.stock_type],
    ['sale_type', filter.sale_type],
    ['appointment', filter.appointment],
  ];
  for (const [name, value] of choices) if (value !== 'all') query.set(name, value);
  if (filter.start_date) query.set('start_date', filter.start_date);
  if (filter.end_date) query.set('end_date', filter.end_date);
  return query;
}
