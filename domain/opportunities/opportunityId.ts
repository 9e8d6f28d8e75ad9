import type { OpportunityType } from './opportunityType.ts';

/** An opportunity's id: its type and the vehicle, so a rerun of the engine targets the same document. */
export function opportunityId(type: OpportunityType, vehicleId: string): string {
  return `${type}:${vehicleId}`;
}
