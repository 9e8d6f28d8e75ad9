import { useState } from 'react';
import type { Dashboard } from '../../domain/dashboard/dashboard.ts';
import { NO_SALES_APPOINTMENTS_TEXT, NO_SERVICE_APPOINTMENTS_TEXT } from '../../domain/dashboard/dashboardAppointments.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { DashboardAppointmentPopup, type OpenAppointment } from './DashboardAppointmentPopup.tsx';
import { TabPager } from './TabPager.tsx';
import '../styles/dashboard-tabs.css';

const markerClass = (marker: string) => `dashboard-appointments-marker is-${marker.toLowerCase().replace(' ', '-')}`;

/**
 * The APPOINTMENTS tab (spec 001 §2.1): the sales appointments of the range (name, type, ops, date, time, booked-by,
 * NEXT UP / done / LATER) beside today's service appointments with their status, each 15 a page; a row opens its popup.
 */
type AppointmentsTabProps = {
  appointments: Dashboard['appointments'];
  onPage: (page: number) => void;
  onServicePage: (page: number) => void;
};

export function AppointmentsTab({ appointments, onPage, onServicePage }: AppointmentsTabProps) {
  const [open, setOpen] = useState<OpenAppointment | null>(null);
  const { sales, sales_total: total, sales_page: page, service, service_total: serviceTotal, service_page: servicePage } = appointments;
  return (
    <div className="dashboard-appointments">
      <section className="dashboard-appointments-list" aria-labelledby="dashboard-sales-appointments">
        <h2 id="dashboard-sales-appointments" className="dashboard-appointments-title">
          SALES APPOINTMENTS
        </h2>
        {sales.length === 0 ? (
          <p className="dashboard-appointments-empty">{NO_SALES_APPOINTMENTS_TEXT}</p>
        ) : (
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">NAME</th>
                <th scope="col" className="is-wide-only">TYPE</th>
                <th scope="col" className="is-wide-only">OPS</th>
                <th scope="col">DATE</th>
                <th scope="col">TIME</th>
                <th scope="col" className="is-wide-only">BOOKED BY</th>
                <th scope="col" aria-label="STATUS" />
              </tr>
            </thead>
            <tbody>
              {sales.map((row) => (
                <tr key={row.id} className={row.marker === 'done' ? 'dashboard-row is-done' : 'dashboard-row'}>
                  <td>
                    <button className="dashboard-row-opener" type="button" onClick={() => setOpen({ kind: 'sales', row })}>
                      {row.name}
                    </button>
                  </td>
                  <td className="is-wide-only">{row.type}</td>
                  <td className="is-wide-only">
                    <span className="chips">
                      {row.ops.map((label) => (
                        <span key={label} className="chip">
                          {label}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td className="is-nowrap">{row.date}</td>
                  <td className="is-nowrap">{row.time}</td>
                  <td className="is-wide-only">{row.user}</td>
                  <td>
                    <span className={markerClass(row.marker)}>{row.marker}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {total > 0 && (
          <TabPager className="dashboard-top-pager" page={page} pageSize={listPaging.pageSize} shown={sales.length} total={total} onPage={onPage} />
        )}
      </section>
      <section className="dashboard-appointments-list" aria-labelledby="dashboard-service-appointments">
        <h2 id="dashboard-service-appointments" className="dashboard-appointments-title">
          SERVICE APPOINTMENTS
        </h2>
        {service.length === 0 ? (
          <p className="dashboard-appointments-empty">{NO_SERVICE_APPOINTMENTS_TEXT}</p>
        ) : (
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">NAME</th>
                <th scope="col">TIME</th>
                <th scope="col" className="is-wide-only">USER</th>
                <th scope="col">STATUS</th>
              </tr>
            </thead>
            <tbody>
              {service.map((row) => (
                <tr key={row.id} className="dashboard-row">
                  <td>
                    <button className="dashboard-row-opener" type="button" onClick={() => setOpen({ kind: 'service', row })}>
                      {row.name}
                    </button>
                  </td>
                  <td className="is-nowrap">{row.time}</td>
                  <td className="is-wide-only">{row.user}</td>
                  <td>
                    <span className={`calendar-tag is-${row.status.toLowerCase()}`}>{row.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {serviceTotal > 0 && (
          <TabPager
            className="dashboard-top-pager"
            page={servicePage}
            pageSize={listPaging.pageSize}
            shown={service.length}
            total={serviceTotal}
            onPage={onServicePage}
          />
        )}
      </section>
      {open && <DashboardAppointmentPopup appointment={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
