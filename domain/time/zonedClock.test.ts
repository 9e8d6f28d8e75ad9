import { describe, expect, it } from 'vitest';
import { dayInTimeZone, zonedNow, zonedTimeToUtc } from './zonedClock.ts';

describe("the dealer's day", () => {
  it('turns at midnight in the time zone: 19:00 in Toronto and 17:00 in Calgary are midnight UTC', () => {
    // 2026-11-27 00:00 UTC is the 26th, 19:00 in Toronto (UTC-5) and 17:00 in Calgary (UTC-7).
    expect(dayInTimeZone('America/Toronto', new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-26');
    expect(dayInTimeZone('America/Edmonton', new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-26');
    expect(dayInTimeZone('UTC', new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
    // 23:59 in Toronto is still the 26th; a minute later it is the 27th there while Calgary is at 22:00.
    expect(dayInTimeZone('America/Toronto', new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
    expect(dayInTimeZone('America/Toronto', new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
    expect(dayInTimeZone('America/Edmonton', new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-26');
  });

  it('reaches a leap day at the dealer, not in UTC', () => {
    expect(dayInTimeZone('America/Toronto', new Date('2024-02-29T04:59:59Z'))).toBe('2024-02-28');
    expect(dayInTimeZone('America/Toronto', new Date('2024-02-29T05:00:00Z'))).toBe('2024-02-29');
    expect(dayInTimeZone('America/Toronto', new Date('2024-03-01T04:59:59Z'))).toBe('2024-02-29');
  });
});

describe('dealer wall time', () => {
  it('is the day and minute at the dealer, not in the machine time zone', () => {
    // 2026-11-26 03:30 UTC is still the 25th, 22:30, in Toronto (UTC-5 in November).
    expect(zonedNow('America/Toronto', new Date('2026-11-26T03:30:00Z'))).toEqual({ day: '2026-11-25', minutes: 22 * 60 + 30 });
    expect(zonedNow('Pacific/Kiritimati', new Date('2026-11-26T03:30:00Z'))).toEqual({ day: '2026-11-26', minutes: 17 * 60 + 30 });
  });

  it('follows the daylight-saving change: 06:59 UTC is 01:59 EST, 07:00 UTC is 03:00 EDT in Toronto on 2026-03-08', () => {
    expect(zonedNow('America/Toronto', new Date('2026-03-08T06:59:00Z'))).toEqual({ day: '2026-03-08', minutes: 60 + 59 });
    expect(zonedNow('America/Toronto', new Date('2026-03-08T07:00:00Z'))).toEqual({ day: '2026-03-08', minutes: 3 * 60 });
    // Fall back on 2026-11-01: 05:30 UTC is 01:30 EDT and 06:30 UTC is 01:30 EST again.
    expect(zonedNow('America/Toronto', new Date('2026-11-01T05:30:00Z'))).toEqual({ day: '2026-11-01', minutes: 90 });
    expect(zonedNow('America/Toronto', new Date('2026-11-01T06:30:00Z'))).toEqual({ day: '2026-11-01', minutes: 90 });
  });

  it('turns a wall time into its instant with the offset in force that day', () => {
    expect(zonedTimeToUtc('2026-11-26T07:00:00', 'America/Toronto').toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-01T07:00:00', 'America/Toronto').toISOString()).toBe('2026-07-01T11:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-26T07:00:00', 'America/Edmonton').toISOString()).toBe('2026-11-26T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-11-26', 'America/Toronto').toISOString()).toBe('2026-11-26T05:00:00.000Z');
  });

  it('takes a time skipped in spring an hour later and a repeated autumn time at its first occurrence', () => {
    // 2026-03-08 02:30 does not exist in Toronto (02:00 EST became 03:00 EDT): clocks read 03:30 EDT = 07:30 UTC.
    expect(zonedTimeToUtc('2026-03-08T02:30:00', 'America/Toronto').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // The change's own minute: 02:00 is read as 03:00 EDT, and 01:59 is still EST.
    expect(zonedTimeToUtc('2026-03-08T02:00:00', 'America/Toronto').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-08T01:59:00', 'America/Toronto').toISOString()).toBe('2026-03-08T06:59:00.000Z');
    // 2026-11-01 01:30 happens twice; the first is EDT (UTC-4).
    expect(zonedTimeToUtc('2026-11-01T01:30:00', 'America/Toronto').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // Just after the change, EST (UTC-5).
    expect(zonedTimeToUtc('2026-11-01T03:00:00', 'America/Toronto').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});
