import type { ListDescriptor } from '../lists/listDescriptor.ts';
import { DEFAULT_CUSTOMER_SORT, EMPTY_CUSTOMER_FILTER, type CustomerListType } from './customerList.ts';
import { isCustomerSortColumn } from './isCustomerSortColumn.ts';
import { readCustomerListUrl, type CustomerListUrl } from './readCustomerListUrl.ts';
import { writeCustomerListUrl } from './writeCustomerListUrl.ts';

/**
 * The customer list of a type (spec 000 §2): every column sorts, A to Z by name at first; RESET keeps the order and
 * clears the filters; EXPORT CSV is GET /customers of the type.
 */
export function customerTypeList(type: CustomerListType): ListDescriptor<CustomerListUrl> {
  return {
    label: 'Customers',
    path: `/customers/${type}`,
    read: readCustomerListUrl,
    write: writeCustomerListUrl,
    order: DEFAULT_CUSTOMER_SORT,
    sortable: isCustomerSortColumn,
    emptyText: 'no customers found',
    shareTitle: 'SHARE CUSTOMERS',
    exportPath: '/customers',
    shared: (url) => url,
    exportParams: { type },
    reset: (url) => ({ ...url, filter: EMPTY_CUSTOMER_FILTER, page: 1 }),
  };
}
