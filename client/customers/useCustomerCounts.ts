import * as Comlink from 'comlink';
import { useState } from 'react';
import type { CustomerListFilter } from '../../domain/customers/customerList.ts';
import type { CustomerCounts } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The tab counts for the list's search and status, kept live. */
export function useCustomerCounts(filter: Omit<CustomerListFilter, 'type'>): CustomerCounts | null {
  const [counts, setCounts] = useState<CustomerCounts | null>(null);
  useSubscription(
    (api) => api.subscribeCustomerCounts(filter, Comlink.proxy(setCounts)),
    `${filter.status}:${filter.search}`,
  );
  return counts;
}
