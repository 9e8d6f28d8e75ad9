import { Link } from 'wouter';
import { dateTimeText } from '../../domain/format/dateTimeText.ts';
import { NO_USER_ACTIVITY_TEXT, type UserActivityRow } from '../../domain/users/userActivity.ts';
import { customerPath } from '../customer/customerPath.ts';
import { prospectPath } from '../prospect/prospectPath.ts';

/** A user's activity (TYPE, DATE, DESCRIPTION, CUSTOMER), newest first, the dates in the dealer's time zone. */
export function UserActivityTable({ rows, timeZone }: { rows: UserActivityRow[]; timeZone: string }) {
  if (rows.length === 0) return <p className="profile-empty">{NO_USER_ACTIVITY_TEXT}</p>;
  return (
    <div className="service-table-scroll">
      <table className="service-table activity-table" aria-label="User activity">
        <thead>
          <tr>
            <th scope="col">TYPE</th>
            <th scope="col">DATE</th>
            <th scope="col">DESCRIPTION</th>
            <th scope="col">CUSTOMER</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}:${row.id}`} className={`activity-row is-${row.kind}`}>
              <td data-label="TYPE">{row.type}</td>
              <td className="is-nowrap" data-label="DATE">{dateTimeText(row.at, timeZone)}</td>
              <td className="activity-note" data-label="DESCRIPTION">{row.description}</td>
              <td data-label="CUSTOMER">
                {row.person && (
                  <Link href={row.person.subject === 'customer' ? customerPath(row.person.id) : prospectPath(row.person.id)}>{row.person.name}</Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
