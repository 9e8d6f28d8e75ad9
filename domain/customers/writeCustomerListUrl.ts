import type { CustomerListUrl } from './readCustomerListUrl.ts';

/** Writes the list's view as a query string, in the spec's parameter names. */
export function writeCustomerListUrl(view: CustomerListUrl): string {
  const query = new URLSearchParams({ page: String(view.page) });
  if (view.search) query.set('search', view.search);
  if (view.status !== 'all') query.set('status', view.status);
  query.set('order_by', view.sort.by);
  query.set('order', view.sort.order);
  return query.toString();
}
