import { DEAL_TYPE_LABELS, DEAL_TYPES } from '../deal/dealConstants.ts';
import type { ContractType } from '../dms/dmsFields.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { opportunityTypeName } from '../opportunityList/opportunityListType.ts';
import { NO_TRADE, UNKNOWN_SALESPERSON, type SoldOpportunity } from './soldOpportunity.ts';

/**
 * The sold list's filter (spec 003 "Sold opportunities"): text on the customer's name, the op and sale types, the
 * sale dates (both inclusive), the purchased and traded vehicle names (exact, as the filter options list them) and
 * the salesperson (a user id, 0 for none). Empty text and null mean "any".
 */
export type SoldFilter = {
  customer_name: string;
  opportunity_type: 'all' | OpportunityType;
  sale_type: 'all' | ContractType;
  start_date: string | null;
  end_date: string | null;
  purchased_vehicle: string;
  traded_vehicle: string;
  salesperson: number | null;
};

export const EMPTY_SOLD_FILTER: SoldFilter = {
  customer_name: '',
  opportunity_type: 'all',
  sale_type: 'all',
  start_date: null,
  end_date: null,
  purchased_vehicle: '',
  traded_vehicle: '',
  salesperson: null,
};

export const SOLD_DATE_MESSAGE = 'Please verify your start date is before your end date.';

/** Applying is blocked while the start date is after the end date (spec 003 §5). */
export function soldFilterError(filter: Pick<SoldFilter, 'start_date' | 'end_date'>): string | null {
  return filter.start_date && filter.end_date && filter.start_date > filter.end_date ? SOLD_DATE_MESSAGE : null;
}

/** The filter counter: one per filter that differs from the screen's defaults (the current month's dates). */
export function soldFilterCount(filter: SoldFilter, defaults: SoldFilter): number {
  return (Object.keys(filter) as (keyof SoldFilter)[]).filter((name) => filter[name] !== defaults[name]).length;
}

export function soldPredicate(filter: SoldFilter): (row: SoldOpportunity) => boolean {
  const name = filter.customer_name.trim().toLowerCase();
  return (row) =>
    (name === '' || row.name.toLowerCase().includes(name)) &&
    (filter.opportunity_type === 'all' || row.opportunity_type === filter.opportunity_type) &&
    (filter.sale_type === 'all' || row.sale_type === filter.sale_type) &&
    (filter.start_date === null || row.sale_date >= filter.start_date) &&
    (filter.end_date === null || row.sale_date <= filter.end_date) &&
    (filter.purchased_vehicle === '' || row.purchased_vehicle.name === filter.purchased_vehicle) &&
    (filter.traded_vehicle === '' || (row.traded_vehicle?.name ?? '') === filter.traded_vehicle) &&
    (filter.salesperson === null || (row.salesperson_id ?? 0) === filter.salesperson);
}

export const SOLD_SORTS = ['name', 'opportunity_type', 'purchased_vehicle', 'traded_vehicle', 'sale_date', 'sale_type', 'salesperson'] as const;
export type SoldSortColumn = (typeof SOLD_SORTS)[number];
export type SoldSort = { by: SoldSortColumn; order: 'asc' | 'desc' };
export const DEFAULT_SOLD_SORT: SoldSort = { by: 'sale_date', order: 'desc' };

export function isSoldSortColumn(value: string | null): value is SoldSortColumn {
  return (SOLD_SORTS as readonly (string | null)[]).includes(value);
}

