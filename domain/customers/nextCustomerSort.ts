import type { CustomerSort } from './customerList.ts';

/** A click on a header sorts descending; a click on the same column while descending sorts ascending. */
export function nextCustomerSort(current: CustomerSort, by: CustomerSort['by']): CustomerSort {
  if (current.by === by && current.order === 'desc') return { by, order: 'asc' };
  return { by, order: 'desc' };
}
