import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekStart } from './days.ts';

describe('adding days', () => {
  it('moves across month ends, year ends and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });

  it('is not moved by a daylight-saving change', () => {
    // Toronto's clocks changed on 2026-03-08 (spring forward) and 2026-11-01 (fall back).
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-11-02', -1)).toBe('2026-11-01');
  });
});

describe('days between', () => {
  it('counts calendar days, negative when the end comes first', () => {
    expect(daysBetween('2026-11-22', '2026-11-28')).toBe(6);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-28', '2026-11-22')).toBe(-6);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });
});

describe('week start', () => {
  it('starts a week on its Sunday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2027-01-01')).toBe('2026-12-27');
    expect(weekStart('2026-03-10')).toBe('2026-03-08');
  });
});
