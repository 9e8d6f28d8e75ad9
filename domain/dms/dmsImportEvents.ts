import { defineEvent } from '../events/definition.ts';
import { BuildVehicleSchema } from './buildVehicle.ts';
import { AppointmentSchema } from './appointment.ts';
import { importedRecord } from './importedRecord.ts';
import { InventoryVehicleSchema } from './inventoryVehicle.ts';
import { OwnedVehicleSchema } from './ownedVehicle.ts';
import { SaleDealSchema } from './saleDeal.ts';
import { ServiceRecordSchema } from './serviceRecord.ts';

/** An owned vehicle with its contract (collection vehicles, id the DMS vehicle id). */
export const vehicleImported = importedRecord('vehicles', OwnedVehicleSchema);

/** A repair order with its job lines (collection service, id the DMS repair order id). */
export const serviceImported = importedRecord('service', ServiceRecordSchema);

/** A sale (collection deals, id the DMS deal id). */
export const dealImported = importedRecord('deals', SaleDealSchema);

/** A vehicle in stock (collection inventory, id the DMS stock record id). */
export const inventoryImported = importedRecord('inventory', InventoryVehicleSchema);

/** A booked appointment (collection appointments, id the DMS appointment id). */
export const appointmentImported = importedRecord('appointments', AppointmentSchema);

/** The refs document of a build catalogue vehicle: the DMS id behind the kind, so it never meets another kind's id. */
export function buildDocId(buildId: string): string {
  return `build:${buildId}`;
}

/**
 * A new vehicle of the build catalogue with its incentives, kept in refs (kind "build") to spare a collection.
 * The document's id is buildDocId; the DMS id stays in build_id.
 */
export const buildImported = defineEvent({
  payload: BuildVehicleSchema,
  action: null,
  targets: (event) => [{ collection: 'refs', id: buildDocId(event.payload.id) }],
  project: (event) => {
    const id = buildDocId(event.payload.id);
    return [{ collection: 'refs', id, doc: { ...event.payload, id, build_id: event.payload.id, dealer: event.dealer, kind: 'build' } }];
  },
});
