import { Link } from 'wouter';
import { CALENDAR_TYPES, type CalendarType } from '../../domain/calendar/calendarEntry.ts';
import { calendarTitleText, type CalendarTitle, type CalendarUser } from '../../domain/calendar/calendarView.ts';

type CalendarToolbarProps = {
  title: CalendarTitle;
  type: CalendarType;
  user: number | null;
  users: readonly CalendarUser[];
  /** The address of the calendar with another type tab. */
  typeHref: (type: CalendarType) => string;
  onDate: (date: string) => void;
  onToday: () => void;
  onUser: (user: number | null) => void;
};

const userName = (user: CalendarUser) => `${user.first_name} ${user.last_name}`.trim();

/**
 * The calendar's head (spec 000 §2): the range as its title, previous, TODAY and next, the user select (only when
 * there is more than one user, §6, with All Users first), and the type tabs ALL, APPT, EVENT, SERVICE.
 */
export function CalendarToolbar({ title, type, user, users, typeHref, onDate, onToday, onUser }: CalendarToolbarProps) {
  return (
    <header className="page-head calendar-head">
      <h1 className="page-title calendar-title">{calendarTitleText(title)}</h1>
      <div className="calendar-controls">
        <div className="calendar-nav" role="group" aria-label="Dates">
          <button className="button calendar-arrow" type="button" aria-label="Previous" onClick={() => onDate(title.previous_date)}>
            ‹
          </button>
          <button className="button" type="button" onClick={onToday}>
            TODAY
          </button>
          <button className="button calendar-arrow" type="button" aria-label="Next" onClick={() => onDate(title.next_date)}>
            ›
          </button>
        </div>
        {users.length > 1 && (
          <select
            className="calendar-user"
            aria-label="User"
            value={user === null ? '' : String(user)}
            onChange={(event) => onUser(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">All Users</option>
            {users.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {userName(option)}
              </option>
            ))}
          </select>
        )}
      </div>
      <nav className="tabs calendar-tabs" aria-label="Calendar types">
        {CALENDAR_TYPES.map((tab) => (
          <Link key={tab} href={typeHref(tab)} className={tab === type ? 'tab is-active' : 'tab'} aria-current={tab === type ? 'page' : undefined}>
            {tab.toUpperCase()}
          </Link>
        ))}
      </nav>
    </header>
  );
}
