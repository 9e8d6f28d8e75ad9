import { describe, expect, it } from 'vitest';
import { dateTimeText } from './dateTimeText.ts';

describe('date and time text', () => {
  it('shows an instant as the day and 24-hour time of the time zone', () => {
    expect(dateTimeText('2024-01-10T12:00:00.000Z', 'America/Toronto')).toBe('2024-01-10 07:00');
    expect(dateTimeText('2024-07-10T03:30:00Z', 'America/Vancouver')).toBe('2024-07-09 20:30');
    expect(dateTimeText('2024-01-10T00:05:00Z', 'UTC')).toBe('2024-01-10 00:05');
  });

  it("shows midnight UTC as the evening before at a dealer west of it: 19:00 in Toronto, 17:00 in Calgary", () => {
    expect(dateTimeText('2026-11-27T00:00:00.000Z', 'America/Toronto')).toBe('2026-11-26 19:00');
    expect(dateTimeText('2026-11-27T00:00:00.000Z', 'America/Edmonton')).toBe('2026-11-26 17:00');
  });

  it('shows the hour the clocks read on each side of a daylight-saving change', () => {
    expect(dateTimeText('2026-03-08T06:59:00Z', 'America/Toronto')).toBe('2026-03-08 01:59');
    expect(dateTimeText('2026-03-08T07:00:00Z', 'America/Toronto')).toBe('2026-03-08 03:00');
    expect(dateTimeText('2026-11-01T05:30:00Z', 'America/Toronto')).toBe('2026-11-01 01:30');
    expect(dateTimeText('2026-11-01T06:30:00Z', 'America/Toronto')).toBe('2026-11-01 01:30');
  });

  it('shows a day alone as is, and leaves text that is no date unchanged', () => {
    expect(dateTimeText('2024-05-31', 'America/Toronto')).toBe('2024-05-31');
    expect(dateTimeText('not a date', 'UTC')).toBe('not a date');
  });
});
