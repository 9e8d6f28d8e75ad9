import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { CustomerCounts } from '../../worker/api.ts';

type CustomerTabsProps = {
  active: 'individual' | 'business' | 'add';
  counts: CustomerCounts | null;
  /** The query string of the list on screen; the type tabs keep its search, status and sort on page 1. */
  query: string;
  tabQuery: string;
};

/** Individual and Business with their counts, and Add, which opens the new customer popup over the list. */
export function CustomerTabs({ active, counts, query, tabQuery }: CustomerTabsProps) {
  const tab = (type: CustomerTabsProps['active'], label: string, count?: number) => (
    <Link
      href={`/customers/${type}?${type === 'add' ? query : tabQuery}`}
      className={active === type ? 'tab is-active' : 'tab'}
      aria-current={active === type ? 'page' : undefined}
    >
      {label}
      {count !== undefined && <span className="tab-count">{formatNumber(count)}</span>}
    </Link>
  );
  return (
    <nav className="tabs" aria-label="Customer types">
      {tab('individual', 'Individual', counts?.individual)}
      {tab('business', 'Business', counts?.business)}
      {tab('add', '+ Add')}
    </nav>
  );
}
