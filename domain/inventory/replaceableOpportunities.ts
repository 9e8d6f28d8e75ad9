import { dealerDeskTerms } from '../deal/dealerDeskTerms.ts';
import { monthlyFromPayment } from '../deal/monthlyFromPayment.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { replacementCatalogue } from '../opportunities/replacementCatalogue.ts';
import { replacementMatches } from '../opportunities/replacementMatches.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';
import { isInStock } from './inventoryType.ts';

/** An open opportunity a vehicle could replace, as the vehicle page lists it. */
export type ReplaceableOpportunity = Pick<
  Opportunity,
  'id' | 'type' | 'customer_id' | 'name' | 'vehicle_name' | 'payments' | 'frequency' | 'equity'
>;

/** The types whose rows a vehicle may replace: the sales types (service rows lead to the customer, not a deal sheet). */
export const REPLACEABLE_TYPES: readonly OpportunityType[] = OPPORTUNITY_TYPES.filter((type) => type !== 'service');

/**
 * The open sales opportunities a vehicle in stock could replace (spec 001 §2.7): those whose owned vehicle is of the
 * same make and an older model year, and for which the engine's match rule (replacementMatches, with the
 * opportunity's trade, payout and current monthly payment) finds this vehicle at a comparable payment. Rows of
 * other than REPLACEABLE_TYPES are left out; a vehicle no longer available replaces nothing. `opportunities` holds
 * the rows in sets (the indexes keep them per type). Highest equity first, ties by id.
 */
export function replaceableOpportunities(
  vehicle: InventoryVehicle,
  settings: DealerSettings,
  opportunities: readonly Iterable<Opportunity>[],
): ReplaceableOpportunity[] {
  if (!isInStock(vehicle)) return [];
  const candidates = replacementCatalogue({ settings, inventory: [vehicle], build: [] });
  const terms = dealerDeskTerms(settings);
  const make = vehicle.make.trim().toLowerCase();
  const fits = (row: Opportunity): boolean => {
    if (!REPLACEABLE_TYPES.includes(row.type) || row.year >= vehicle.year || row.make.trim().toLowerCase() !== make) return false;
    const monthly = row.payments_left > 0 && row.frequency !== null ? monthlyFromPayment(row.payments, row.frequency) : 0;
    const { matches } = replacementMatches({ year: row.year, make: row.make, trade: row.trade, payout: row.payout, monthly, terms, candidates });
    return matches > 0;
  };
  const found: ReplaceableOpportunity[] = [];
  for (const set of opportunities) {
    for (const row of set) {
      if (!fits(row)) continue;
      const { id, type, customer_id, name, vehicle_name, payments, frequency, equity } = row;
      found.push({ id, type, customer_id, name, vehicle_name, payments, frequency, equity });
    }
  }
  return found.sort((a, b) => b.equity - a.equity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The deal sheet of an opportunity with this vehicle as the replacement (spec 001 §2.4 ?replacement=). */
export function replacementDealLink(opportunityId: string, vehicleId: string): string {
  return `/deal/${encodeURIComponent(opportunityId)}/dealsheet?replacement=${encodeURIComponent(vehicleId)}`;
}
