import { describe, expect, it } from 'vitest';
import { dashboardNow, defaultRange, presetOf, presetRange, RANGE_PRESET_LABELS, ROLLING_DAYS, rollingLabel } from './dashboardRange.ts';

// 2026-11-26 is a Thursday: its week runs Sunday 22 to Saturday 28.
const TODAY = '2026-11-26';
const range = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('dashboard range presets (spec 001 §2.1)', () => {
  it('labels the presets and the rolling choices as the spec names them', () => {
    expect(Object.values(RANGE_PRESET_LABELS)).toEqual([
      'This Week',
      'Last Week',
      'This Month',
      'Last Month',
      'This Quarter',
      'Last Quarter',
      'This Year',
      'Last Year',
      'Rolling Date Range',
      'All Data',
    ]);
    expect(ROLLING_DAYS.map(rollingLabel)).toEqual(['Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'Last 90 Days', 'Last 365 Days']);
  });

  it('gives weeks from Sunday to Saturday', () => {
    expect(presetRange('this_week', TODAY)).toEqual(range('2026-11-22', '2026-11-28'));
    expect(presetRange('last_week', TODAY)).toEqual(range('2026-11-15', '2026-11-21'));
    expect(presetRange('this_week', '2026-11-22')).toEqual(range('2026-11-22', '2026-11-28'));
    expect(presetRange('this_week', '2026-11-28')).toEqual(range('2026-11-22', '2026-11-28'));
    expect(presetRange('this_week', '2026-01-01')).toEqual(range('2025-12-28', '2026-01-03'));
  });

  it('gives whole calendar months, quarters and years', () => {
    expect(presetRange('this_month', TODAY)).toEqual(range('2026-11-01', '2026-11-30'));
    expect(presetRange('last_month', TODAY)).toEqual(range('2026-10-01', '2026-10-31'));
    expect(presetRange('this_quarter', TODAY)).toEqual(range('2026-10-01', '2026-12-31'));
    expect(presetRange('last_quarter', TODAY)).toEqual(range('2026-07-01', '2026-09-30'));
    expect(presetRange('this_year', TODAY)).toEqual(range('2026-01-01', '2026-12-31'));
    expect(presetRange('last_year', TODAY)).toEqual(range('2025-01-01', '2025-12-31'));
  });

  it('ends last month on 29 February in a leap year and crosses into the previous year', () => {
    expect(presetRange('last_month', '2024-03-15')).toEqual(range('2024-02-01', '2024-02-29'));
    expect(presetRange('last_month', '2026-03-31')).toEqual(range('2026-02-01', '2026-02-28'));
    expect(presetRange('last_month', '2026-01-10')).toEqual(range('2025-12-01', '2025-12-31'));
    expect(presetRange('this_quarter', '2024-02-29')).toEqual(range('2024-01-01', '2024-03-31'));
    expect(presetRange('last_quarter', '2026-02-10')).toEqual(range('2025-10-01', '2025-12-31'));
  });

  it('ends a rolling range today and starts it N - 1 days before', () => {
    expect(presetRange('rolling', TODAY, 7)).toEqual(range('2026-11-20', '2026-11-26'));
    expect(presetRange('rolling', TODAY, 14)).toEqual(range('2026-11-13', '2026-11-26'));
    expect(presetRange('rolling', TODAY, 30)).toEqual(range('2026-10-28', '2026-11-26'));
    expect(presetRange('rolling', TODAY, 90)).toEqual(range('2026-08-29', '2026-11-26'));
    expect(presetRange('rolling', TODAY, 365)).toEqual(range('2025-11-27', '2026-11-26'));
    expect(presetRange('rolling', '2024-03-03', 7)).toEqual(range('2024-02-26', '2024-03-03'));
  });

  it('takes the first rolling choice, Last 7 Days, when none is given', () => {
    expect(presetRange('rolling', TODAY)).toEqual(range('2026-11-20', '2026-11-26'));
  });

  it('covers All Data from 2000-01-01 to today', () => {
    expect(presetRange('all', TODAY)).toEqual(range('2000-01-01', '2026-11-26'));
  });

  it('defaults to the first to the last day of the current month', () => {
    expect(defaultRange(TODAY)).toEqual(range('2026-11-01', '2026-11-30'));
    expect(defaultRange('2024-02-10')).toEqual(range('2024-02-01', '2024-02-29'));
  });
});

describe('the preset a range is', () => {
  it('names the calendar preset, the rolling choice or All Data of a range', () => {
    expect(presetOf(range('2026-11-01', '2026-11-30'), TODAY)).toEqual({ preset: 'this_month', rollingDays: null });
    expect(presetOf(range('2026-07-01', '2026-09-30'), TODAY)).toEqual({ preset: 'last_quarter', rollingDays: null });
    expect(presetOf(range('2026-10-28', '2026-11-26'), TODAY)).toEqual({ preset: 'rolling', rollingDays: 30 });
    expect(presetOf(range('2000-01-01', '2026-11-26'), TODAY)).toEqual({ preset: 'all', rollingDays: null });
  });

  it('is null for a custom range, or a preset of another day', () => {
    expect(presetOf(range('2026-11-21', '2026-11-27'), TODAY)).toBeNull();
    expect(presetOf(range('2026-11-15', '2026-11-28'), TODAY)).toBeNull();
    expect(presetOf(range('2026-11-19', '2026-11-25'), TODAY)).toBeNull();
  });

  it('reads a range two presets give as the first of the list (This Week before Last 7 Days on a Saturday)', () => {
    expect(presetOf(range('2026-11-22', '2026-11-28'), '2026-11-28')).toEqual({ preset: 'this_week', rollingDays: null });
  });
});

describe('dashboard time', () => {
  it("gives now as the dealer's wall time to the minute", () => {
    expect(dashboardNow('America/Toronto', new Date('2026-11-26T14:30:45Z'))).toBe('2026-11-26T09:30:00');
    expect(dashboardNow('America/Vancouver', new Date('2026-11-27T03:05:00Z'))).toBe('2026-11-26T19:05:00');
  });
});
