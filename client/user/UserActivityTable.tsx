import { Link } from 'wouter';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { NO_USER_ACTIVITY_TEXT, type UserActivityRow } from '../../domain/users/userActivity.ts';
import { customerPath } from '../customer/customerPath.ts';
import { prospectPath } from '../prospect/prospectPath.ts';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';

/** A user's activity (TYPE, DATE, DESCRIPTION, CUSTOMER), newest first, the dates in the dealer's time zone. */
export function UserActivityTable({ rows, timeZone }: { rows: UserActivityRow[]; timeZone: string }) {
  if (rows.length === 0) return <p className="profile-empty">{NO_USER_ACTIVITY_TEXT}</p>;
  const columns: DataColumn<UserActivityRow>[] = [
    { header: 'TYPE', cell: (row) => row.type },
    { header: 'DATE', cellClassName: 'is-nowrap', cell: (row) => dateTimeText(row.at, timeZone) },
    { header: 'DESCRIPTION', cellClassName: 'activity-note', cell: (row) => row.description },
    {
      header: 'CUSTOMER',
      cell: ({ person }) =>
        person && <Link href={person.subject === 'customer' ? customerPath(person.id) : prospectPath(person.id)}>{person.name}</Link>,
    },
  ];
  return (
    <div className="service-table-scroll">
      <DataTable
        className="service-table activity-table"
        label="User activity"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.kind}:${row.id}`}
        rowClassName={(row) => `activity-row is-${row.kind}`}
      />
    </div>
  );
}
