import type { ActivityLogRow } from '../../domain/customers/customerActivityLog.ts';

type ActivityTableProps = {
  rows: ActivityLogRow[];
  userName: (id: number) => string | null;
  /** The content column's heading: CONTENT on a customer, Description on a prospect. */
  contentLabel: string;
  emptyText: string;
  label: string;
};

/** An activity table (spec 000 §2): TYPE, DATE, the content and USER, newest first; a failed message marked so. */
export function ActivityTable({ rows, userName, contentLabel, emptyText, label }: ActivityTableProps) {
  if (rows.length === 0) return <p className="profile-empty">{emptyText}</p>;
  return (
    <div className="service-table-scroll">
      <table className="service-table activity-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">TYPE</th>
            <th scope="col">DATE</th>
            <th scope="col">{contentLabel}</th>
            <th scope="col">USER</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.id}`} className={`activity-row is-${row.kind}${row.failed ? ' is-failed' : ''}`}>
              <td data-label="TYPE">{row.type}</td>
              <td className="is-nowrap" data-label="DATE">{row.date}</td>
              <td className="activity-note" data-label={contentLabel}>{row.content}</td>
              <td data-label="USER">{row.user_id === null ? '' : (userName(row.user_id) ?? '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
