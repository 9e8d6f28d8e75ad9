import { DEFAULT_CUSTOMER_SORT, type CustomerListFilter, type CustomerSort } from './customerList.ts';
import { isCustomerSortColumn } from './isCustomerSortColumn.ts';

/** The customer list's view as its query string keeps it: page, search, status, order_by, order. */
export type CustomerListUrl = {
  page: number;
  search: string;
  status: CustomerListFilter['status'];
  sort: CustomerSort;
};

/** Reads the list's query string; an unknown value falls back to its default, a missing page to 1. */
export function readCustomerListUrl(query: URLSearchParams): CustomerListUrl {
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const status = query.get('status');
  const orderBy = query.get('order_by');
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    search: query.get('search') ?? '',
    status: status === 'active' || status === 'inactive' ? status : 'all',
    sort: isCustomerSortColumn(orderBy)
      ? { by: orderBy, order: query.get('order') === 'asc' ? 'asc' : 'desc' }
      : DEFAULT_CUSTOMER_SORT,
  };
}
