import * as v from 'valibot';
import type { OwnedVehicleDoc } from '../deal/dealDocs.ts';
import { vehicleName } from '../dms/ownedVehicle.ts';
import type { RefTo } from '../events/collectionDocs.ts';
import { defineEvent } from '../events/definition.ts';
import { decodeVin } from '../vehicles/vin.ts';
import { CUSTOMER_NOT_FOUND_MESSAGE, logRecord } from './customerManageEvents.ts';

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));
const Text = (message: string, max: number) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

export const VEHICLE_YEAR_MESSAGE = 'Please enter the model year (1900 to 2100).';
export const VEHICLE_ON_FILE_MESSAGE = 'This vehicle is already on file for this customer.';
export const VEHICLE_NOT_FOUND_MESSAGE = 'This vehicle is not on file for this customer.';

/** The Add Vehicle form (spec 000 §2): a VIN that decodes, the model year, make and model; the trim may be empty. */
export const AddedVehicleSchema = v.object({
  vin: v.pipe(
    v.string(),
    v.check((vin) => decodeVin(vin).ok, (issue) => {
      const decoded = decodeVin(String(issue.input));
      return decoded.ok ? '' : decoded.message;
    }),
    v.transform((vin) => vin.replace(/[\s-]/g, '').toUpperCase()),
  ),
  year: v.pipe(v.number(VEHICLE_YEAR_MESSAGE), v.integer(VEHICLE_YEAR_MESSAGE), v.minValue(1900, VEHICLE_YEAR_MESSAGE), v.maxValue(2100, VEHICLE_YEAR_MESSAGE)),
  make: Text("Please enter the vehicle's make.", 60),
  model: Text("Please enter the vehicle's model.", 60),
  trim: v.pipe(v.string(), v.trim(), v.maxLength(60)),
});
export type AddedVehicle = v.InferOutput<typeof AddedVehicleSchema>;

/** A vehicle a user adds gets an id of its own: the customer's VIN, so the same VIN twice is one vehicle. */
export function addedVehicleId(customerId: string, vin: string): string {
  return `vin:${vin}:${customerId}`.slice(0, 100);
}

const customerRef = (id: string): RefTo<'customers'> => ({ collection: 'customers', id });
const vehicleRef = (id: string): RefTo<'vehicles'> => ({ collection: 'vehicles', id });

/** Add Vehicle (spec 000 §2 MANAGE): the vehicle joins the customer's owned vehicles, and the engine mines it. */
export const customerVehicleAdded = defineEvent({
  payload: v.object({ customer_id: Id, vehicle: AddedVehicleSchema }),
  action: 'customer.vehicle',
  targets: (event) => [customerRef(event.payload.customer_id), vehicleRef(addedVehicleId(event.payload.customer_id, event.payload.vehicle.vin))],
  conflict: (event, current) => {
    if (!current(customerRef(event.payload.customer_id))) return CUSTOMER_NOT_FOUND_MESSAGE;
    return current(vehicleRef(addedVehicleId(event.payload.customer_id, event.payload.vehicle.vin))) ? VEHICLE_ON_FILE_MESSAGE : null;
  },
  project: (event) => {
    const { customer_id, vehicle } = event.payload;
    const doc: OwnedVehicleDoc = {
      id: addedVehicleId(customer_id, vehicle.vin),
      dealer: event.dealer,
      customer_id,
      ...vehicle,
      mileage: null,
      inservice_at: null,
      photo: '',
      contract: null,
    };
    return [
      { ...vehicleRef(doc.id), doc: doc },
      { collection: 'activities', id: `log:${event.id}`, doc: logRecord(event, customer_id, 'vehicle', `Added ${vehicleName(vehicle)} (${vehicle.vin})`) },
    ];
  },
});

/** The vehicles panel's remove control (spec 000 §2; form customer_id, vehicle_id). */
export const customerVehicleRemoved = defineEvent({
  payload: v.object({ customer_id: Id, vehicle_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)) }),
  action: 'customer.vehicle',
  targets: (event) => [customerRef(event.payload.customer_id), vehicleRef(event.payload.vehicle_id)],
  conflict: (event, current) => {
    const customer = current(customerRef(event.payload.customer_id));
    if (!customer) return CUSTOMER_NOT_FOUND_MESSAGE;
    const vehicle = current(vehicleRef(event.payload.vehicle_id));
    return vehicle && vehicle.customer_id === customer.id ? null : VEHICLE_NOT_FOUND_MESSAGE;
  },
  project: (event, current) => {
    const vehicle = current(vehicleRef(event.payload.vehicle_id));
    const content = vehicle ? `Removed ${vehicleName(vehicle)} (${vehicle.vin})` : 'Removed a vehicle';
    return [
      { ...vehicleRef(event.payload.vehicle_id), doc: null },
      { collection: 'activities', id: `log:${event.id}`, doc: logRecord(event, event.payload.customer_id, 'vehicle', content) },
    ];
  },
});
