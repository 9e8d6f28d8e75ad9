import type { DistanceUnit } from '../../domain/format/units.ts';
import type { RangeFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';

/**
 * The range filters the panel offers for each list: those that tell the list's rows apart (every row carries every
 * field, docs/opportunities.md, so the others would filter too, but they mean little on that list). The service
 * view (the service type, and role 6's equity) has its own.
 */
const SALES_RANGES: Record<Exclude<OpportunityType, 'service'>, RangeFilter[]> = {
  equity: ['rating', 'payments_left', 'payments', 'equity', 'trade', 'apr', 'days_out', 'distance', 'matches'],
  appt: ['rating', 'service_total', 'service_ro_total', 'service_months', 'distance', 'matches'],
  leasing: ['rating', 'payments_left', 'payments', 'equity', 'trade', 'days_out', 'distance', 'matches'],
  warranty: ['rating', 'warranty_months', 'warranty_mileage', 'equity', 'distance', 'matches'],
  cash: ['rating', 'service_total', 'service_ro_total', 'service_months', 'equity', 'distance', 'matches'],
  conquest: ['rating', 'service_total', 'service_ro_total', 'service_months', 'trade', 'distance'],
  nonprime: ['rating', 'apr', 'payments', 'payments_left', 'equity', 'days_out', 'distance', 'matches'],
};

const SERVICE_RANGES: RangeFilter[] = ['service_months', 'service_ro_total', 'service_total', 'distance'];

export function filterRanges(listed: OpportunityType): RangeFilter[] {
  return listed === 'service' ? SERVICE_RANGES : SALES_RANGES[listed];
}

/** The range's name on the panel; distance is in the dealer's unit, the warranty's distance left in kilometres. */
export function rangeLabel(range: RangeFilter, unit: DistanceUnit): string {
  const labels: Record<RangeFilter, string> = {
    rating: 'Rating',
    apr: 'APR (%)',
    payments_left: 'Payments left',
    equity: 'Equity ($)',
    trade: 'Trade ($)',
    payments: 'Payments ($)',
    stock_match: 'In-stock match',
    matches: 'Matches',
    distance: `Distance (${unit})`,
    days_out: 'Days out',
    service_months: 'Months since service',
    warranty_months: 'Warranty months left',
    warranty_mileage: 'Warranty KM left',
    service_total: 'Service total ($)',
    service_ro_total: 'ROs',
  };
  return labels[range];
}
