import { isValid, parseISO } from 'date-fns';

/**
 * How far ahead of the server's clock an event may be stamped: a device's clock may run fast, by minutes usually,
 * by a time zone's hours when it is set by hand; a day more is a wrong date, not skew.
 */
export const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * No event of this app is older: a device clock reset (to 1970, or to 2000 after a flat battery) stamps one earlier,
 * and its time would become the created_at of a customer or the day of a sale. Offline events of months ago pass.
 */
export const EARLIEST_EVENT_TIME = Date.UTC(2020, 0, 1);

/** The date and hour of an ISO timestamp (as valibot's isoTimestamp accepts it): date-fns takes 24:00 as a time. */
const FIELDS = /^\d{4}-\d{2}-\d{2}[T ]([01]\d|2[0-3]):\d{2}:\d{2}/;

/**
 * Whether the written date and time exist: parseISO refuses a 30th of February, a 29th of February outside leap
 * years, a 13th month, a 60th minute, where Date would roll them over.
 */
function isCalendarTime(time: string): boolean {
  return FIELDS.test(time) && !Number.isNaN(Date.parse(time)) && isValid(parseISO(time));
}

/**
 * Why an event's time (an ISO timestamp, the device's clock when the event was made) cannot be recorded, or null:
 * a date that does not exist, more than a day ahead of `now` (the checking side's clock, in milliseconds), or before
 * 2020. The server checks every pushed event with its own clock; the worker checks the events it makes with the
 * device's, so a reset clock is told at once rather than at the next push.
 */
export function eventTimeProblem(time: string, now: number): string | null {
  if (!isCalendarTime(time)) return `The event time ${time} is not a real date and time.`;
  const at = Date.parse(time);
  if (at > now + MAX_CLOCK_AHEAD_MS) return `The event time ${time} is more than a day ahead of the server's clock: check the device's date and time.`;
  if (at < EARLIEST_EVENT_TIME) return `The event time ${time} is before 2020: check the device's date and time.`;
  return null;
}
