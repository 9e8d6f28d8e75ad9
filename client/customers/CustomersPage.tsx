import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { CustomerListType } from '../../domain/customers/customerList.ts';
import { customerTypeList } from '../../domain/customers/customerTypeList.ts';
import { writeCustomerListUrl } from '../../domain/customers/writeCustomerListUrl.ts';
import { distanceUnit } from '../../domain/format/units.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useListScreen } from '../lists/useListScreen.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { CustomerList, type CustomerView } from './CustomerList.tsx';
import { CustomerTabs } from './CustomerTabs.tsx';
import { NewCustomerPopup } from './NewCustomerPopup.tsx';
import { ReassignCustomersPopup } from './ReassignCustomersPopup.tsx';
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
  const [reassigning, setReassigning] = useState(false);
  const [total, setTotal] = useState<number | null>(null);

  const list = useMemo(() => customerTypeList(listType), [listType]);
  const screen = useListScreen(list, user.dealer.token);
  const { url } = screen;
  const filter = screen.filters.applied;
  const sort = screen.list.sort;
  const view: CustomerView = useMemo(() => ({ filter: { ...filter, type: listType }, sort }), [listType, filter, sort]);
  const counts = useCustomerCounts(filter);
  const options = useCustomerFilterOptions(listType);
  const unit = distanceUnit(user.dealer.country);
  const distance = useMemo(() => ({ bounds: options?.distance ?? NO_BOUNDS, unit }), [options, unit]);
  // SHARE, EXPORT CSV and REASSIGN, in the spec's order; the same element across sorts, so the filter bar keeps still.
  const actions = useMemo(
    () => (
      <div className="customer-actions" role="group" aria-label="List actions">
        {screen.shareButton}
        {screen.exportButton}
        <button className="button button-primary" type="button" onClick={() => setReassigning(true)}>
          REASSIGN
        </button>
      </div>
    ),
    [screen.shareButton, screen.exportButton],
  );

  if (type !== 'individual' && type !== 'business' && type !== 'add') return <NotFoundPage />;
  return (
    <section className="page customers-page">
      <header className="page-head">
        <h1 className="page-title">Customers</h1>
        <CustomerTabs active={type} counts={counts} query={screen.canonicalQuery} tabQuery={writeCustomerListUrl({ ...url, page: 1 }).toString()} />
      </header>
      <CustomerFilters key={screen.filterKey} {...screen.filters} distance={distance} actions={actions} />
      <CustomerList {...screen.list} view={view} dealerCountry={user.dealer.country} onTotal={setTotal} />
      {screen.sharePopup}
      {reassigning && <ReassignCustomersPopup listType={listType} filter={filter} total={total ?? 0} onClose={() => setReassigning(false)} />}
      {type === 'add' && (
        <NewCustomerPopup
          country={user.dealer.country}
          onClose={() => navigate(`${list.path}?${screen.canonicalQuery}`)}
          onOpen={(customerId) => navigate(`/customer/${encodeURIComponent(customerId)}/overview`)}
        />
      )}
    </section>
  );
}
