import { Link } from 'wouter';
import { NO_NOTE_TEXT } from '../../domain/calendar/calendarEntry.ts';
import { dayAndTimeText } from '../../domain/calendar/calendarView.ts';
import type { SalesAppointmentRow, ServiceAppointmentRow } from '../../domain/dashboard/dashboard.ts';
import { Popup } from '../ui/Popup.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';

/** The row a popup is open for: a sales appointment of the range, or a service appointment of today. */
export type OpenAppointment = { kind: 'sales'; row: SalesAppointmentRow } | { kind: 'service'; row: ServiceAppointmentRow };

/**
 * A dashboard appointment's popup (spec 001 §2.1), laid out as the calendar's entry popup: the customer or prospect,
 * the appointment time, the user (and a sales appointment's type and opportunities, which a phone's row leaves out),
 * the notes or the service description and status, and a real link to the customer
 * (its service section for a service appointment, else its overview) or the prospect (its overview).
 */
export function DashboardAppointmentPopup({ appointment, onClose }: { appointment: OpenAppointment; onClose: () => void }) {
  const today = useDealerToday();
  const { kind, row } = appointment;
  const prospect = row.href?.startsWith('/prospect/') === true;
  const details =
    kind === 'sales'
      ? { title: 'Appointment', time: dayAndTimeText(row.date, row.time), notesLabel: 'Notes', notes: row.note || NO_NOTE_TEXT, status: null }
      : { title: 'Service Appointment', time: dayAndTimeText(today, row.time), notesLabel: 'Description', notes: row.description, status: row.status };
  const actions = row.href ? (
    <Link className="button" href={row.href}>
      {prospect ? 'VIEW PROSPECT' : 'VIEW CUSTOMER'}
    </Link>
  ) : undefined;

  return (
    <Popup title={details.title} onClose={onClose} actions={actions}>
      <dl className="calendar-entry-details">
        <dt>{prospect ? 'Prospect' : 'Customer'}</dt>
        <dd>{row.name}</dd>
        <dt>Time</dt>
        <dd>{details.time}</dd>
        <dt>User</dt>
        <dd>{row.user}</dd>
        {kind === 'sales' && (
          <>
            <dt>Type</dt>
            <dd>{row.type}</dd>
            <dt>Opportunities</dt>
            <dd>{row.ops.join(', ') || 'None'}</dd>
          </>
        )}
        <dt>{details.notesLabel}</dt>
        <dd className="calendar-entry-description">{details.notes}</dd>
        {details.status !== null && (
          <>
            <dt>Service Status</dt>
            <dd>{details.status}</dd>
          </>
        )}
      </dl>
    </Popup>
  );
}
