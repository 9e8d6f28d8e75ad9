import type { CustomerFilterValues } from '../../domain/customers/customerList.ts';
import type { CustomerCounts } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** The tab counts for the list's filters (all but the type), kept live; the last counts stay until the new ones come. */
export function useCustomerCounts(filter: CustomerFilterValues): CustomerCounts | null {
  return useView('customerCounts', filter, { keepLast: true });
}
