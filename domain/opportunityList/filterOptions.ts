import type { Opportunity } from '../opportunities/opportunity.ts';
import { RANGE_FILTERS, rangeValue, type RangeFilter } from './opportunityFilter.ts';
import { SERVICE_GROUPS } from './serviceGroup.ts';

export type Named<Id> = { id: Id; name: string };

/**
 * The filter panel's choices for one list (spec 001 §3 "Filter option set"), computed from the rows of that list:
 * the same function answers GET /filter/opportunity on the server and the panel from local data in the worker.
 */
export type OpportunityFilterOptions = {
  years: number[];
  /** The dealer's brand first, then MAKE_SEPARATOR, then the other makes A to Z (the separator is not a make). */
  makes: string[];
  models: { make: string; model: string }[];
  ranges: Record<RangeFilter, [number, number]>;
  /** Users of the dealer who hold rows, A to Z, then Orphan (id 0) when some rows have no salesperson. */
  salesperson: Named<number>[];
  service_groups: Named<string>[];
  service_types: Named<string>[];
};

export const MAKE_SEPARATOR = '──────────';
export const ORPHAN_ID = 0;

/** Range bounds before any data (spec 001 §9); the rest start at 0 to 1. */
export const DEFAULT_RANGES: Record<RangeFilter, [number, number]> = {
  rating: [0, 5],
  apr: [1, 5],
  payments_left: [1, 15],
  equity: [0, 1565],
  trade: [0, 1565],
  payments: [1, 22],
  stock_match: [0, 1],
  matches: [0, 2],
  distance: [1, 22],
  days_out: [1, 15],
  service_months: [0, 1],
  warranty_months: [0, 1],
  warranty_mileage: [0, 1],
  service_total: [0, 1],
  service_ro_total: [0, 1],
};

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

export function opportunityFilterOptions(
  rows: Iterable<Opportunity>,
  context: { brand: string; userName: (id: number) => string | null },
): OpportunityFilterOptions {
  const years = new Set<number>();
  const makes = new Set<string>();
  const models = new Map<string, { make: string; model: string }>();
  const users = new Set<number>();
  const serviceTypes = new Set<string>();
  let orphans = false;
  let seen = false;
  const low = {} as Record<RangeFilter, number>;
  const high = {} as Record<RangeFilter, number>;
  for (const row of rows) {
    seen = true;
    years.add(row.year);
    makes.add(row.make);
    models.set(`${row.make}\u0000${row.model}`, { make: row.make, model: row.model });
    if (row.salesperson === null) orphans = true;
    else users.add(row.salesperson);
    if (row.service_type) serviceTypes.add(row.service_type);
    for (const name of RANGE_FILTERS) {
      const value = rangeValue(row, name);
      if (value === null) continue;
      if (!(name in low) || value < low[name]) low[name] = value;
      if (!(name in high) || value > high[name]) high[name] = value;
    }
  }
  const ranges = { ...DEFAULT_RANGES };
  if (seen) {
    for (const name of RANGE_FILTERS) {
      if (name in low) ranges[name] = [Math.floor(low[name]), Math.ceil(high[name])];
    }
  }
  const brand = [...makes].filter((make) => make.toLowerCase() === context.brand.toLowerCase());
  const others = [...makes].filter((make) => !brand.includes(make)).sort(byText);
  const salesperson = [...users]
    .map((id) => ({ id, name: context.userName(id) ?? `User ${id}` }))
    .sort((a, b) => byText(a.name, b.name));
  if (orphans) salesperson.push({ id: ORPHAN_ID, name: 'Orphan' });
  return {
    years: [...years].sort((a, b) => b - a),
    makes: brand.length && others.length ? [...brand, MAKE_SEPARATOR, ...others] : [...brand, ...others],
    models: [...models.values()].sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model)),
    ranges,
    salesperson,
    service_groups: SERVICE_GROUPS.map((name) => ({ id: name, name })),
    service_types: [...serviceTypes].sort(byText).map((name) => ({ id: name, name })),
  };
}

/** The models the panel offers: those of the chosen makes, or all when none is chosen (spec 001 §2.2). */
export function modelsForMakes(options: Pick<OpportunityFilterOptions, 'models'>, makes: readonly string[]): string[] {
  const chosen = makes.filter((make) => make !== MAKE_SEPARATOR);
  const list = options.models.filter((entry) => chosen.length === 0 || chosen.includes(entry.make)).map((entry) => entry.model);
  return [...new Set(list)];
}
