import { Link } from 'wouter';
import { ACTIVITY_TOTAL_LABELS } from '../../domain/customers/customerActivityLog.ts';
import type { ActivitySortColumn, Dashboard } from '../../domain/dashboard/dashboard.ts';
import { ACTIVITY_PAGE_SIZE, NO_ACTIVITIES_TEXT } from '../../domain/dashboard/recentActivity.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { TabPager } from './TabPager.tsx';
import '../styles/dashboard-activity.css';

type RecentActivityTabProps = {
  activity: Dashboard['activity'];
  orderBy: ActivitySortColumn;
  order: 'asc' | 'desc';
  onSort: (column: ActivitySortColumn) => void;
  onPage: (page: number) => void;
};

const COLUMNS: { key: ActivitySortColumn; header: string }[] = [
  { key: 'type', header: 'TYPE' },
  { key: 'name', header: 'NAME' },
  { key: 'date', header: 'DATE' },
  { key: 'direction', header: 'DIRECTION' },
  { key: 'user', header: 'USER' },
];

const TOTALS = (['email', 'text', 'appointment', 'note'] as const).map((key) => ({ key, label: ACTIVITY_TOTAL_LABELS[key] }));

/**
 * The dashboard's Recent Activity tab (spec 001 §2.1, docs/dashboard.md): the activities of the range, 10 a page,
 * sorted by a header (the page decides the order a click gives), each row a link to the person's activity; beside
 * them the totals of each type and the users ranked by their activities.
 */
export function RecentActivityTab({ activity, orderBy, order, onSort, onPage }: RecentActivityTabProps) {
  const { rows, total, page } = activity;
  return (
    <div className="dashboard-activity">
      <section className="dashboard-activity-list" aria-label="Recent activity">
        {total === 0 ? (
          <p className="dashboard-activity-empty">{NO_ACTIVITIES_TEXT}</p>
        ) : (
          <>
            <div className="dashboard-activity-scroll">
              <table className="dashboard-table dashboard-activity-table">
                <thead>
                  <tr>
                    {COLUMNS.map((column) => {
                      const sorted = orderBy === column.key ? order : null;
                      return (
                        <th key={column.key} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                          <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                            {column.header}
                            <span className={`sort-mark is-${sorted ?? 'none'}`} aria-hidden="true" />
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="dashboard-row">
                      <td>{row.type}</td>
                      <td>
                        {/* The name's link covers the whole row: a click anywhere on it opens the person. */}
                        <Link href={row.href} className="dashboard-row-opener">
                          {row.name}
                        </Link>
                      </td>
                      <td className="is-date">{row.date}</td>
                      <td>
                        <span className={`badge dashboard-activity-direction is-${row.direction.toLowerCase()}`}>{row.direction}</span>
                      </td>
                      <td>{row.user}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
