import type { Dashboard, TopOpportunityRow } from '../../domain/dashboard/dashboard.ts';
import { NO_TOP_OPPORTUNITIES_TEXT } from '../../domain/dashboard/topOpportunities.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { ORPHAN } from '../../domain/opportunityList/serviceRow.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { VirtualTable } from '../ui/VirtualTable.tsx';
import { RatingStars } from '../opportunities/RatingStars.tsx';
import { TabPager } from './TabPager.tsx';
import './dashboard-tabs.css';

const text = (value: string) => (
  <span className="ellipsis" title={value}>
    {value}
  </span>
);

/** The list's columns, laid out as the opportunity lists lay out theirs (on a phone's card too). */
const COLUMNS: VirtualColumn<TopOpportunityRow>[] = [
  { key: 'name', header: 'NAME', width: 'minmax(140px, 1.3fr)', card: 'title', render: (row) => text(row.name) },
  { key: 'vehicle', header: 'VEHICLE', width: 'minmax(170px, 1.6fr)', card: 'subtitle', render: (row) => text(row.vehicle_name) },
  { key: 'type', header: 'TYPE', width: '150px', render: (row) => <span className={`chip is-type-${row.type}`}>{row.label}</span> },
  { key: 'rating', header: 'RATING', width: '88px', render: (row) => <RatingStars value={row.rating} /> },
  {
    key: 'equity',
    header: 'EQUITY',
    width: '112px',
    align: 'end',
    card: 'key',
    render: (row) => <span className={row.equity < 0 ? 'is-negative' : undefined}>{formatMoney(row.equity)}</span>,
  },
  { key: 'payments_left', header: 'PAYMENTS LEFT', width: '142px', align: 'end', render: (row) => formatNumber(row.payments_left) },
  {
    key: 'salesperson',
    header: 'SALESPERSON',
    width: 'minmax(120px, 1fr)',
    render: (row) => (row.salesperson === ORPHAN ? <span className="chip is-none">{ORPHAN}</span> : text(row.salesperson)),
  },
];

const rowHref = (row: TopOpportunityRow) => row.href;
/** All of a page is in view: nothing to load as the table scrolls. */
const inView = () => {};

/**
 * The Top Opportunities tab (spec 001 §2.1, docs/dashboard.md): the best-rated open opportunities, 15 a page, each
 * row a real link to its deal sheet; "from - to of total" and PREVIOUS / NEXT, which ask the page for another page.
 */
export function TopOpportunitiesTab({ top, onPage }: { top: Dashboard['top']; onPage: (page: number) => void }) {
  const { rows, total, page } = top;
  return (
    <div className="dashboard-top">
      <VirtualTable
        label="Top Opportunities"
        columns={COLUMNS}
        rowCount={rows.length}
        rowAt={(index) => rows[index]}
        onRangeChange={inView}
        emptyText={NO_TOP_OPPORTUNITIES_TEXT}
        rowHref={rowHref}
        rowHeight={40}
      />
      <TabPager className="dashboard-top-pager" page={page} pageSize={listPaging.pageSize} shown={rows.length} total={total} onPage={onPage} />
    </div>
  );
}
