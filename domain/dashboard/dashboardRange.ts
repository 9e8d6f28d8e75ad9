import { addDays, weekStart } from '../time/days.ts';
import { monthOf, monthStart, quarterStart } from '../time/months.ts';
import { zonedNow } from '../time/zonedClock.ts';

/**
 * The dashboard's date ranges (spec 001 §2.1, §9): the range selector's presets and the rolling selector's choices,
 * in the days of the dealer. Every range is inclusive at both ends (docs/dashboard.md "Range presets").
 */
export type DateRange = { start_date: string; end_date: string };

export const RANGE_PRESETS = [
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'rolling',
  'all',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  this_week: 'This Week',
  last_week: 'Last Week',
  this_month: 'This Month',
  last_month: 'Last Month',
  this_quarter: 'This Quarter',
  last_quarter: 'Last Quarter',
  this_year: 'This Year',
  last_year: 'Last Year',
  rolling: 'Rolling Date Range',
  all: 'All Data',
};

export const ROLLING_DAYS = [7, 14, 30, 90, 365] as const;
export type RollingDays = (typeof ROLLING_DAYS)[number];

/** The rolling choice offered first, taken when Rolling Date Range is chosen. */
export const DEFAULT_ROLLING_DAYS: RollingDays = 7;

/** The first day All Data covers: the product holds no sale or opportunity before it. */
export const ALL_DATA_START = '2000-01-01';

/** "Last 7 Days" ... "Last 365 Days". */
export function rollingLabel(days: RollingDays): string {
  return `Last ${days} Days`;
}

/** `count` whole months from the first day of a month. */
function wholeMonths(start: string, count: number): DateRange {
  return { start_date: start, end_date: monthOf(monthStart(start, count - 1)).end };
}

/**
 * The days a preset covers on `today` (the dealer's day): weeks run Sunday to Saturday as on the calendar, quarters
 * are calendar quarters, a rolling range of N days ends today and starts N - 1 days before, All Data runs from
 * ALL_DATA_START to today.
 */
export function presetRange(preset: RangePreset, today: string, rollingDays: RollingDays = DEFAULT_ROLLING_DAYS): DateRange {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'this_week':
      return { start_date: weekStart(today), end_date: addDays(weekStart(today), 6) };
    case 'last_week':
      return { start_date: addDays(weekStart(today), -7), end_date: addDays(weekStart(today), -1) };
    case 'this_month':
      return wholeMonths(monthStart(today), 1);
    case 'last_month':
      return wholeMonths(monthStart(today, -1), 1);
    case 'this_quarter':
      return wholeMonths(quarterStart(today), 3);
    case 'last_quarter':
      return wholeMonths(monthStart(quarterStart(today), -3), 3);
    case 'this_year':
      return { start_date: `${year}-01-01`, end_date: `${year}-12-31` };
    case 'last_year':
      return { start_date: `${year - 1}-01-01`, end_date: `${year - 1}-12-31` };
    case 'rolling':
      return { start_date: addDays(today, -(rollingDays - 1)), end_date: today };
    case 'all':
      return { start_date: ALL_DATA_START, end_date: today };
  }
}

/** The dashboard's default range (spec 001 §2.1, §9): the first to the last day of the current month. */
export function defaultRange(today: string): DateRange {
  return presetRange('this_month', today);
}

/** A preset as the selectors show it; rollingDays is set only for Rolling Date Range. */
export type RangeChoice = { preset: RangePreset; rollingDays: RollingDays | null };

/**
 * Which preset a range is on `today`, or null for a custom range, so the selectors show the right choice when the
 * page opens from an address. A range two presets give (This Week and Last 7 Days on a Saturday) reads as the
 * first of the selector's list; the rolling choices come after the calendar ones, All Data last.
 */
export function presetOf(range: DateRange, today: string): RangeChoice | null {
  const same = (other: DateRange) => other.start_date === range.start_date && other.end_date === range.end_date;
  const calendar = RANGE_PRESETS.find((preset) => preset !== 'rolling' && preset !== 'all' && same(presetRange(preset, today)));
  if (calendar) return { preset: calendar, rollingDays: null };
  const rolling = ROLLING_DAYS.find((days) => same(presetRange('rolling', today, days)));
  if (rolling) return { preset: 'rolling', rollingDays: rolling };
  return same(presetRange('all', today)) ? { preset: 'all', rollingDays: null } : null;
}

/**
 * The dealer's wall time now, "2026-11-26T09:30:00" (to the minute), in its time zone: the moment the dashboard's
 * appointments are marked NEXT UP, done or LATER against.
 */
export function dashboardNow(timeZone: string, now: Date = new Date()): string {
  const { day, minutes } = zonedNow(timeZone, now);
  const hour = String(Math.floor(minutes / 60)).padStart(2, '0');
  const minute = String(minutes % 60).padStart(2, '0');
  return `${day}T${hour}:${minute}:00`;
}
