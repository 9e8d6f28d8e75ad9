import { appointmentTimes, appointmentWallTime, defaultAppointmentTime, type AppointmentForm } from '../../domain/calendar/appointmentForm.ts';
import { clockText } from '../../domain/calendar/calendarEntry.ts';
import { dayInWords } from '../../domain/time/dayText.ts';
import type { ZonedNow } from '../../domain/time/zonedClock.ts';

type Start = {
  editing?: { appointment_at: string; user_id: number | null; note: string; customer_message: string };
  day?: string;
  now: ZonedNow;
  /** The signed-in user: a new booking is theirs until another user is chosen. */
  userId: number;
  confirmation: boolean;
};

/** The form's first values: the entry's own when editing; otherwise the given day (today at the earliest) at 07:00. */
export function startValues({ editing, day, now, userId, confirmation }: Start): AppointmentForm {
  if (editing) {
    const { appointment_at: at } = editing;
    return { date: at.slice(0, 10), time: at.slice(11, 16), user_id: editing.user_id, note: editing.note, confirmation: false, customer_message: editing.customer_message };
  }
  const date = day && day > now.day ? day : now.day;
  return { date, time: defaultAppointmentTime(date, now), user_id: userId, note: '', confirmation, customer_message: '' };
}

/** The time select's choices for a day: those still to come, and an edited entry's own time on its own day. */
export function offeredTimes(date: string, now: ZonedNow, kept?: string): string[] {
  const times = appointmentTimes(date, now);
  const keptTime = kept?.slice(11, 16);
  if (!keptTime || kept!.slice(0, 10) !== date || times.includes(keptTime)) return times;
  return [keptTime, ...times].sort();
}

/** The time once the day changes: kept when the new day offers it, else the default time, else the first offered. */
export function timeAfterDayChange(time: string, date: string, now: ZonedNow, kept?: string): string {
  const times = offeredTimes(date, now, kept);
  if (times.includes(time)) return time;
  const fallback = defaultAppointmentTime(date, now);
  return times.includes(fallback) ? fallback : (times[0] ?? '');
}

/** What the success alert says was booked: "With Ann Lee on Thursday, November 26, 2026 at 7:00 AM." */
export function bookedText(form: Pick<AppointmentForm, 'date' | 'time'>, personName: string | null): string {
  const when = `${dayInWords(form.date)} at ${clockText(appointmentWallTime(form))}`;
  return personName ? `With ${personName} on ${when}.` : `On ${when}.`;
}
