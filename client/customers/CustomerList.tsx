import { useMemo } from 'react';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerListFilter, CustomerSort } from '../../domain/customers/customerList.ts';
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
};

/** The virtualised customer list over the whole result, with "from - to of total" for the rows in view. */
export function CustomerList({ view, page, dealerCountry, onSort, onPageInView }: CustomerListProps) {
  const api = useWorker();
  const source = useMemo(() => ({ subscribe: api.subscribeCustomers, update: api.updateCustomers }), [api]);
  const columns = useMemo(() => customerColumns(dealerCountry), [dealerCountry]);
  return (
    <LiveList<CustomerView, Customer>
      source={source}
      view={view}
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
    />
  );
}
