import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerSort } from '../../domain/customers/customerList.ts';
import { customerPaging } from '../../domain/customers/customerPaging.ts';
import { isCustomerSortColumn } from '../../domain/customers/isCustomerSortColumn.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { rangeText } from '../../domain/format/rangeText.ts';
import { VirtualTable } from '../components/VirtualTable.tsx';
import { customerColumns } from './customerColumns.tsx';
import { useLiveCustomers, type CustomerView } from './useLiveCustomers.ts';

type CustomerListProps = {
  view: CustomerView;
  page: number;
  dealerCountry: Country;
  onSort: (by: CustomerSort['by']) => void;
  /** Called once scrolling settles on another page, so the query string keeps the place. */
  onPageInView: (page: number) => void;
};

const PAGE_SETTLE_MS = 400;

/** The virtualised customer list over the whole result, with "from - to of total" for the rows in view. */
export function CustomerList({ view, page, dealerCountry, onSort, onPageInView }: CustomerListProps) {
  const live = useLiveCustomers(view);
  const [visible, setVisible] = useState({ first: 0, last: -1 });
  const [scrollRequest, setScrollRequest] = useState<{ index: number } | null>(null);
  const visibleNow = useRef(visible);
  const columns = useMemo(() => customerColumns(dealerCountry), [dealerCountry]);
  const total = live.window?.total ?? 0;
  const { showRange } = live;

  const onRangeChange = useCallback(
    (first: number, last: number) => {
      visibleNow.current = { first, last };
      setVisible({ first, last });
      showRange(first, last);
    },
    [showRange],
  );

  // ?page=N opens the list at row 15 * (N - 1) + 1, unless that page is already on screen.
  const loaded = total > 0;
  useEffect(() => {
    if (!loaded) return;
    const { first, last } = visibleNow.current;
    if (last < 0 || !customerPaging.inView(page, first, last)) setScrollRequest({ index: customerPaging.firstRowOf(page) });
  }, [page, loaded]);

  // Scrolling to another page writes it back to the query string once the scroll settles.
  useEffect(() => {
    if (!loaded || visible.last < 0 || customerPaging.inView(page, visible.first, visible.last)) return;
    const timer = setTimeout(() => onPageInView(customerPaging.pageOf(visible.first)), PAGE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, page, visible, onPageInView]);

  const rowAt = useCallback(
    (index: number): Customer | undefined => {
      const answer = live.window;
      return answer ? answer.rows[index - answer.offset] : undefined;
    },
    [live.window],
  );

  return (
    <div className="customer-list">
      <VirtualTable
        label="Customers"
        columns={columns}
        rowCount={total}
        rowAt={rowAt}
        rowKey={(customer) => customer.id}
        sort={view.sort}
        onSort={(key) => {
          if (isCustomerSortColumn(key)) onSort(key);
        }}
        onRangeChange={onRangeChange}
        scrollRequest={scrollRequest}
        emptyText={live.window ? 'no customers found' : 'Loading…'}
      />
      <p className="list-range" aria-live="polite">
        {live.window && rangeText(total === 0 ? 0 : visible.first + 1, Math.min(visible.last + 1, total), total)}
      </p>
    </div>
  );
}
