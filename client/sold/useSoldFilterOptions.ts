import { useEffect, useState } from 'react';
import { soldFilterOptions, type SoldFilterOptions } from '../../domain/soldOpportunities/soldList.ts';
import { useSync } from '../sync/useSync.ts';
import { useWorker } from '../worker/useWorker.ts';

/** Before the worker answers: the fixed type choices, no vehicles nor salespeople yet. */
const NO_ROWS_YET = soldFilterOptions([]);

/** The sold filters' choices from the local sales, asked again once the dealer's data has synced. */
export function useSoldFilterOptions(): SoldFilterOptions {
  const api = useWorker();
  const synced = useSync()?.synced ?? false;
  const [options, setOptions] = useState<SoldFilterOptions>(NO_ROWS_YET);
  useEffect(() => {
    let current = true;
    void api.soldFilterOptions().then(
      (answer) => {
        if (current) setOptions(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, synced]);
  return options;
}
