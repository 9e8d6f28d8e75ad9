import { useCallback, useMemo, useState } from 'react';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import {
  EMPTY_SOLD_FILTER,
  isSoldSortColumn,
  soldRowLink,
  type SoldFilter,
  type SoldSort,
} from '../../domain/soldOpportunities/soldList.ts';
import { monthOf, readSoldListUrl, writeSoldListUrl } from '../../domain/soldOpportunities/soldListUrl.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { SharePopup } from '../share/SharePopup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { useDealerToday } from '../session/useDealerToday.ts';
import { soldColumns } from './soldColumns.tsx';
import { SoldFilters } from './SoldFilters.tsx';
import { useSoldFilterOptions } from './useSoldFilterOptions.ts';

type SoldView = { filter: SoldFilter; sort: SoldSort };

const PATH = '/sold/opportunities';

/** A click on a header sorts descending; a second click on that column, ascending (as every list of the product). */
/**
 * /sold/opportunities (spec 003 "Sold opportunities"): the sales that closed an opportunity, this month by
 * default. The query string keeps page, order_by, order and every filter, so the dashboard's links open it
 * filtered and a shared link shows the same rows.
 */
export function SoldOpportunitiesPage({ user }: { user: SessionUser }) {
  const api = useWorker();
  const today = useDealerToday();
  const [sharing, setSharing] = useState(false);
  const options = useSoldFilterOptions();
  const read = useCallback((query: URLSearchParams) => readSoldListUrl(query, today, true), [today]);
  // The month's dates are written into the query, so the address always says which sales are shown.
  const { url, canonicalQuery: canonical, go, keepPage } = useUrlList({ path: PATH, read, write: writeSoldListUrl, canonical: 'whole' });

  const month = monthOf(today);
  const defaults: SoldFilter = { ...EMPTY_SOLD_FILTER, start_date: month.start, end_date: month.end };

  const source = useMemo(() => ({ subscribe: api.subscribeSold, update: api.updateSold }), [api]);
  const view: SoldView = useMemo(() => ({ filter: url.filter, sort: url.sort }), [url]);
  const [total, setTotal] = useState<number | null>(null);

  const exportQuery = writeSoldListUrl(url);
  exportQuery.delete('page');

  return (
    <section className="page sold-page">
      <header className="page-head">
        <h1 className="page-title">Sold Opportunities</h1>
        <nav className="tabs" aria-label="Sold opportunity lists">
          <Link className="tab is-active" href={`${PATH}?${canonical}`} aria-current="page">
            Sold
            <span className="tab-count">{total === null ? '…' : formatNumber(total)}</span>
          </Link>
        </nav>
      </header>
      <SoldFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        defaults={defaults}
        options={options}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1 }))}
        onReset={() => go((current) => ({ page: 1, sort: current.sort, filter: defaults }))}
        actions={
          <>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/opportunities/sold?token=${encodeURIComponent(user.dealer.token)}&export=1&${exportQuery}`} />
          </>
        }
      />
      <LiveList<SoldView, SoldOpportunity>
        source={source}
        view={view}
        onTotal={setTotal}
        label="Sold opportunities"
        className="sold-list"
        columns={soldColumns}
        sort={url.sort}
        onSort={(key) => {
          if (isSoldSortColumn(key)) go((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 }));
        }}
        page={url.page}
        onPageInView={keepPage}
        emptyText="NO SOLD OPPORTUNITIES"
        rowHref={soldRowLink}
        rowHeight={44}
      />
      {sharing && <SharePopup title="SHARE SOLD OPPORTUNITIES" onClose={() => setSharing(false)} />}
    </section>
  );
}
