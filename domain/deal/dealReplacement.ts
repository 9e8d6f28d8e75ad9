import { dealCalculator } from './dealCalculator.ts';
import type { DealDocs } from './dealDocs.ts';
import { buildReplacement, inventoryReplacement, type ReplacementVehicle } from './replacementVehicle.ts';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The replacement a deal route names (?replacement=): an in-stock vehicle or a build catalogue vehicle; null if neither. */
export function findReplacement(docs: Pick<DealDocs, 'build' | 'inventory' | 'settings'>, id: string): ReplacementVehicle | null {
  const build = docs.build.find((vehicle) => vehicle.id === id || vehicle.build_id === id);
  if (build) return buildReplacement(build);
  const stock = docs.inventory.find((vehicle) => vehicle.id === id);
  return stock ? inventoryReplacement(stock, docs.settings) : null;
}

/** The lowest monthly payment of a replacement's finance and lease options for this customer, Infinity without any. */
function lowestMonthly(docs: Pick<DealDocs, 'opportunity' | 'settings'>, vehicle: ReplacementVehicle): number {
  const deal = dealCalculator({
    price: vehicle.price,
    incentives: vehicle.incentives,
    trade: docs.opportunity.trade,
    payout: docs.opportunity.payout,
    fees: docs.settings.fees,
    current: { payment: docs.opportunity.payments, frequency: docs.opportunity.frequency ?? 'm' },
    chosen: {},
    additional: [],
  });
  return Math.min(Infinity, ...deal.finance.options.map((o) => o.monthly), ...deal.lease.options.map((o) => o.monthly));
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
    ...docs.build.filter((vehicle) => sameText(vehicle.make, make)).map(buildReplacement),
  ];
  const newer = candidates.filter((vehicle) => vehicle.year > year);
  const sameModel = newer.filter((vehicle) => sameText(vehicle.model, model));
  const pool = sameModel.length > 0 ? sameModel : newer.length > 0 ? newer : candidates;
  let best: ReplacementVehicle | null = null;
  let bestMonthly = Infinity;
  for (const vehicle of pool) {
    const monthly = lowestMonthly(docs, vehicle);
    if (!best || monthly < bestMonthly) {
      best = vehicle;
      bestMonthly = monthly;
    }
  }
  return best;
}
