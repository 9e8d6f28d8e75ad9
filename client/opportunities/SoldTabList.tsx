import { useMemo } from 'react';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { SOLD_TAB_COLUMNS, soldRowLink, type SoldFilter, type SoldSort, type SoldSortColumn } from '../../domain/soldOpportunities/soldList.ts';
import { soldTabList } from '../../domain/soldOpportunities/soldListUrl.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { SOLD_CARD } from '../sold/soldColumns.tsx';
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

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'sold', keep: 'sold' } as const;

/**
 * /opportunity/sold: every sale that closed an opportunity (no date default), newest first, rows to the deal
 * sheet; a click on a header sorts descending, a second click on that column ascending (spec 001 §2.2). Its filters
 * live on the dedicated /sold/opportunities screen; the query string keeps page and sort.
 */
export function SoldTabList({ user }: { user: SessionUser }) {
  const today = useDealerToday();
  const list = useMemo(() => soldTabList(today), [today]);
  const screen = useListScreen(list, user.dealer.token);
  const filter = screen.filters.applied;
  const sort = screen.list.sort;
  const view: SoldView = useMemo(() => ({ filter, sort }), [filter, sort]);

  return (
    <>
      <div className="opportunity-toolbar">
        <OpportunityActions shareButton={screen.shareButton} exportButton={screen.exportButton} />
      </div>
      <LiveList<SoldView, SoldOpportunity> {...screen.list} source={LIST_SOURCE} view={view} className="opportunity-list" columns={columns} rowHref={soldRowLink} />
      {screen.sharePopup}
    </>
  );
}
