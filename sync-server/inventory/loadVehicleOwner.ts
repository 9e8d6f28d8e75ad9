import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import { vehicleOwner, type VehicleOwner } from '../../domain/inventory/vehicleOwner.ts';
import type { Queryable } from '../db/database.ts';
import { readLiveDocs } from '../events/projectionTables.ts';

/** The owner of a vehicle that left stock (vehicleOwner): the dealer's owned vehicles of its VIN and their customers. */
export async function loadVehicleOwner(db: Queryable, dealer: string, vehicle: InventoryVehicle): Promise<VehicleOwner | null> {
  if (vehicle.deleted_at === null) return null;
  const owned = await db.query<{ doc: OwnedVehicle }>("SELECT doc FROM vehicles WHERE dealer = $1 AND NOT deleted AND upper(doc->>'vin') = $2", [
    dealer,
    vehicle.vin.toUpperCase(),
  ]);
  const vehicles = owned.map((row) => row.doc);
  const customers = await readLiveDocs(db, 'customers', dealer, vehicles.map((entry) => entry.customer_id));
  return vehicleOwner(vehicle, vehicles, (id) => customers.get(id));
}
