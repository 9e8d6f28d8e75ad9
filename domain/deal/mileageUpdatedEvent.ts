import * as v from 'valibot';
import type { DocChange } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { OwnedVehicleDoc } from './dealDocs.ts';
import { deskConflict, deskTargets } from './deskTargets.ts';
import { equity } from './equity.ts';

export const MILEAGE_UPDATED = 'vehicle.mileage_updated';
export const MILEAGE_MESSAGE = 'Enter the mileage in kilometres, from 0 to 2,000,000.';
export const MILEAGE_VALUE_MESSAGE = 'The trade value must be an amount of 0 or more.';

const Id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(100, message));

/** A mileage reading in kilometres (the odometer of a vehicle on the road is well under 2,000,000). */
export const MileageSchema = v.pipe(v.number(MILEAGE_MESSAGE), v.finite(MILEAGE_MESSAGE), v.minValue(0, MILEAGE_MESSAGE), v.maxValue(2_000_000, MILEAGE_MESSAGE));

/**
 * A new mileage for an owned vehicle (spec 001 §4, §7 POST /vehicle/update/mileage). `value` is the trade value at
 * that mileage as whoever made the event computed it with mileageValuation (the worker from its local documents,
 * the server from its own): it shows at once on the rows; the server then mines the customer again, which
 * computes the same figure from the stored documents and stands.
 */
export const MileageUpdatePayloadSchema = v.object({
  vehicle_id: Id('This mileage update has no vehicle.'),
  customer_id: Id('This mileage update has no customer.'),
  mileage: MileageSchema,
  value: v.pipe(v.number(MILEAGE_VALUE_MESSAGE), v.finite(MILEAGE_VALUE_MESSAGE), v.minValue(0, MILEAGE_VALUE_MESSAGE)),
});
export type MileageUpdate = v.InferOutput<typeof MileageUpdatePayloadSchema>;

/**
 * The vehicle takes the new mileage and loses a trade the desk typed (the mileage gives the value now; a typed
 * payout stays); its opportunity rows take the new trade value and their equity = value − their payout.
 */
export const mileageUpdated = defineEvent({
  payload: MileageUpdatePayloadSchema,
  action: 'vehicle.update_mileage',
  targets: (event) => deskTargets(event.payload.vehicle_id),
  conflict: (event, current) => deskConflict(current, event.payload.vehicle_id, event.payload.customer_id),
  project: (event, current) => {
    const update = event.payload;
    const before = current({ collection: 'vehicles', id: update.vehicle_id });
    if (!before) return [];
    const vehicle: OwnedVehicleDoc = {
      ...before,
      mileage: update.mileage,
      desk: before.desk ? { trade: null, payout: before.desk.payout } : null,
    };
    const changes: DocChange[] = [{ collection: 'vehicles', id: update.vehicle_id, doc: vehicle }];
    for (const ref of deskTargets(update.vehicle_id)) {
      const row = ref.collection === 'opportunities' ? current({ collection: 'opportunities', id: ref.id }) : undefined;
      if (!row) continue;
      const updated: Opportunity = { ...row, trade: update.value, equity: equity(update.value, row.payout) };
      changes.push({ ...ref, doc: updated });
    }
    return changes;
  },
});
