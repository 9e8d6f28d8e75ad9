import { isAppPath } from '../http/appPath.ts';
import { alertStatusOf, alertTypeOf, type AlertFilter } from './alertList.ts';
import { queryPage, queryPositive } from '../lists/queryNumber.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';

/** The path of the Alert History. */
export const ALERTS_PATH = '/alerts';

/**
 * Where opening an alert leads: its url when it is a path of this app (isAppPath), otherwise the Alert History's
 * first page. The server records no other url (raiseAlerts), but an alert stored before it checked them must still
 * not take the user to another site: the app follows this, never the stored url itself.
 */
export function alertLink(url: string): string {
  return isAppPath(url) ? url : `${ALERTS_PATH}?page=1`;
}

/** What ?user= holds for every user's alerts. */
export const ALL_USERS = 'all';

/**
 * The Alert History's view as its address holds it: /alerts?page=&type=&status=&user=&alert=. No user means the
 * signed-in user's own alerts; user=all every user's; `alert` names the alert being opened (a row's link), which the
 * page marks viewed and follows.
 */
export type AlertListUrl = { page: number; filter: AlertFilter; alert: number | null };


/** Reads the query string of /alerts for the signed-in user `self`: anything not understood reads as its default. */
export function readAlertListUrl(query: URLSearchParams, self: number): AlertListUrl {
  const user = query.get('user');
  return {
    page: queryPage(query),
    filter: {
      type: alertTypeOf(query.get('type') ?? '') ?? 'all',
      status: alertStatusOf(query.get('status') ?? '') ?? 'all',
      user: user === ALL_USERS ? null : (queryPositive(query, 'user') ?? self),
    },
    alert: queryPositive(query, 'alert'),
  };
}

/** The filter's query parameters as GET /alerts and its export take them (page aside). */
export function alertFilterQuery(filter: AlertFilter, self: number): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.type !== 'all') query.set('type', filter.type);
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.user !== self) query.set('user', filter.user === null ? ALL_USERS : String(filter.user));
  return query;
}

/** Writes the view's query string: the page first, then the filter, then the alert being opened. */
export function writeAlertListUrl(url: AlertListUrl, self: number): URLSearchParams {
  const query = new URLSearchParams({ page: String(url.page) });
  for (const [name, value] of alertFilterQuery(url.filter, self)) query.set(name, value);
  if (url.alert !== null) query.set('alert', String(url.alert));
  return query;
}

/** The Alert History (spec 000 "Alerts") of a user: newest first, its CSV from GET /alerts. */
export function alertList(self: number): ListDescriptor<AlertListUrl> {
  return {
    label: 'Alert History',
    path: ALERTS_PATH,
    read: (query) => readAlertListUrl(query, self),
    write: (url) => writeAlertListUrl(url, self),
    order: { by: 'date', order: 'desc' },
    emptyText: 'NO ALERTS FOUND.',
    shareTitle: 'SHARE ALERTS',
    exportPath: '/alerts',
    shared: (url) => ({ ...url, alert: null }),
  };
}
