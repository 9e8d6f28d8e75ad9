import { useEffect, useState } from 'react';
import { inventoryFilterOptions, type InventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import type { InventoryType } from '../../domain/inventory/inventoryType.ts';
import { useWorker } from '../worker/useWorker.ts';

/** Before the worker answers: no choices, and the age slider's default range of 1 to 3 days. */
const NO_STOCK_YET = inventoryFilterOptions([], 'all', '');

/**
 * The inventory filters' choices for a type from the local stock, asked again whenever `stockKey` changes (the
 * tabs' counts: the stock moved).
 */
export function useInventoryFilterOptions(type: InventoryType, today: string, stockKey: string): InventoryFilterOptions {
  const api = useWorker();
  const [options, setOptions] = useState<InventoryFilterOptions>(NO_STOCK_YET);
  useEffect(() => {
    let current = true;
    void api.inventoryFilterOptions(type, today).then(
      (answer) => {
        if (current) setOptions(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, type, today, stockKey]);
  return options;
}
