import { useMemo, type ComponentProps } from 'react';
import { customerRowLink, type CustomerListFilter, type CustomerListRow, type CustomerSort } from '../../domain/customers/customerList.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { customerColumns } from './customerColumns.tsx';

export type CustomerView = { filter: CustomerListFilter; sort: CustomerSort };

type CustomerListProps = Omit<ComponentProps<typeof LiveList<CustomerView, CustomerListRow>>, 'source' | 'columns' | 'className' | 'rowHref'> & {
  dealerCountry: Country;
};

/** The virtualised customer list over the whole result, each row a link to the customer's profile. */
export function CustomerList({ dealerCountry, ...list }: CustomerListProps) {
  const api = useWorker();
  const source = useMemo(() => ({ subscribe: api.subscribeCustomers, update: api.updateCustomers, keep: 'customers' }), [api]);
  const columns = useMemo(() => customerColumns(dealerCountry), [dealerCountry]);
  return <LiveList<CustomerView, CustomerListRow> {...list} source={source} className="customer-list" columns={columns} rowHref={customerRowLink} />;
}
