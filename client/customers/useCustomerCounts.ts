import * as Comlink from 'comlink';
import { useState } from 'react';
import type { CustomerFilterValues } from '../../domain/customers/customerList.ts';
import type { CustomerCounts } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The tab counts for the list's filters (all but the type), kept live. */
export function useCustomerCounts(filter: CustomerFilterValues): CustomerCounts | null {
  const [counts, setCounts] = useState<CustomerCounts | null>(null);
  useSubscription((api) => api.subscribeCustomerCounts(filter, Comlink.proxy(setCounts)), JSON.stringify(filter));
  return counts;
}
