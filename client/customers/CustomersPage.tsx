import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { EMPTY_CUSTOMER_FILTER, type CustomerFilterValues, type CustomerListType } from '../../domain/customers/customerList.ts';
import { readCustomerListUrl } from '../../domain/customers/readCustomerListUrl.ts';
import { writeCustomerListUrl } from '../../domain/customers/writeCustomerListUrl.ts';
import { distanceUnit } from '../../domain/format/units.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useStableValue } from '../lists/useStableValue.ts';
import { useUrlList } from '../lists/useUrlList.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { CustomerActions } from './CustomerActions.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { CustomerList, type CustomerView } from './CustomerList.tsx';
import { CustomerListPopups, type CustomerListPopup } from './CustomerListPopups.tsx';
import { CustomerTabs } from './CustomerTabs.tsx';
import { NewCustomerPopup } from './NewCustomerPopup.tsx';
import { useCustomerCounts } from './useCustomerCounts.ts';
import { useCustomerFilterOptions } from './useCustomerFilterOptions.ts';

/** The distance slider's bounds until the worker answers (no customer read yet). */
const NO_BOUNDS: [number, number] = [0, 0];

/**
 * /customers/individual and /customers/business, and /customers/add, which opens the new customer popup over
 * the list last shown. The query string keeps page, search, status, opportunity_type, distance_min, distance_max,
 * order_by and order; applying filters or a sort goes back to page 1.
 */
export function CustomersPage({ type, user }: { type: string; user: SessionUser }) {
  const [, navigate] = useLocation();
  const [listType, setListType] = useState<CustomerListType>(type === 'business' ? 'business' : 'individual');
  if ((type === 'individual' || type === 'business') && type !== listType) setListType(type);
  const [popup, setPopup] = useState<CustomerListPopup | null>(null);
  const [total, setTotal] = useState<number | null>(null);

  const { url, queryText, go, keepPage } = useUrlList({ path: `/customers/${listType}`, read: readCustomerListUrl, write: writeCustomerListUrl });
  const filter = useStableValue(url.filter);
  const view: CustomerView = useMemo(() => ({ filter: { ...filter, type: listType }, sort: url.sort }), [listType, filter, url.sort.by, url.sort.order]);
  const counts = useCustomerCounts(filter);
  const options = useCustomerFilterOptions(listType);
  const unit = distanceUnit(user.dealer.country);
  const distance = useMemo(() => ({ bounds: options?.distance ?? NO_BOUNDS, unit }), [options, unit]);
  const onSort = useCallback((by: CustomerView['sort']['by']) => go((current) => ({ ...current, sort: nextSort(current.sort, by), page: 1 })), [go]);
  const onApply = useCallback((next: CustomerFilterValues) => go((current) => ({ ...current, filter: next, page: 1 })), [go]);
  const onReset = useCallback(() => go((current) => ({ ...current, filter: EMPTY_CUSTOMER_FILTER, page: 1 })), [go]);
  const actions = useMemo(() => <CustomerActions dealerToken={user.dealer.token} listType={listType} onOpen={setPopup} />, [user.dealer.token, listType]);

  if (type !== 'individual' && type !== 'business' && type !== 'add') return <NotFoundPage />;
  return (
    <section className="page customers-page">
      <header className="page-head">
        <h1 className="page-title">Customers</h1>
        <CustomerTabs active={type} counts={counts} query={queryText} tabQuery={writeCustomerListUrl({ ...url, page: 1 }).toString()} />
      </header>
      <CustomerFilters key={JSON.stringify(filter)} applied={filter} distance={distance} onApply={onApply} onReset={onReset} actions={actions} />
      <CustomerList view={view} page={url.page} dealerCountry={user.dealer.country} onSort={onSort} onPageInView={keepPage} onTotal={setTotal} />
      {popup && <CustomerListPopups open={popup} listType={listType} filter={filter} total={total ?? 0} onClose={() => setPopup(null)} />}
      {type === 'add' && (
        <NewCustomerPopup
          country={user.dealer.country}
          onClose={() => navigate(`/customers/${listType}?${queryText}`)}
          onOpen={(customerId) => navigate(`/customer/${encodeURIComponent(customerId)}/overview`)}
        />
      )}
    </section>
  );
}
