import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { EMPTY_SOLD_FILTER, soldRowLink, type SoldFilter, type SoldSort } from '../../domain/soldOpportunities/soldList.ts';
import { soldList } from '../../domain/soldOpportunities/soldListUrl.ts';
import { monthOf } from '../../domain/time/months.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { soldColumns } from './soldColumns.tsx';
import { SoldFilters } from './SoldFilters.tsx';
import { useSoldFilterOptions } from './useSoldFilterOptions.ts';

type SoldView = { filter: SoldFilter; sort: SoldSort };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'sold' } as const;

/**
 * /sold/opportunities (spec 003 "Sold opportunities"): the sales that closed an opportunity, this month by
 * default. The query string keeps page, order_by, order and every filter, so the dashboard's links open it
 * filtered and a shared link shows the same rows.
 */
export function SoldOpportunitiesPage({ user }: { user: SessionUser }) {
  const today = useDealerToday();
  const options = useSoldFilterOptions();
  const list = useMemo(() => soldList(today), [today]);
  const screen = useListScreen(list, user.dealer.token);
  const { url } = screen;

  const month = monthOf(today);
  const defaults: SoldFilter = { ...EMPTY_SOLD_FILTER, start_date: month.start, end_date: month.end };
  const view: SoldView = useMemo(() => ({ filter: url.filter, sort: url.sort }), [url]);
  const [total, setTotal] = useState<number | null>(null);

  return (
    <section className="page sold-page">
      <header className="page-head">
        <h1 className="page-title">Sold Opportunities</h1>
        <nav className="tabs" aria-label="Sold opportunity lists">
          <Link className="tab is-active" href={`${list.path}?${screen.canonicalQuery}`} aria-current="page">
            Sold
            <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
          </Link>
        </nav>
      </header>
      <SoldFilters key={screen.filterKey} {...screen.filters} defaults={defaults} options={options} actions={screen.actions()} />
      <LiveList<SoldView, SoldOpportunity>
        {...screen.list}
        source={LIST_SOURCE}
        view={view}
        onTotal={setTotal}
        className="sold-list"
        columns={soldColumns}
        rowHref={soldRowLink}
        rowHeight={44}
      />
      {screen.sharePopup}
    </section>
  );
}
