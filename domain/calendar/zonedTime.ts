/** The day and the minute of the day it is now in a time zone: what the appointment form compares a choice with. */
export type ZonedNow = { day: string; minutes: number };

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, instant: number): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

export function zonedNow(timeZone: string, now: Date = new Date()): ZonedNow {
  const parts = partsIn(timeZone, now.getTime());
  return { day: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The wall time of an instant in a time zone, as milliseconds of a UTC clock showing the same figures. */
function wallClock(timeZone: string, instant: number): number {
  const parts = partsIn(timeZone, instant);
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/**
 * The instant a wall time ("2026-11-26T07:00:00") names in a time zone. A time skipped by a spring-forward change
 * is taken an hour later, as clocks then read it; a repeated one (fall back) is its first occurrence.
 */
export function zonedTimeToUtc(wallTime: string, timeZone: string): Date {
  const [day, time = '00:00:00'] = wallTime.split('T');
  const [year, month, date] = day!.split('-').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute, second);
  const first = asUtc - (wallClock(timeZone, asUtc) - asUtc);
  const corrected = asUtc - (wallClock(timeZone, first) - first);
  // The offset in force at the first guess differs near a change: the second guess holds when it shows the wall time.
  return new Date(corrected !== first && wallClock(timeZone, corrected) === asUtc ? corrected : first);
}
