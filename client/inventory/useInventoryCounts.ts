import type { InventoryCounts } from '../../worker/inventory/inventoryQueries.ts';
import { useView } from '../worker/useView.ts';

/** The vehicles in stock per type of the active dealer (the tabs), kept live; null until the worker answers. */
export function useInventoryCounts(): InventoryCounts | null {
  return useView('inventoryCounts', null);
}
