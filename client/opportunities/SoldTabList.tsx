import { useCallback, useMemo } from 'react';
import { nextSort } from '../../domain/lists/nextSort.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import {
  isSoldSortColumn,
  SOLD_TAB_COLUMNS,
  soldRowLink,
  type SoldFilter,
  type SoldSort,
  type SoldSortColumn,
} from '../../domain/soldOpportunities/soldList.ts';
import { ALL_DATES, readSoldListUrl, writeSoldListUrl } from '../../domain/soldOpportunities/soldListUrl.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { useDealerToday } from '../session/useDealerToday.ts';
import { SOLD_CARD } from '../sold/soldColumns.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { NO_OPPORTUNITIES } from './emptyText.ts';
import { OpportunityActions } from './OpportunityActions.tsx';

type SoldView = { filter: SoldFilter; sort: SoldSort };

const WIDTHS: Record<SoldSortColumn, string> = {
  opportunity_type: '150px',
  name: 'minmax(170px, 1.3fr)',
  purchased_vehicle: 'minmax(220px, 1.8fr)',
  traded_vehicle: 'minmax(180px, 1.4fr)',
  sale_type: '100px',
  salesperson: 'minmax(140px, 1fr)',
  sale_date: '110px',
};

const columns: VirtualColumn<SoldOpportunity>[] = SOLD_TAB_COLUMNS.map((column) => ({
  key: column.key,
  header: column.header,
  width: WIDTHS[column.key],
  sortable: true,
  card: SOLD_CARD[column.key],
  render: (row) => (
    <span className="ellipsis" title={column.text(row)}>
      {column.text(row)}
    </span>
  ),
}));

/** A click on a header sorts descending; a second click on that column, ascending (spec 001 §2.2). */
/**
 * /opportunity/sold: every sale that closed an opportunity (no date default), newest first, rows to the deal
 * sheet. Its filters live on the dedicated /sold/opportunities screen; the query string keeps page and sort.
 */
export function SoldTabList({ user }: { user: SessionUser }) {
  const api = useWorker();
  const today = useDealerToday();
  const read = useCallback((query: URLSearchParams) => readSoldListUrl(query, today, false), [today]);
  const { url, go, keepPage } = useUrlList({ path: '/opportunity/sold', read, write: writeSoldListUrl });

  const source = useMemo(() => ({ subscribe: api.subscribeSold, update: api.updateSold, keep: 'sold' }), [api]);
  const view: SoldView = useMemo(() => ({ filter: url.filter, sort: url.sort }), [url]);

  const exportQuery = writeSoldListUrl(url);
  exportQuery.delete('page');

  return (
    <>
      <div className="opportunity-toolbar">
        <OpportunityActions exportPath={`/opportunities/sold?token=${encodeURIComponent(user.dealer.token)}&export=1&dates=${ALL_DATES}&${exportQuery}`} />
      </div>
      <LiveList<SoldView, SoldOpportunity>
        source={source}
        view={view}
        label="Sold opportunities"
        className="opportunity-list"
        columns={columns}
        sort={url.sort}
        onSort={(key) => {
          if (isSoldSortColumn(key)) go((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 }));
        }}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_OPPORTUNITIES}
        rowHref={soldRowLink}
      />
    </>
  );
}
