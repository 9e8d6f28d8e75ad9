import type { CalendarEntry } from '../../domain/calendar/calendarEntry.ts';
import { NO_ENTRIES_TEXT, type CalendarDay } from '../../domain/calendar/calendarView.ts';

type CalendarDayColumnProps = {
  day: CalendarDay;
  /** The dealer's today: its column is marked, and Create Event is offered on it and the days after. */
  today: string;
  onOpen: (entry: CalendarEntry) => void;
  onCreate: (day: string) => void;
};

/** One day of the calendar: its label, Create Event (today or later), its entries in time order or the empty text. */
export function CalendarDayColumn({ day, today, onOpen, onCreate }: CalendarDayColumnProps) {
  const isToday = day.date === today;
  return (
    <section className={isToday ? 'calendar-day is-today' : 'calendar-day'} aria-label={day.label} aria-current={isToday ? 'date' : undefined}>
      <header className="calendar-day-head">
        <h2 className="calendar-day-label">{day.label}</h2>
        {day.date >= today && (
          <button className="calendar-create" type="button" onClick={() => onCreate(day.date)}>
            Create Event
          </button>
        )}
      </header>
      {day.entries.length === 0 ? (
        <p className="calendar-empty">{NO_ENTRIES_TEXT}</p>
      ) : (
        <ul className="calendar-entries">
          {day.entries.map((entry) => (
            <li key={entry.id}>
              <button className="calendar-entry" type="button" onClick={() => onOpen(entry)}>
                <span className={`calendar-tag is-${entry.tag.toLowerCase()}`}>{entry.tag}</span>
                <span className="calendar-entry-name">{entry.name}</span>
                <span className="calendar-entry-meta">
                  <span>{entry.type_label}</span>
                  {entry.time && <span className="calendar-entry-time">{entry.time}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
