import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import { sameName } from './sameName.ts';
import type { VehicleContext } from './vehicleContext.ts';

/** conquest: a vehicle of another make than the dealer's brand, serviced here at least once. */
export function conquestOpportunity(context: VehicleContext): Opportunity | null {
  const { mining, vehicle, facts } = context;
  if (sameName(vehicle.make, mining.dealer.brand) || facts.service.count === 0) return null;
  return baseOpportunity(context, 'conquest');
}
