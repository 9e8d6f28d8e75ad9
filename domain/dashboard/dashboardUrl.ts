import { isIsoDay } from '../time/calendarDay.ts';
import { defaultRange, type DateRange } from './dashboardRange.ts';

/**
 * What the dashboard's address keeps (spec 001 §2.1: user, start_date, end_date and store): the user filter (null
 * for All), the applied range, and the dealer key a link asks to switch to (removed once handled). The tabs' pages
 * and the activity sort are not in it.
 */
export type DashboardUrl = DateRange & { user: number | null; store: string | null };

export const DASHBOARD_PATH = '/';

const USER_ID = /^[1-9]\d*$/;

/**
 * Reads ?user=12&start_date=2026-11-01&end_date=2026-11-30&store=D0002. `user` absent, "all" or not a user id means
 * All. The range is taken whole or not at all: a missing or invalid date, or a start after the end, gives the
 * default month of `today`.
 */
export function readDashboardUrl(query: URLSearchParams, today: string): DashboardUrl {
  const user = query.get('user') ?? '';
  const start = query.get('start_date');
  const end = query.get('end_date');
  const range = start !== null && end !== null && isIsoDay(start) && isIsoDay(end) && start <= end ? { start_date: start, end_date: end } : defaultRange(today);
  return {
    user: USER_ID.test(user) && Number.isSafeInteger(Number(user)) ? Number(user) : null,
    ...range,
    store: query.get('store') || null,
  };
}

/** The canonical query string: the user when not All, both dates always, the store while it waits to be handled. */
export function writeDashboardUrl(url: DashboardUrl): string {
  const query = new URLSearchParams();
  if (url.user !== null) query.set('user', String(url.user));
  query.set('start_date', url.start_date);
  query.set('end_date', url.end_date);
  if (url.store !== null) query.set('store', url.store);
  return query.toString();
}
