import * as Comlink from 'comlink';
import { useState } from 'react';
import type { InventoryCounts } from '../../worker/inventory/inventoryQueries.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The vehicles in stock per type of the active dealer (the tabs), kept live; null until the worker answers. */
export function useInventoryCounts(): InventoryCounts | null {
  const [counts, setCounts] = useState<InventoryCounts | null>(null);
  useSubscription((api) => api.subscribeInventoryCounts(Comlink.proxy(setCounts)), 'inventory-counts');
  return counts;
}
