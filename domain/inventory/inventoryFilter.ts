import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import { inventoryAge } from './inventoryAge.ts';

/**
 * The inventory list's filter (spec 001 §2.6 and §7): one model year, make and model (the selects), the age in
 * days and the price in dollars as bounds (both included). null means "any". The make and model are compared
 * without regard to case or surrounding spaces.
 */
export type InventoryFilter = {
  year: number | null;
  make: string | null;
  model: string | null;
  age_min: number | null;
  age_max: number | null;
  price_min: number | null;
  price_max: number | null;
};

export const EMPTY_INVENTORY_FILTER: InventoryFilter = {
  year: null,
  make: null,
  model: null,
  age_min: null,
  age_max: null,
  price_min: null,
  price_max: null,
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * One predicate from a filter, checking only what it sets: the rule the worker's list and the server's endpoint
 * both apply. A vehicle whose age is unknown (NONE) fails any age bound.
 */
export function inventoryPredicate(filter: InventoryFilter, today: string): (vehicle: InventoryVehicle) => boolean {
  const { year, make, model, age_min, age_max, price_min, price_max } = filter;
  const aged = age_min !== null || age_max !== null;
  return (vehicle) => {
    if (year !== null && vehicle.year !== year) return false;
    if (make !== null && !same(vehicle.make, make)) return false;
    if (model !== null && !same(vehicle.model, model)) return false;
    if (price_min !== null && vehicle.price < price_min) return false;
    if (price_max !== null && vehicle.price > price_max) return false;
    if (!aged) return true;
    const age = inventoryAge(vehicle.stocked_at, today);
    return age !== null && (age_min === null || age >= age_min) && (age_max === null || age <= age_max);
  };
}
