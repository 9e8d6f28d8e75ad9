import { useMemo, type ComponentProps } from 'react';
import { customerRowLink, type CustomerListFilter, type CustomerListRow, type CustomerSort } from '../../domain/customers/customerList.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { customerColumns } from './customerColumns.tsx';

export type CustomerView = { filter: CustomerListFilter; sort: CustomerSort };

type CustomerListProps = Omit<ComponentProps<typeof LiveList<CustomerView, CustomerListRow>>, 'source' | 'columns' | 'className' | 'rowHref'> & {
  dealerCountry: Country;
};

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'customers', keep: 'customers' } as const;

/** The virtualised customer list over the whole result, each row a link to the customer's profile. */
export function CustomerList({ dealerCountry, ...list }: CustomerListProps) {
  const columns = useMemo(() => customerColumns(dealerCountry), [dealerCountry]);
  return <LiveList<CustomerView, CustomerListRow> {...list} source={LIST_SOURCE} className="customer-list" columns={columns} rowHref={customerRowLink} />;
}
