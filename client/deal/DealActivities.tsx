import { useMemo } from 'react';
import { customerActivities, NO_RECENT_ACTIVITY } from '../../domain/customers/customerActivities.ts';
import type { StoredAppointment } from '../../domain/calendar/appointment.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import { formatNumber } from '../../domain/format/numbers.ts';

type DealActivitiesProps = {
  customerId: string;
  /** The dealer's appointments held locally, the customer's shown; null while they are read. */
  appointments: StoredAppointment[] | null;
  /** The dealer's sales held locally, the customer's shown; null while they are read. */
  sales: (SaleDeal & { dealer: string })[] | null;
};

/**
 * The deal page's activities section (spec 001 §2.4, §3 Activity): the customer's appointments and sales from
 * local data, newest first, with the count of each kind the data holds.
 */
export function DealActivities({ customerId, appointments, sales }: DealActivitiesProps) {
  const activities = useMemo(() => (appointments && sales ? customerActivities(customerId, appointments, sales) : null), [customerId, appointments, sales]);
  if (!activities) {
    return (
      <p className="deal-loading" role="status">
        Loading the customer’s activities…
      </p>
    );
  }
  const { rows, totals } = activities;
  return (
    <section className="customer-activities" aria-label="Activities">
      <dl className="activity-totals">
        {totals.map((total) => (
          <div key={total.kind}>
            <dt>{total.label}</dt>
            <dd>{formatNumber(total.count)}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="service-history-empty">{NO_RECENT_ACTIVITY}</p>
      ) : (
        <div className="service-table-scroll">
          <table className="service-table activity-table">
            <thead>
              <tr>
                <th scope="col">TYPE</th>
                <th scope="col">DATE</th>
                <th scope="col">STATUS</th>
                <th scope="col">NOTE</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.kind}:${row.id}`} className={`activity-row is-${row.kind}`}>
                  <td>{row.type}</td>
                  <td className="is-nowrap">{row.date}</td>
                  <td>{row.status && <span className={`chip is-status-${row.status.toLowerCase()}`}>{row.status}</span>}</td>
                  <td className="activity-note">{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
