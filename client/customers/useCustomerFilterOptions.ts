import { useEffect, useState } from 'react';
import type { CustomerFilterOptions } from '../../domain/customers/customerFilterOptions.ts';
import type { CustomerListType } from '../../domain/customers/customerList.ts';
import { useSync } from '../sync/useSync.ts';
import { useWorker } from '../worker/useWorker.ts';

/** The distance slider's bounds of a list type, from the local customers; asked again once the dealer has synced. */
export function useCustomerFilterOptions(type: CustomerListType): CustomerFilterOptions | null {
  const api = useWorker();
  const synced = useSync()?.synced ?? false;
  const [options, setOptions] = useState<CustomerFilterOptions | null>(null);
  useEffect(() => {
    let current = true;
    void api.customerFilterOptions(type).then(
      (answer) => {
        if (current) setOptions(answer);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, type, synced]);
  return options;
}
