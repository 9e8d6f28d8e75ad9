import { describe, expect, it } from 'vitest';
import { dateTimeText } from './dateTimeText.ts';

describe('date and time text', () => {
  it('shows an instant as the day and 24-hour time of the time zone', () => {
    expect(dateTimeText('2024-01-10T12:00:00.000Z', 'America/Toronto')).toBe('2024-01-10 07:00');
    expect(dateTimeText('2024-07-10T03:30:00Z', 'America/Vancouver')).toBe('2024-07-09 20:30');
    expect(dateTimeText('2024-01-10T00:05:00Z', 'UTC')).toBe('2024-01-10 00:05');
  });
  it('shows a day alone as is, and leaves text that is no date unchanged', () => {
    expect(dateTimeText('2024-05-31', 'America/Toronto')).toBe('2024-05-31');
    expect(dateTimeText('not a date', 'UTC')).toBe('not a date');
  });
});
