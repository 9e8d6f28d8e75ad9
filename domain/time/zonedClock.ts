import { TZDate, tz } from '@date-fns/tz';
import { lightFormat, parseISO } from 'date-fns';

// The dealer's day and clock: an instant read in an IANA time zone (the dealer's, docs/decisions.md "Times are the
// dealer's"), never in the zone of the machine that runs the code.

/** The day and the minute of the day it is in a time zone: what the appointment form compares a choice with. */
export type ZonedNow = { day: string; minutes: number };

/** The calendar day (ISO) an instant falls on in a time zone: today there when no instant is given. */
export function dayInTimeZone(timeZone: string, at: Date = new Date()): string {
  return lightFormat(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/** The wall time of an instant in a time zone, as its day and the minute of that day (now by default). */
export function zonedNow(timeZone: string, at: Date = new Date()): ZonedNow {
  const wall = new TZDate(at, timeZone);
  return { day: lightFormat(wall, 'yyyy-MM-dd'), minutes: wall.getHours() * 60 + wall.getMinutes() };
}

/**
 * The instant a wall time ("2026-11-26T07:00:00", or a day alone for its midnight) names in a time zone. A time
 * skipped by a spring-forward change is taken as late as the change (02:30 on a day 02:00 became 03:00 is 03:30), as
 * clocks then read it; a repeated one (fall back) is its first occurrence.
 */
export function zonedTimeToUtc(wallTime: string, timeZone: string): Date {
  return new Date(parseISO(wallTime, { in: tz(timeZone) }).getTime());
}
