import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';

/**
 * service: the vehicle carries a service badge that asks for action: risk, declined, due or recall (new only
 * qualifies risk, as New At Risk).
 */
export function serviceOpportunity(context: VehicleContext): Opportunity | null {
  const { risk, declined, due, recall } = context.facts.service.badges;
  return risk || declined || due || recall ? baseOpportunity(context, 'service') : null;
}
