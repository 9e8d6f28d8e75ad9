import type { CurrentDocs } from '../events/collectionDocs.ts';
import type { DocRef } from '../events/collections.ts';
import { opportunityId } from '../opportunities/opportunityId.ts';
import { OPPORTUNITY_TYPES } from '../opportunities/opportunityType.ts';

export const VEHICLE_NOT_ON_FILE_MESSAGE = 'This vehicle is not on file.';
export const NOT_THE_CUSTOMERS_VEHICLE_MESSAGE = 'This vehicle does not belong to this customer.';

/**
 * What a desk event (a deal edit, a mileage update) reads and writes: the owned vehicle and every opportunity row
 * the engine can hold for it (one per type, `${type}:${vehicle_id}`), so the rows show the new figures at once.
 */
export function deskTargets(vehicleId: string): DocRef[] {
  return [
    { collection: 'vehicles', id: vehicleId },
    ...OPPORTUNITY_TYPES.map((type) => ({ collection: 'opportunities' as const, id: opportunityId(type, vehicleId) })),
  ];
}

/** A desk event applies to a vehicle on file that the customer owns. */
export function deskConflict(current: CurrentDocs, vehicleId: string, customerId: string): string | null {
  const vehicle = current({ collection: 'vehicles', id: vehicleId });
  if (!vehicle) return VEHICLE_NOT_ON_FILE_MESSAGE;
  return vehicle.customer_id === customerId ? null : NOT_THE_CUSTOMERS_VEHICLE_MESSAGE;
}
