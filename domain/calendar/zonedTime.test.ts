import { describe, expect, it } from 'vitest';
import { zonedNow, zonedTimeToUtc } from './zonedTime.ts';

describe('dealer wall time', () => {
  it('is the day and minute at the dealer, not in the machine time zone', () => {
    // 2026-11-26 03:30 UTC is still the 25th, 22:30, in Toronto (UTC-5 in November).
    expect(zonedNow('America/Toronto', new Date('2026-11-26T03:30:00Z'))).toEqual({ day: '2026-11-25', minutes: 22 * 60 + 30 });
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-11-26T03:30:00Z'))).toEqual({ day: '2026-11-26', minutes: 17 * 60 + 30 });
  });

  it('turns a wall time into its instant with the offset in force that day', () => {
    expect(zonedTimeToUtc('2026-11-26T07:00:00', 'America/Toronto').toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-01T07:00:00', 'America/Toronto').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-26T07:00:00', 'America/Edmonton').toISOString()).toBe('2026-11-26T14:00:00.000Z');
  });

  it('takes a time skipped in spring an hour later and a repeated autumn time at its first occurrence', () => {
    // 2026-03-08 02:30 does not exist in Toronto (02:00 EST became 03:00 EDT): clocks read 03:30 EDT = 07:30 UTC.
    expect(zonedTimeToUtc('2026-03-08T02:30:00', 'America/Toronto').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice; the first is EDT (UTC-4).
    expect(zonedTimeToUtc('2026-11-01T01:30:00', 'America/Toronto').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // Just after the change, EST (UTC-5).
    expect(zonedTimeToUtc('2026-11-01T03:00:00', 'America/Toronto').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});
