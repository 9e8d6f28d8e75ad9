import { CUSTOMER_SORTS, type CustomerSort } from './customerList.ts';

export function isCustomerSortColumn(value: string | null): value is CustomerSort['by'] {
  return value !== null && (CUSTOMER_SORTS as readonly string[]).includes(value);
}
