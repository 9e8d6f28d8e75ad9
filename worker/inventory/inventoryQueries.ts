import type { InventoryView } from '../../domain/inventory/inventoryList.ts';
import type { InventoryType } from '../../domain/inventory/inventoryType.ts';
import type { VehiclePage } from '../../domain/inventory/vehiclePage.ts';

/** One inventory list view of the active dealer: a type, filter and sort, with the day ages count to (the page's). */
export type InventoryListQuery = InventoryView & { version: number; today: string; offset: number; limit: number };

/** Vehicles in stock per type of the active dealer, unfiltered (the tabs). */
export type InventoryCounts = Record<InventoryType, number>;

/**
 * A vehicle page's data (spec 001 §2.7), live: loading until the dealer's stock is local; missing when the stock is
 * synced and holds no vehicle of that id; ready with the page.
 */
export type VehicleState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; page: VehiclePage };
