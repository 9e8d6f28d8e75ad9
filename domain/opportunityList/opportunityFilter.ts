import type { Opportunity } from '../opportunities/opportunity.ts';

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

function inRange(value: number | null, range: Range | undefined): boolean {
  if (!range || (range.min === null && range.max === null)) return true;
  if (value === null) return false;
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/**
 * Whether a row belongs in the view: the one rule the worker's in-memory lists and the server's list endpoint
 * both apply, so both answer the same rows.
 */
export function opportunityMatches(filter: OpportunityFilter, row: Opportunity): boolean {
  if (filter.year.length && !filter.year.includes(row.year)) return false;
  if (filter.make.length && !filter.make.includes(row.make)) return false;
  if (filter.model.length && !filter.model.includes(row.model)) return false;
  if (filter.service_type.length && (row.service_type === null || !filter.service_type.includes(row.service_type))) return false;
  if (filter.stock_type !== 'all' && row.stock_type !== filter.stock_type) return false;
  if (filter.sale_type !== 'all' && row.sale_type !== filter.sale_type) return false;
  if (filter.appointment !== 'all' && row.appointment !== (filter.appointment === 'true')) return false;
  if (filter.salesperson.length && !filter.salesperson.includes(row.salesperson ?? 0)) return false;
  if (filter.start_date && row.identified_at < filter.start_date) return false;
  if (filter.end_date && row.identified_at > filter.end_date) return false;
  for (const name of RANGE_FILTERS) {
    if (!inRange(rangeValue(row, name), filter.ranges[name])) return false;
  }
  return true;
}

/** How many distinct filters are applied: the panel's count (spec 002 §4: one per distinct filter touched). */
export function appliedFilterCount(filter: OpportunityFilter): number {
  const lists = [filter.year, filter.make, filter.model, filter.service_type, filter.salesperson].filter((list) => list.length).length;
  const choices = [filter.stock_type, filter.sale_type, filter.appointment].filter((choice) => choice !== 'all').length;
  const dates = [filter.start_date, filter.end_date].filter(Boolean).length;
  const ranges = Object.values(filter.ranges).filter((range) => range && (range.min !== null || range.max !== null)).length;
  return lists + choices + dates + ranges;
}
