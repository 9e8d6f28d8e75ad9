import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import { compareInventory, DEFAULT_INVENTORY_SORT } from './inventorySort.ts';
import { isInStock } from './inventoryType.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A vehicle's in-stock matches (spec 001 §2.7 INSTOCK): the other vehicles in stock of the same make and model,
 * any year, trim or stock type, in the inventory list's default order.
 */
export function inStockMatches<V extends InventoryVehicle>(vehicle: Pick<InventoryVehicle, 'id' | 'make' | 'model'>, stock: Iterable<V>): V[] {
  const matches: V[] = [];
  for (const other of stock) {
    if (other.id !== vehicle.id && isInStock(other) && same(other.make, vehicle.make) && same(other.model, vehicle.model)) matches.push(other);
  }
  return matches.sort(compareInventory(DEFAULT_INVENTORY_SORT));
}
