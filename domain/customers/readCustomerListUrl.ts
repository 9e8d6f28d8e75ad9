import { queryNumber, queryPage } from '../lists/queryNumber.ts';
import {
  CUSTOMER_OPPORTUNITY_TYPES,
  DEFAULT_CUSTOMER_SORT,
  type CustomerFilterValues,
  type CustomerSort,
} from './customerList.ts';
import { isCustomerSortColumn } from './isCustomerSortColumn.ts';

/**
 * The customer list's view as its query string keeps it (spec 000 §2): page, search, status, opportunity_type,
 * distance_min, distance_max, order_by, order.
 */
export type CustomerListUrl = { page: number; filter: CustomerFilterValues; sort: CustomerSort };

/** Reads the list's query string; an unknown value falls back to its default, a missing page to 1. */
export function readCustomerListUrl(query: URLSearchParams): CustomerListUrl {
  const status = query.get('status');
  const orderBy = query.get('order_by');
  return {
    page: queryPage(query),
    filter: {
      search: query.get('search') ?? '',
      status: status === 'active' || status === 'inactive' ? status : 'all',
      opportunity_type: CUSTOMER_OPPORTUNITY_TYPES.find((type) => type === query.get('opportunity_type')) ?? 'all',
      distance: { min: queryNumber(query, 'distance_min'), max: queryNumber(query, 'distance_max') },
    },
    sort: isCustomerSortColumn(orderBy)
      ? { by: orderBy, order: query.get('order') === 'asc' ? 'asc' : 'desc' }
      : DEFAULT_CUSTOMER_SORT,
  };
}
