import { useMemo } from 'react';
import { customerRowLink, type CustomerListFilter, type CustomerListRow, type CustomerSort } from '../../domain/customers/customerList.ts';
import { isCustomerSortColumn } from '../../domain/customers/isCustomerSortColumn.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { customerColumns } from './customerColumns.tsx';

export type CustomerView = { filter: CustomerListFilter; sort: CustomerSort };

type CustomerListProps = {
  view: CustomerView;
  page: number;
  dealerCountry: Country;
  onSort: (by: CustomerSort['by']) => void;
  /** Called once scrolling settles on another page, so the query string keeps the place. */
  onPageInView: (page: number) => void;
  /** The list's total once loaded (null while loading), each time it changes. */
  onTotal: (total: number | null) => void;
};

/** The virtualised customer list over the whole result, each row a link to the customer's profile. */
export function CustomerList({ view, page, dealerCountry, onSort, onPageInView, onTotal }: CustomerListProps) {
  const api = useWorker();
  const source = useMemo(() => ({ subscribe: api.subscribeCustomers, update: api.updateCustomers, keep: 'customers' }), [api]);
  const columns = useMemo(() => customerColumns(dealerCountry), [dealerCountry]);
  return (
    <LiveList<CustomerView, CustomerListRow>
      source={source}
      view={view}
      onTotal={onTotal}
      label="Customers"
      className="customer-list"
      columns={columns}
      sort={view.sort}
      onSort={(key) => {
        if (isCustomerSortColumn(key)) onSort(key);
      }}
      page={page}
      onPageInView={onPageInView}
      emptyText="no customers found"
      rowHref={customerRowLink}
    />
  );
}
