import { calendarDay } from '../time/calendarDay.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';

/** The columns the inventory list sorts by (spec 001 §2.6). */
export const INVENTORY_SORTS = [
  'stock_type',
  'stock',
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'engine',
  'price',
  'kilometres',
  'stocked_at',
] as const;
export type InventorySortColumn = (typeof INVENTORY_SORTS)[number];
export type InventorySort = { by: InventorySortColumn; order: 'asc' | 'desc' };

/** The list opens on the vehicles stocked last first. */
export const DEFAULT_INVENTORY_SORT: InventorySort = { by: 'stocked_at', order: 'desc' };

export function isInventorySortColumn(value: string | null | undefined): value is InventorySortColumn {
  return (INVENTORY_SORTS as readonly (string | null | undefined)[]).includes(value);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A vehicle's value in a column: a number, a text, or null when it has none (an empty text, an invalid day). */
function sortValue(vehicle: InventoryVehicle, by: InventorySortColumn): string | number | null {
  if (by === 'stocked_at') {
    const day = calendarDay(vehicle.stocked_at);
    return day ? day.dayNumber : null;
  }
  const value = vehicle[by];
  if (typeof value === 'number') return value;
  return value.trim() === '' ? null : value;
}

/**
 * Orders vehicles by a column: numbers by value, texts by the English collation (case-blind, digits as numbers),
 * the stock day by date. Vehicles without a value sort last both ways; ties fall back to the id in the sort's
 * direction, so the worker and the server answer the same order.
 */
export function compareInventory(sort: InventorySort): (a: InventoryVehicle, b: InventoryVehicle) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const ka = sortValue(a, sort.by);
    const kb = sortValue(b, sort.by);
    if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
    let order = 0;
    if (ka !== null && kb !== null) order = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    if (order === 0) order = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return order * direction;
  };
}
