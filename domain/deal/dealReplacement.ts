import { dealCalculator, type PricedIncentive } from './dealCalculator.ts';
import { dealerDeskTerms } from './dealerDeskTerms.ts';
import type { DealDocs } from './dealDocs.ts';
import { buildReplacement, inventoryReplacement, type ReplacementVehicle } from './replacementVehicle.ts';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The replacement a deal route names (?replacement=): an in-stock vehicle or a build catalogue vehicle; null if neither. */
export function findReplacement(docs: Pick<DealDocs, 'build' | 'inventory' | 'settings'>, id: string): ReplacementVehicle | null {
  const build = docs.build.find((vehicle) => vehicle.id === id || vehicle.build_id === id);
  if (build) return buildReplacement(build, docs.settings);
  const stock = docs.inventory.find((vehicle) => vehicle.id === id);
  return stock ? inventoryReplacement(stock, docs.settings) : null;
}

/**
 * The finance or lease option of a replacement with the lowest monthly payment for this customer at a trade (first
 * on a tie, finance before lease), priced with the dealer's fees, tax and desk option; a lease below zero is never
 * the lowest. null without any other option.
 */
export function lowestOption(docs: Pick<DealDocs, 'opportunity' | 'settings'>, vehicle: ReplacementVehicle, trade: number): PricedIncentive | null {
  const deal = dealCalculator({
    ...dealerDeskTerms(docs.settings),
    price: vehicle.price,
    incentives: vehicle.incentives,
    trade,
    payout: docs.opportunity.payout,
    current: { payment: docs.opportunity.payments, frequency: docs.opportunity.frequency ?? 'm' },
    chosen: {},
    additional: [],
  });
  let lowest: PricedIncentive | null = null;
  for (const option of [...deal.finance.options, ...deal.lease.options]) {
    if (!option.below_zero && (!lowest || option.monthly < lowest.monthly)) lowest = option;
  }
  return lowest;
}

/**
 * The replacement a deal sheet opens with when the route names none: the dealer's vehicle (in stock or in the build
 * catalogue) with the lowest monthly payment for this customer among, in this order of preference, the newer model
 * years of the customer's model, the newer model years of the make, the make of any year; null when the dealer has
 * none of the make.
 */
export function defaultReplacement(docs: Pick<DealDocs, 'opportunity' | 'settings' | 'build' | 'inventory'>): ReplacementVehicle | null {
  const { make, model, year } = docs.opportunity;
  const candidates = [
    ...docs.inventory.filter((vehicle) => sameText(vehicle.make, make)).map((vehicle) => inventoryReplacement(vehicle, docs.settings)),
    ...docs.build.filter((vehicle) => sameText(vehicle.make, make)).map((vehicle) => buildReplacement(vehicle, docs.settings)),
  ];
  const newer = candidates.filter((vehicle) => vehicle.year > year);
  const sameModel = newer.filter((vehicle) => sameText(vehicle.model, model));
  const pool = sameModel.length > 0 ? sameModel : newer.length > 0 ? newer : candidates;
  let best: ReplacementVehicle | null = null;
  let bestMonthly = Infinity;
  for (const vehicle of pool) {
    const monthly = lowestOption(docs, vehicle, docs.opportunity.trade)?.monthly ?? Infinity;
    if (!best || monthly < bestMonthly) {
      best = vehicle;
      bestMonthly = monthly;
    }
  }
  return best;
}
