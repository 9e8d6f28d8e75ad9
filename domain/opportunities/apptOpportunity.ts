import { baseOpportunity } from './baseOpportunity.ts';
import type { Opportunity } from './opportunity.ts';
import type { VehicleContext } from './vehicleContext.ts';

/** appt (SERVICE APPT): the vehicle has a service appointment today or later. */
export function apptOpportunity(context: VehicleContext): Opportunity | null {
  return context.facts.appointmentAt !== null ? baseOpportunity(context, 'appt') : null;
}
