import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';

/** warranty: the manufacturer's basic warranty has not ended and ends within the window, by months or km. */
export function warrantyOpportunity(context: VehicleContext): Opportunity | null {
  return context.facts.warranty?.ending ? baseOpportunity(context, 'warranty') : null;
}
