import { useState } from 'react';
import { Link } from 'wouter';
import type { BookedAppointment } from '../../domain/calendar/appointment.ts';
import type { CalendarEntry } from '../../domain/calendar/calendarEntry.ts';
import { dayAndTimeText } from '../../domain/calendar/calendarView.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';

const DELETE_QUESTION = 'Are you sure you want to remove this appointment / event?';
const GONE_TEXT = 'This appointment / event is no longer on the calendar.';

type CalendarEntryPopupProps = {
  entry: CalendarEntry;
  onClose: () => void;
  /** EDIT APPT / EVENT: the stored entry, read from the worker, for the appointment form. */
  onEdit: (appointment: BookedAppointment) => void;
};

/**
 * A calendar entry's popup (spec 000 §2): who, when, the user, the note or service description, the service status;
 * VIEW CUSTOMER or VIEW PROSPECT, and EDIT and DELETE for entries booked here (service entries cannot be, §6).
 * DELETE asks first, in the popup; a refusal's reason shows there.
 */
export function CalendarEntryPopup({ entry, onClose, onEdit }: CalendarEntryPopupProps) {
  const api = useWorker();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = async () => {
    setBusy(true);
    setFailure(null);
    const stored = await api.appointment(entry.id);
    setBusy(false);
    if (stored?.source === 'booked') onEdit(stored);
    else setFailure(GONE_TEXT);
  };
  const remove = async () => {
    setBusy(true);
    const result = await api.dispatch({ type: 'appointment.delete', id: entry.id });
    setBusy(false);
    if (result.ok) {
      onClose();
      return;
    }
    setConfirming(false);
    setFailure(result.reason);
  };

  const personLink = entry.customer_id
    ? { href: `/customer/${encodeURIComponent(entry.customer_id)}/overview`, label: 'VIEW CUSTOMER', kind: 'Customer' }
    : entry.prospect_id
      ? { href: `/prospect/${encodeURIComponent(entry.prospect_id)}/overview`, label: 'VIEW PROSPECT', kind: 'Prospect' }
      : null;
  const actions = confirming ? undefined : (
    <>
      {personLink && (
        <Link className="button" href={personLink.href}>
          {personLink.label}
        </Link>
      )}
      {entry.editable && (
        <>
          <button className="button" type="button" disabled={busy} onClick={() => void edit()}>
            EDIT APPT / EVENT
          </button>
          <button className="button calendar-delete" type="button" disabled={busy} onClick={() => setConfirming(true)}>
            DELETE APPT / EVENT
          </button>
        </>
      )}
    </>
  );

  return (
    <Popup title={entry.title} onClose={onClose} actions={personLink || entry.editable ? actions : undefined}>
      {confirming ? (
        <PopupConfirm question={DELETE_QUESTION} confirm="YES" busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void remove()} />
      ) : (
        <dl className="calendar-entry-details">
          {personLink && (
            <>
              <dt>{personLink.kind}</dt>
              <dd>{entry.name}</dd>
            </>
          )}
          <dt>Time</dt>
          <dd>{dayAndTimeText(entry.date, entry.time)}</dd>
          <dt>User</dt>
          <dd>{entry.user_name}</dd>
          <dt>{entry.editable ? 'Notes' : 'Description'}</dt>
          <dd className="calendar-entry-description">{entry.description}</dd>
          {entry.service_status !== null && (
            <>
              <dt>Service Status</dt>
              <dd>{entry.service_status}</dd>
            </>
          )}
        </dl>
      )}
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
    </Popup>
  );
}
