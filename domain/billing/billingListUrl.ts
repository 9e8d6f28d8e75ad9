import { billingStatusOf, billingTypeOf, type BillingFilter } from './billingList.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';
import { queryPage } from '../lists/queryNumber.ts';

/** The Billing tab's path. */
export const BILLING_PATH = '/settings/billing';

/** What the address says of a checkout coming back from the provider. */
export type CheckoutReturn = 'success' | 'cancelled' | null;

/** The Billing tab's view as its address holds it: /settings/billing?page=&search=&status=&type= (and ?checkout= on return). */
export type BillingListUrl = { page: number; filter: BillingFilter; checkout: CheckoutReturn };


const checkoutOf = (text: string | null): CheckoutReturn => (text === 'success' || text === 'cancelled' ? text : null);

/** Reads the query string: anything not understood reads as its default. */
export function readBillingListUrl(query: URLSearchParams): BillingListUrl {
  return {
    page: queryPage(query),
    filter: {
      search: (query.get('search') ?? '').slice(0, 200),
      status: billingStatusOf(query.get('status') ?? '') ?? 'all',
      type: billingTypeOf(query.get('type') ?? '') ?? 'all',
    },
    checkout: checkoutOf(query.get('checkout')),
  };
}

/** The filter's query parameters as GET /billing/transactions and its export take them (page aside). */
export function billingFilterQuery(filter: BillingFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search.trim() !== '') query.set('search', filter.search.trim());
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.type !== 'all') query.set('type', filter.type);
  return query;
}

/** Writes the view's query string: the page first, then the filter, then a checkout's return. */
export function writeBillingListUrl(url: BillingListUrl): URLSearchParams {
  const query = new URLSearchParams({ page: String(url.page) });
  for (const [name, value] of billingFilterQuery(url.filter)) query.set(name, value);
  if (url.checkout) query.set('checkout', url.checkout);
  return query;
}

/** The Billing list (spec 002 "Billing screen"): newest first, its CSV from GET /billing/transactions. */
export const billingList: ListDescriptor<BillingListUrl> = {
  label: 'Billing',
  path: BILLING_PATH,
  read: readBillingListUrl,
  write: writeBillingListUrl,
  order: { by: 'date', order: 'desc' },
  emptyText: 'NO BILLING FOR THIS QUERY',
  shareTitle: 'SHARE BILLING',
  exportPath: '/billing/transactions',
  shared: (url) => ({ ...url, checkout: null }),
};
