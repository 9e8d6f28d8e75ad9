import { dateTimeText } from '../time/dateTimeText.ts';
import { ALERT_TYPE_LABELS, ALERT_TYPES, alertTypeLabel, type Alert, type AlertType } from './alert.ts';

/** Spec 000 §9: the status filter's values, and its words. */
export const ALERT_STATUSES = ['all', 'unread', 'read'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = { all: 'All', unread: 'Unread', read: 'Read' };

/**
 * The Alert History's filter (spec 000 "Alerts"): a type, a status, and whose alerts: one user's (the signed-in
 * user's unless another is chosen), or null for every user's, which only administrators and managers may see
 * (domain/permissions canSeeEveryonesAlerts).
 */
export type AlertFilter = { type: 'all' | AlertType; status: AlertStatus; user: number | null };

/** An alert on this device: read once the server recorded it viewed, or as soon as it was opened here (spec 000 §4). */
export type AlertRow = Alert & { read: boolean };

/** GET /filter/alerts (spec 000 §3 "Filter response: types, read"): the choices of the type and status selects, and the users. */
export const ALERT_FILTER_OPTIONS = {
  types: ALERT_TYPES.map((type) => ({ value: type, label: ALERT_TYPE_LABELS[type] })),
  read: ALERT_STATUSES.map((status) => ({ value: status, label: ALERT_STATUS_LABELS[status] })),
};

export function alertTypeOf(text: string): AlertType | null {
  return ALERT_TYPES.find((type) => type === text.trim().toLowerCase()) ?? null;
}

export function alertStatusOf(text: string): AlertStatus | null {
  return ALERT_STATUSES.find((status) => status === text.trim().toLowerCase()) ?? null;
}

/** The filter counter: one per filter applied (another user than oneself counts as one). */
export function alertFilterCount(filter: AlertFilter, self: number): number {
  return Number(filter.type !== 'all') + Number(filter.status !== 'all') + Number(filter.user !== self);
}

/** Whether an alert is read: viewed on the server, or opened here and waiting for the server. */
const isRead = (alert: Alert & { read?: boolean }): boolean => alert.read === true || alert.viewed !== '';

export function alertPredicate(filter: AlertFilter): (alert: AlertRow) => boolean {
  return (alert) =>
    (filter.type === 'all' || alert.type === filter.type) &&
    (filter.status === 'all' || (filter.status === 'read') === isRead(alert)) &&
    (filter.user === null || alert.user_id === filter.user);
}

/** What a cell shows where the alert has no value (an unread alert's Viewed). */
export const MISSING_VALUE = '-';

export type AlertColumn = {
  key: 'type' | 'message' | 'user' | 'date' | 'viewed';
  header: string;
  /** The cell's text, '' when none; times in the dealer's time zone. */
  text: (alert: Alert, timeZone: string) => string;
};

/** The Alert History's columns (spec 000 "Alerts"), shared by the screen and the CSV export. */
export const ALERT_COLUMNS: readonly AlertColumn[] = [
  { key: 'type', header: 'Type', text: (alert) => alertTypeLabel(alert.type) },
  { key: 'message', header: 'Message', text: (alert) => alert.message },
  { key: 'user', header: 'User', text: (alert) => alert.user },
  { key: 'date', header: 'Created', text: (alert, timeZone) => dateTimeText(alert.date, timeZone) },
  { key: 'viewed', header: 'Viewed', text: (alert, timeZone) => (alert.viewed ? dateTimeText(alert.viewed, timeZone) : '') },
];
