import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import { inventoryPredicate, type InventoryFilter } from './inventoryFilter.ts';
import { compareInventory, type InventorySort } from './inventorySort.ts';
import { isInStock, isOfInventoryType, type InventoryType } from './inventoryType.ts';

/** One inventory list view: a type's vehicles through a filter, in a sort's order (spec 001 §2.6). */
export type InventoryView = { type: InventoryType; filter: InventoryFilter; sort: InventorySort };

/**
 * The rows of a view: the vehicles in stock of the type that pass the filter, sorted. `today` is the day the ages
 * are counted to. The worker's list, the server's endpoint and its CSV all answer with this.
 */
export function inventoryList<V extends InventoryVehicle>(vehicles: Iterable<V>, view: InventoryView, today: string): V[] {
  const passes = inventoryPredicate(view.filter, today);
  const rows: V[] = [];
  for (const vehicle of vehicles) if (isInStock(vehicle) && isOfInventoryType(vehicle, view.type) && passes(vehicle)) rows.push(vehicle);
  return rows.sort(compareInventory(view.sort));
}
