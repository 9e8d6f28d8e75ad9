import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { BookedAppointment } from '../../domain/calendar/appointment.ts';
import type { CalendarEntry } from '../../domain/calendar/calendarEntry.ts';
import { calendarTitle, type CalendarQuery } from '../../domain/calendar/calendarView.ts';
import { weekStart } from '../../domain/time/days.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useDealerToday } from '../session/useDealerToday.ts';
import { AppointmentPopup, type AppointmentPopupProps } from './AppointmentPopup.tsx';
import { CalendarDayColumn } from './CalendarDayColumn.tsx';
import { CalendarEntryPopup } from './CalendarEntryPopup.tsx';
import { CalendarToolbar } from './CalendarToolbar.tsx';
import { calendarHref, readCalendarUrl, writeCalendarUrl, type CalendarPlace } from './calendarUrl.ts';
import { useCalendar } from './useCalendar.ts';
import { useMediaQuery } from '../ui/useMediaQuery.ts';

/** The spec's mobile breakpoint (000 §9): up to 767 px the calendar shows one day at a time. */
const PHONE = '(max-width: 767px)';

type FormOpen = Pick<AppointmentPopupProps, 'person' | 'editing' | 'day'>;

/** Whom an entry is with, for the appointment form (its e-mail is not needed to edit). */
function entryPerson(entry: CalendarEntry): AppointmentPopupProps['person'] {
  if (entry.customer_id) return { kind: 'customer', id: entry.customer_id, name: entry.name, email: '' };
  if (entry.prospect_id) return { kind: 'prospect', id: entry.prospect_id, name: entry.name, email: '' };
  return null;
}

/**
 * /calendar (spec 000 §2): the week of the day in the address (one day on a phone), by type tab and user, live from
 * the worker. The address keeps the day, tab and user (?date=&type=&user=), so a reload or a shared link shows the
 * same; ?booked={date}, where a saved booking sends the user, opens that date. Days are the dealer's, not the
 * browser's.
 */
export function CalendarPage({ user }: { user: SessionUser }) {
  const today = useDealerToday();
  const phone = useMediaQuery(PHONE);
  const [search, setSearch] = useSearchParams();
  const [, navigate] = useLocation();
  const searchText = search.toString();
  const url = useMemo(() => readCalendarUrl(new URLSearchParams(searchText)), [searchText]);
  const shown: CalendarPlace = { ...url, date: url.date ?? today };
  const canonical = writeCalendarUrl(shown);
  useEffect(() => {
    if (canonical !== searchText) setSearch(canonical, { replace: true });
  }, [canonical, searchText, setSearch]);

  const query: CalendarQuery = { start: phone ? shown.date : weekStart(shown.date), days: phone ? 1 : 7, type: url.type, user: url.user };
  const state = useCalendar(query);
  const view = state.status === 'ready' ? state.view : null;
  // After a move the previous days stay on screen, marked busy, until the worker answers for the new ones.
  const current = view !== null && view.title.start_date === query.start && view.dates.length === query.days;
  const title = current ? view.title : calendarTitle(query);

  const [entry, setEntry] = useState<CalendarEntry | null>(null);
  const [form, setForm] = useState<FormOpen | null>(null);
  const go = (change: Partial<CalendarPlace>) => navigate(calendarHref({ ...shown, ...change }));
  const edit = (opened: CalendarEntry, stored: BookedAppointment) => {
    setEntry(null);
    setForm({
      person: entryPerson(opened),
      editing: { id: stored.id, appointment_at: stored.appointment_at, user_id: stored.user_id, note: stored.note, customer_message: stored.customer_message ?? '' },
    });
  };

  return (
    <section className="page calendar-page">
      <CalendarToolbar
        title={title}
        type={url.type}
        user={url.user}
        users={view?.users ?? []}
        typeHref={(type) => calendarHref({ ...shown, type })}
        onDate={(date) => go({ date })}
        onToday={() => go({ date: today })}
        onUser={(selected) => go({ user: selected })}
      />
      {view === null ? (
        <p className="calendar-state" role="status">
          Loading the calendar…
        </p>
      ) : (
        <div className={phone ? 'calendar-days is-one-day' : 'calendar-days'} aria-busy={!current}>
          {view.dates.map((day) => (
            <CalendarDayColumn key={day.date} day={day} today={today} onOpen={setEntry} onCreate={(date) => setForm({ person: null, day: date })} />
          ))}
        </div>
      )}
      {entry !== null && <CalendarEntryPopup key={entry.id} entry={entry} onClose={() => setEntry(null)} onEdit={(stored) => edit(entry, stored)} />}
      {form !== null && (
        <AppointmentPopup
          user={user}
          person={form.person}
          editing={form.editing}
          day={form.day}
          onClose={() => setForm(null)}
          onSaved={(day) => {
            if (day < title.start_date || day > title.end_date) go({ date: day });
          }}
        />
      )}
    </section>
  );
}
