import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';

/** The route types of /inventory/{type} (spec 001 §2.6): every vehicle in stock, or one stock type. */
export const INVENTORY_TYPES = ['all', 'new', 'used', 'demo'] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export function isInventoryType(value: string | null | undefined): value is InventoryType {
  return (INVENTORY_TYPES as readonly (string | null | undefined)[]).includes(value);
}

/** The tab labels, in capitals as the opportunity tabs are. */
export const INVENTORY_TYPE_LABELS: Record<InventoryType, string> = {
  all: 'ALL',
  new: 'NEW',
  used: 'USED',
  demo: 'DEMO',
};

/** A vehicle is in stock (currently available) until the DMS gives the day it left stock (sold or removed). */
export function isInStock(vehicle: Pick<InventoryVehicle, 'deleted_at'>): boolean {
  return vehicle.deleted_at === null;
}

/** Whether an in-stock vehicle is listed under a type. */
export function isOfInventoryType(vehicle: Pick<InventoryVehicle, 'stock_type'>, type: InventoryType): boolean {
  return type === 'all' || vehicle.stock_type === type;
}

/** The tabs' counts: the vehicles in stock of each type, unfiltered. */
export function inventoryCounts(vehicles: Iterable<Pick<InventoryVehicle, 'stock_type' | 'deleted_at'>>): Record<InventoryType, number> {
  const counts: Record<InventoryType, number> = { all: 0, new: 0, used: 0, demo: 0 };
  for (const vehicle of vehicles) {
    if (!isInStock(vehicle)) continue;
    counts.all += 1;
    counts[vehicle.stock_type] += 1;
  }
  return counts;
}
