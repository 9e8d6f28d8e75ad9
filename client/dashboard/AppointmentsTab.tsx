import { useState } from 'react';
import type { Dashboard } from '../../domain/dashboard/dashboard.ts';
import { NO_SALES_APPOINTMENTS_TEXT, NO_SERVICE_APPOINTMENTS_TEXT } from '../../domain/dashboard/dashboardAppointments.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { DashboardAppointmentPopup, type OpenAppointment } from './DashboardAppointmentPopup.tsx';
import { TabPager } from './TabPager.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import './dashboard-tabs.css';

const markerClass = (marker: string) => `dashboard-appointments-marker is-${marker.toLowerCase().replace(' ', '-')}`;

type SalesRow = Dashboard['appointments']['sales'][number];
type ServiceRow = Dashboard['appointments']['service'][number];

/** NAME: the appointment's name, a button opening its popup. */
function nameColumn<Row extends { name: string }>(open: (row: Row) => void): DataColumn<Row> {
  return {
    header: 'NAME',
    cell: (row) => (
      <button className="dashboard-row-opener" type="button" onClick={() => open(row)}>
        {row.name}
      </button>
    ),
  };
}

/** NAME (opens the appointment's popup), TYPE, OPS, DATE, TIME, BOOKED BY and the NEXT UP / done / LATER marker. */
const salesColumns = (open: (appointment: OpenAppointment) => void): DataColumn<SalesRow>[] => [
  nameColumn((row) => open({ kind: 'sales', row })),
  { header: 'TYPE', className: 'is-wide-only', cell: (row) => row.type },
  {
    header: 'OPS',
    className: 'is-wide-only',
    cell: (row) => (
      <span className="chips">
        {row.ops.map((label) => (
          <span key={label} className="chip">
            {label}
          </span>
        ))}
      </span>
    ),
  },
  { header: 'DATE', cellClassName: 'is-nowrap', cell: (row) => row.date },
  { header: 'TIME', cellClassName: 'is-nowrap', cell: (row) => row.time },
  { header: 'BOOKED BY', className: 'is-wide-only', cell: (row) => row.user },
  { header: 'STATUS', headerHidden: true, cell: (row) => <span className={markerClass(row.marker)}>{row.marker}</span> },
];

/** NAME (opens the appointment's popup), TIME, USER and STATUS. */
const serviceColumns = (open: (appointment: OpenAppointment) => void): DataColumn<ServiceRow>[] => [
  nameColumn((row) => open({ kind: 'service', row })),
  { header: 'TIME', cellClassName: 'is-nowrap', cell: (row) => row.time },
  { header: 'USER', className: 'is-wide-only', cell: (row) => row.user },
  { header: 'STATUS', cell: (row) => <span className={`calendar-tag is-${row.status.toLowerCase()}`}>{row.status}</span> },
];

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
          <DataTable
            className="dashboard-table"
            columns={salesColumns(setOpen)}
            rows={sales}
            rowKey={(row) => row.id}
            rowClassName={(row) => (row.marker === 'done' ? 'dashboard-row is-done' : 'dashboard-row')}
          />
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
          <DataTable
            className="dashboard-table"
            columns={serviceColumns(setOpen)}
            rows={service}
            rowKey={(row) => row.id}
            rowClassName={() => 'dashboard-row'}
          />
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
