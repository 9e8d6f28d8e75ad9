import { describe, expect, it } from 'vitest';
import { eventTimeProblem } from './eventTime.ts';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('eventTimeProblem', () => {
  it('takes the worker’s and the server’s own times, a past offline time, and a clock a few hours fast', () => {
    expect(eventTimeProblem(new Date(NOW).toISOString(), NOW)).toBeNull();
    expect(eventTimeProblem('2024-02-29T23:59:59Z', NOW)).toBeNull();
    expect(eventTimeProblem('2020-01-01T00:00:00.000Z', NOW)).toBeNull();
    expect(eventTimeProblem('2026-11-29T12:00:00.000Z', NOW)).toBeNull();
    expect(eventTimeProblem('2026-11-29T17:00:00+05:00', NOW)).toBeNull();
  });

  it('refuses a date or time that does not exist', () => {
    expect(eventTimeProblem('2026-02-30T10:00:00Z', NOW)).toBe('The event time 2026-02-30T10:00:00Z is not a real date and time.');
    expect(eventTimeProblem('2025-02-29T10:00:00Z', NOW)).toBe('The event time 2025-02-29T10:00:00Z is not a real date and time.');
    expect(eventTimeProblem('2026-04-31T10:00:00Z', NOW)).toBe('The event time 2026-04-31T10:00:00Z is not a real date and time.');
    expect(eventTimeProblem('2026-13-01T10:00:00Z', NOW)).toBe('The event time 2026-13-01T10:00:00Z is not a real date and time.');
    expect(eventTimeProblem('2026-01-01T24:00:00Z', NOW)).toBe('The event time 2026-01-01T24:00:00Z is not a real date and time.');
    expect(eventTimeProblem('2026-01-01T10:60:00Z', NOW)).toBe('The event time 2026-01-01T10:60:00Z is not a real date and time.');
    expect(eventTimeProblem('yesterday', NOW)).toBe('The event time yesterday is not a real date and time.');
  });

  it('refuses a time more than a day ahead of the clock, or before 2020', () => {
    expect(eventTimeProblem('2026-11-29T12:00:00.001Z', NOW)).toBe(
      "The event time 2026-11-29T12:00:00.001Z is more than a day ahead of the server's clock: check the device's date and time.",
    );
    expect(eventTimeProblem('2999-01-01T00:00:00Z', NOW)).toBe(
      "The event time 2999-01-01T00:00:00Z is more than a day ahead of the server's clock: check the device's date and time.",
    );
    expect(eventTimeProblem('2019-12-31T23:59:59.999Z', NOW)).toBe("The event time 2019-12-31T23:59:59.999Z is before 2020: check the device's date and time.");
    expect(eventTimeProblem('0000-01-01T00:00:00Z', NOW)).toBe("The event time 0000-01-01T00:00:00Z is before 2020: check the device's date and time.");
  });
});
