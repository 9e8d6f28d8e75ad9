import { useCallback } from 'react';
import { Link } from 'wouter';
import { ACTIVITY_TOTAL_LABELS } from '../../domain/customers/customerActivityLog.ts';
import type { ActivityRow, ActivitySortColumn, Dashboard } from '../../domain/dashboard/dashboard.ts';
import { ACTIVITY_PAGE_SIZE, NO_ACTIVITIES_TEXT } from '../../domain/dashboard/recentActivity.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { VirtualTable } from '../ui/VirtualTable.tsx';
import { TabPager } from './TabPager.tsx';
import './dashboard-activity.css';

type RecentActivityTabProps = {
  activity: Dashboard['activity'];
  orderBy: ActivitySortColumn;
  order: 'asc' | 'desc';
  onSort: (column: ActivitySortColumn) => void;
  onPage: (page: number) => void;
};

const text = (value: string) => (
  <span className="ellipsis" title={value}>
    {value}
  </span>
);

/** Every column sorts (the page decides the order a click gives); on a phone's card, the person, the type, the date. */
const COLUMNS: (VirtualColumn<ActivityRow> & { key: ActivitySortColumn })[] = [
  { key: 'type', header: 'TYPE', width: '120px', sortable: true, card: 'subtitle', render: (row) => row.type },
  { key: 'name', header: 'NAME', width: 'minmax(160px, 1.5fr)', sortable: true, card: 'title', render: (row) => text(row.name) },
  { key: 'date', header: 'DATE', width: '150px', sortable: true, card: 'key', render: (row) => <span className="is-date">{row.date}</span> },
  {
    key: 'direction',
    header: 'DIRECTION',
    width: '120px',
    sortable: true,
    render: (row) => <span className={`badge dashboard-activity-direction is-${row.direction.toLowerCase()}`}>{row.direction}</span>,
  },
  { key: 'user', header: 'USER', width: 'minmax(120px, 1fr)', sortable: true, render: (row) => text(row.user) },
];

const isColumn = (key: string): key is ActivitySortColumn => COLUMNS.some((column) => column.key === key);
const rowHref = (row: ActivityRow) => row.href;
/** All of a page is in view: nothing to load as the table scrolls. */
const inView = () => {};

const TOTALS = (['email', 'text', 'appointment', 'note'] as const).map((key) => ({ key, label: ACTIVITY_TOTAL_LABELS[key] }));

/**
 * The dashboard's Recent Activity tab (spec 001 §2.1, docs/dashboard.md): the activities of the range, 10 a page,
 * sorted by a header (the page decides the order a click gives), each row a link to the person's activity (a card
 * on a phone); beside them the totals of each type and the users ranked by their activities.
 */
export function RecentActivityTab({ activity, orderBy, order, onSort, onPage }: RecentActivityTabProps) {
  const { rows, total, page } = activity;
  const sortBy = useCallback(
    (key: string) => {
      if (isColumn(key)) onSort(key);
    },
    [onSort],
  );
  return (
    <div className="dashboard-activity">
      <section className="dashboard-activity-list" aria-label="Recent activity">
        {total === 0 ? (
          <p className="dashboard-activity-empty">{NO_ACTIVITIES_TEXT}</p>
        ) : (
          <>
            <VirtualTable
              label="Recent activity"
              columns={COLUMNS}
              rowCount={rows.length}
              rowAt={(index) => rows[index]}
              sort={{ by: orderBy, order }}
              onSort={sortBy}
              onRangeChange={inView}
              emptyText={NO_ACTIVITIES_TEXT}
              rowHref={rowHref}
            />
            <TabPager className="dashboard-activity-paging" page={page} pageSize={ACTIVITY_PAGE_SIZE} shown={rows.length} total={total} onPage={onPage} />
          </>
        )}
      </section>
      <aside className="dashboard-activity-side" aria-label="Activity totals and top users">
        <dl className="dashboard-activity-totals">
          {TOTALS.map((item) => (
            <div key={item.key} className={`dashboard-activity-total is-${item.key}`}>
              <dt>{item.label}</dt>
              <dd>{formatNumber(activity.totals[item.key])}</dd>
            </div>
          ))}
        </dl>
        {activity.users.length > 0 && (
          <>
            <h2 className="dashboard-activity-heading">TOP USERS</h2>
            <ol className="dashboard-activity-users">
              {activity.users.map((user) => (
                <li key={user.id}>
                  <span className="dashboard-activity-rank">{user.rank}</span>
                  <Link href={user.href}>{user.name}</Link>
                  <span className="dashboard-activity-count" title="Activities">
                    {formatNumber(user.activities)}
                  </span>
                </li>
              ))}
            </ol>
          </>
        )}
      </aside>
    </div>
  );
}
