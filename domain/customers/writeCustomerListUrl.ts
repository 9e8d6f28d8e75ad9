import type { CustomerListUrl } from './readCustomerListUrl.ts';

/** Writes the list's view as a query string, in the spec's parameter names: only the filters that are set. */
export function writeCustomerListUrl(view: CustomerListUrl): URLSearchParams {
  const { filter } = view;
  const query = new URLSearchParams({ page: String(view.page) });
  if (filter.search) query.set('search', filter.search);
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.opportunity_type !== 'all') query.set('opportunity_type', filter.opportunity_type);
  if (filter.distance.min !== null) query.set('distance_min', String(filter.distance.min));
  if (filter.distance.max !== null) query.set('distance_max', String(filter.distance.max));
  query.set('order_by', view.sort.by);
  query.set('order', view.sort.order);
  return query;
}