function soldSortKey(row: SoldOpportunity, by: SoldSortColumn): string {
  switch (by) {
    case 'purchased_vehicle':
      return row.purchased_vehicle.name;
    case 'traded_vehicle':
      return row.traded_vehicle?.name ?? '';
    case 'salesperson':
      return row.salesperson ?? '';
    case 'opportunity_type':
      return opportunityTypeName(row.opportunity_type);
    case 'sale_type':
      return DEAL_TYPE_LABELS[row.sale_type];
    default:
      return row[by];
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Orders sold rows by a column, ties by the deal id, both in the sort's direction (worker and server alike). */
export function compareSold(sort: SoldSort): (a: SoldOpportunity, b: SoldOpportunity) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const order = collator.compare(soldSortKey(a, sort.by), soldSortKey(b, sort.by)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    return order * direction;
  };
}

/** One column of a sold list: header, sort, text (what the CSV writes and the screen shows). */
export type SoldColumn = { key: SoldSortColumn; header: string; text: (row: SoldOpportunity) => string };

const column = (key: SoldSortColumn, header: string, text: (row: SoldOpportunity) => string): SoldColumn => ({ key, header, text });
const CUSTOMER = (header: string) => column('name', header, (row) => row.name);
const OP_TYPE = (header: string) => column('opportunity_type', header, (row) => opportunityTypeName(row.opportunity_type));
const PURCHASED = (header: string) => column('purchased_vehicle', header, (row) => row.purchased_vehicle.name);
const TRADED = column('traded_vehicle', 'TRADED VEHICLE', (row) => row.traded_vehicle?.name ?? NO_TRADE);
const SALE_DATE = (header: string) => column('sale_date', header, (row) => row.sale_date);
const SALE_TYPE = column('sale_type', 'SALE TYPE', (row) => DEAL_TYPE_LABELS[row.sale_type]);
const SALESPERSON = (header: string) => column('salesperson', header, (row) => row.salesperson ?? UNKNOWN_SALESPERSON);

/** The dedicated screen /sold/opportunities (spec 003). */
export const SOLD_PAGE_COLUMNS: SoldColumn[] = [
  CUSTOMER('CUSTOMER NAME'),
  OP_TYPE('OP TYPE'),
  PURCHASED('PURCHASED VEHICLE'),
  TRADED,
  SALE_DATE('SALE DATE'),
  SALE_TYPE,
  SALESPERSON('SALES PERSON'),
];

/** The sold tab of /opportunity/sold (spec 001 §2.2 "sold"). */
export const SOLD_TAB_COLUMNS: SoldColumn[] = [
  OP_TYPE('OPPORTUNITY TYPE'),
  CUSTOMER('CUSTOMER'),
  PURCHASED('VEHICLE'),
  SALE_TYPE,
  SALESPERSON('SALESPERSON'),
  SALE_DATE('SOLD DATE'),
];

export function soldRowLink(row: Pick<SoldOpportunity, 'opportunity_id'>): string {
  return `/deal/${encodeURIComponent(row.opportunity_id)}/dealsheet`;
}

/** The choices of the sold filters (spec 003 "Filter response"), from the rows themselves. */
export type SoldFilterOptions = {
  opportunity_types: ('all' | OpportunityType)[];
  sale_types: ('all' | ContractType)[];
  purchased_vehicles: string[];
  traded_vehicles: string[];
  salespeople: { id: number; name: string }[];
};

export function soldFilterOptions(rows: Iterable<SoldOpportunity>): SoldFilterOptions {
  const purchased = new Set<string>();
  const traded = new Set<string>();
  const people = new Map<number, string>();
  for (const row of rows) {
    if (row.purchased_vehicle.name) purchased.add(row.purchased_vehicle.name);
    if (row.traded_vehicle?.name) traded.add(row.traded_vehicle.name);
    people.set(row.salesperson_id ?? 0, row.salesperson ?? UNKNOWN_SALESPERSON);
  }
  const byText = (a: string, b: string) => collator.compare(a, b);
  return {
    opportunity_types: ['all', ...OPPORTUNITY_TYPES],
    sale_types: ['all', ...DEAL_TYPES],
    purchased_vehicles: [...purchased].sort(byText),
    traded_vehicles: [...traded].sort(byText),
    salespeople: [...people].map(([id, name]) => ({ id, name })).sort((a, b) => byText(a.name, b.name)),
  };
}
