/** Calendar arithmetic of the demo data, in UTC days and ISO strings. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO day (2026-03-10) of a time in milliseconds. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A local date-time without a zone (2026-03-10T09:30:00), as the DMS books appointments. */
export const localTime = (ms: number, hour: number, minute: number): string =>
  `${isoDay(ms)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;

export const round2 = (value: number): number => Math.round(value * 100) / 100;
