import { customerListName, type Customer } from '../customers/customer.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';

/** Who bought a vehicle that left stock: the customer, by id (their overview's link) and list name. */
export type VehicleOwner = { customer_id: string; name: string };

/** The latest day a vehicle was known to change hands: its contract's sale day, else its in-service day. */
const handedOver = (vehicle: OwnedVehicle) => vehicle.contract?.sold_at ?? vehicle.inservice_at ?? '';

/**
 * The owner of a vehicle no longer available (spec 001 §2.7): the customer of the owned vehicle with the same VIN,
 * the one sold last when the DMS holds several; null while the vehicle is in stock or nobody known owns it.
 * `owned` holds the dealer's owned vehicles of that VIN (the worker and the server look them up by VIN).
 */
export function vehicleOwner(
  vehicle: Pick<InventoryVehicle, 'vin' | 'deleted_at'>,
  owned: readonly OwnedVehicle[],
  customer: (id: string) => Pick<Customer, 'id' | 'type' | 'first_name' | 'last_name' | 'full_name'> | undefined,
): VehicleOwner | null {
  if (vehicle.deleted_at === null) return null;
  const vin = vehicle.vin.toUpperCase();
  const candidates = owned
    .filter((entry) => entry.vin.toUpperCase() === vin)
    .sort((a, b) => (handedOver(a) < handedOver(b) ? 1 : handedOver(a) > handedOver(b) ? -1 : 0));
  for (const entry of candidates) {
    const found = customer(entry.customer_id);
    if (found) return { customer_id: found.id, name: customerListName(found) };
  }
  return null;
}
