import type { Opportunity } from '../opportunities/opportunity.ts';
import { serviceGroupOf, type ServiceGroup } from './serviceGroup.ts';

/**
 * The range filters of the opportunity list (spec 001 §2.2 and §7, spec 002 §3): each is a pair `<name>_min` and
 * `<name>_max` in the query string, read from the row field of the same name (stock_match reads the 0/1 flag).
 */
export const RANGE_FILTERS = [
  'rating',
  'apr',
  'payments_left',
  'equity',
  'trade',
  'payments',
  'stock_match',
  'matches',
  'distance',
  'days_out',
  'service_months',
  'warranty_months',
  'warranty_mileage',
  'service_total',
  'service_ro_total',
] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export type Range = { min: number | null; max: number | null };

/** Whether an appointment is booked: all, true or false (spec 001 §9). */
export type AppointmentFilter = 'all' | 'true' | 'false';

/**
 * A list view's filter. Empty lists and null bounds mean "any". salesperson holds user ids, and 0 for Orphan
 * (no salesperson). start_date and end_date bound the day the opportunity was identified.
 */
export type OpportunityFilter = {
  year: number[];
  make: string[];
  model: string[];
  ranges: Partial<Record<RangeFilter, Range>>;
  service_type: string[];
  service_group: ServiceGroup[];
  stock_type: 'all' | 'new' | 'used';
  sale_type: 'all' | 'finance' | 'lease' | 'cash';
  appointment: AppointmentFilter;
  salesperson: number[];
  start_date: string | null;
  end_date: string | null;
};

export const EMPTY_OPPORTUNITY_FILTER: OpportunityFilter = {
  year: [],
  make: [],
  model: [],
  ranges: {},
  service_type: [],
  service_group: [],
  stock_type: 'all',
  sale_type: 'all',
  appointment: 'all',
  salesperson: [],
  start_date: null,
  end_date: null,
};

/** The number a range filter reads from a row; null when the row has no value (it then fails any bound). */
export function rangeValue(row: Opportunity, filter: RangeFilter): number | null {
  return filter === 'stock_match' ? row.stock_match : row[filter];
}

type Test = (row: Opportunity) => boolean;

/**
 * Compiles a filter into one predicate that checks only what the filter sets: the one rule the worker's in-memory
 * lists and the server's list endpoint both apply, so both answer the same rows (and a 100,000-row re-filter
 * costs a few milliseconds).
 */
export function opportunityPredicate(filter: OpportunityFilter): Test {
  const tests: Test[] = [];
  const oneOf = <T,>(values: readonly T[], read: (row: Opportunity) => T) => {
    if (values.length === 0) return;
    const allowed = new Set(values);
    tests.push((row) => allowed.has(read(row)));
  };
  oneOf(filter.year, (row) => row.year);
  oneOf(filter.make, (row) => row.make);
  oneOf(filter.model, (row) => row.model);
  oneOf(filter.service_type, (row) => row.service_type ?? '');
  oneOf(filter.service_group, serviceGroupOf);
  oneOf(filter.salesperson, (row) => row.salesperson ?? 0);
  if (filter.stock_type !== 'all') tests.push((row) => row.stock_type === filter.stock_type);
  if (filter.sale_type !== 'all') tests.push((row) => row.sale_type === filter.sale_type);
  if (filter.appointment !== 'all') {
    const wanted = filter.appointment === 'true';
    tests.push((row) => row.appointment === wanted);
  }
  const { start_date: start, end_date: end } = filter;
  if (start) tests.push((row) => row.identified_at >= start);
  if (end) tests.push((row) => row.identified_at <= end);
  for (const name of RANGE_FILTERS) {
    const range = filter.ranges[name];
    if (!range || (range.min === null && range.max === null)) continue;
    const { min, max } = range;
    tests.push((row) => {
      const value = rangeValue(row, name);
      return value !== null && (min === null || value >= min) && (max === null || value <= max);
    });
  }
  return (row) => {
    for (const test of tests) if (!test(row)) return false;
    return true;
  };
}

/** Whether one row belongs in the view (opportunityPredicate for a single row). */
export function opportunityMatches(filter: OpportunityFilter, row: Opportunity): boolean {
  return opportunityPredicate(filter)(row);
}

/** How many distinct filters are applied: the panel's count (spec 002 §4: one per distinct filter touched). */
export function appliedFilterCount(filter: OpportunityFilter): number {
  const lists = [filter.year, filter.make, filter.model, filter.service_type, filter.service_group, filter.salesperson].filter((list) => list.length).length;
  const choices = [filter.stock_type, filter.sale_type, filter.appointment].filter((choice) => choice !== 'all').length;
  const dates = [filter.start_date, filter.end_date].filter(Boolean).length;
  const ranges = Object.values(filter.ranges).filter((range) => range && (range.min !== null || range.max !== null)).length;
  return lists + choices + dates + ranges;
}
