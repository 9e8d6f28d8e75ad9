import type { Opportunity } from '../opportunities/opportunity.ts';

/** Columns a list sorts by (spec 001 §2.2 columns per type); each reads one row field. */
export const OPPORTUNITY_SORTS = [
  'rating',
  'name',
  'vehicle_name',
  'payments_left',
  'payments_total',
  'payments',
  'equity',
  'trade',
  'apr',
  'distance',
  'matches',
  'km_risk',
  'appointment_at',
  'service_total',
  'service_ro_total',
  'serviced_at',
  'warranty_months',
  'warranty_mileage',
  'identified_at',
] as const;
export type OpportunitySortColumn = (typeof OPPORTUNITY_SORTS)[number];
export type OpportunitySort = { by: OpportunitySortColumn; order: 'asc' | 'desc' };

export function isOpportunitySortColumn(value: string | null): value is OpportunitySortColumn {
  return (OPPORTUNITY_SORTS as readonly (string | null)[]).includes(value);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Orders rows by a column. Empty values (null) sort last in both directions, so a sort never opens on blanks;
 * ties fall back to the id, in the sort's direction, so every reader (worker and server) gives the same order
 * and a descending order is the ascending one read backwards within the valued and the empty rows.
 */
export function compareOpportunities(sort: OpportunitySort): (a: Opportunity, b: Opportunity) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  const key = sort.by;
  return (a, b) => {
    const ka = a[key];
    const kb = b[key];
    let order = 0;
    if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
    if (ka !== null && kb !== null) {
      order = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    }
    if (order === 0) order = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return order * direction;
  };
}
