import type { ActivityLogRow } from '../../domain/customers/customerActivityLog.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';

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
  const columns: DataColumn<ActivityLogRow>[] = [
    { header: 'TYPE', cell: (row) => row.type },
    { header: 'DATE', cellClassName: 'is-nowrap', cell: (row) => row.date },
    { header: contentLabel, cellClassName: 'activity-note', cell: (row) => row.content },
    { header: 'USER', cell: (row) => (row.user_id === null ? '' : (userName(row.user_id) ?? '')) },
  ];
  return (
    <div className="service-table-scroll">
      <DataTable
        className="service-table activity-table"
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}:${row.id}`}
        rowClassName={(row) => `activity-row is-${row.kind}${row.failed ? ' is-failed' : ''}`}
      />
    </div>
  );
}
