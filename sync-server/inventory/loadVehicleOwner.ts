import type { Customer } from '../../domain/customers/customer.ts';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import { vehicleOwner, type VehicleOwner } from '../../domain/inventory/vehicleOwner.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from '../events/projectionTables.ts';

/** The owner of a vehicle that left stock (vehicleOwner): the dealer's owned vehicles of its VIN and their customers. */
export async function loadVehicleOwner(db: Queryable, dealer: string, vehicle: InventoryVehicle): Promise<VehicleOwner | null> {
  if (vehicle.deleted_at === null) return null;
  const owned = await db.query<{ doc: OwnedVehicle }>("SELECT doc FROM vehicles WHERE dealer = $1 AND NOT deleted AND upper(doc->>'vin') = $2", [
    dealer,
    vehicle.vin.toUpperCase(),
  ]);
  const vehicles = owned.map((row) => row.doc);
  const rows = await readProjectionRows(db, 'customers', dealer, [...new Set(vehicles.map((entry) => entry.customer_id))]);
  const customers = new Map(rows.filter((row) => !row.deleted).map((row) => [row.id, row.doc as unknown as Customer]));
  return vehicleOwner(vehicle, vehicles, (id) => customers.get(id));
}
