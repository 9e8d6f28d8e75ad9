import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DEFAULT_CUSTOMER_SORT } from '../../domain/customers/customerList.ts';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { readCustomerListUrl } from '../../domain/customers/readCustomerListUrl.ts';
import { writeCustomerListUrl } from '../../domain/customers/writeCustomerListUrl.ts';
import { useUrlList } from '../lists/useUrlList.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { CustomerList } from './CustomerList.tsx';
import { CustomerTabs } from './CustomerTabs.tsx';
import { NewCustomerPopup } from './NewCustomerPopup.tsx';
import { useCustomerCounts } from './useCustomerCounts.ts';
import type { CustomerView } from './CustomerList.tsx';

type ListType = 'individual' | 'business';

/**
 * /customers/individual and /customers/business, and /customers/add, which opens the new customer popup over
 * the list last shown. The query string keeps page, search, status, order_by and order.
 */
export function CustomersPage({ type, user }: { type: string; user: SessionUser }) {
  const [, navigate] = useLocation();
  const [listType, setListType] = useState<ListType>(type === 'business' ? 'business' : 'individual');
  if ((type === 'individual' || type === 'business') && type !== listType) setListType(type);

  const { url, queryText, go, keepPage } = useUrlList({ path: `/customers/${listType}`, read: readCustomerListUrl, write: writeCustomerListUrl });
  const view: CustomerView = useMemo(
    () => ({ filter: { type: listType, search: url.search, status: url.status }, sort: url.sort }),
    [listType, url.search, url.status, url.sort.by, url.sort.order],
  );
  const counts = useCustomerCounts({ search: url.search, status: url.status });

  if (type !== 'individual' && type !== 'business' && type !== 'add') return <NotFoundPage />;
  return (
    <section className="page customers-page">
      <header className="page-head">
        <h1 className="page-title">Customers</h1>
        <CustomerTabs active={type} counts={counts} query={queryText} tabQuery={writeCustomerListUrl({ ...url, page: 1 })} />
      </header>
      <CustomerFilters
        key={`${url.search}|${url.status}`}
        applied={{ search: url.search, status: url.status }}
        onApply={(filters) => go((current) => ({ ...current, ...filters, page: 1 }))}
        onReset={() => navigate(`/customers/${listType}?page=1`)}
      />
      <CustomerList
        view={view}
        page={url.page}
        dealerCountry={user.dealer.country}
        onSort={(by) => go((current) => ({ ...current, sort: nextSort(current.sort, by), page: 1 }))}
        onPageInView={keepPage}
      />
      {type === 'add' && (
        <NewCustomerPopup
          country={user.dealer.country}
          onClose={() => navigate(`/customers/${listType}?${queryText}`)}
          onOpen={(customerType, search) =>
            navigate(
              `/customers/${customerType}?${writeCustomerListUrl({ page: 1, search, status: 'all', sort: DEFAULT_CUSTOMER_SORT })}`,
            )
          }
        />
      )}
    </section>
  );
}
