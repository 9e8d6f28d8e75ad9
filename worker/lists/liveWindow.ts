import type { ListWindow } from '../api.ts';
import { deliver } from '../subscriptions.ts';

/** What every list query holds besides its view. */
export type WindowQuery = { version: number; offset: number; limit: number };

/** A live list subscription: its latest query, its callback, and the window it was sent last. */
export type WindowSubscriber<Query extends WindowQuery, Row> = {
  query: Query;
  callback: (window: ListWindow<Row>) => void;
  last: ListWindow<Row> | null;
};

/** The rows of a query's window out of a whole list. */
export function sliceWindow<Row>(rows: readonly Row[], query: WindowQuery, total = rows.length, loading = false): ListWindow<Row> {
  const offset = Math.max(0, Math.min(query.offset, total));
  const window: ListWindow<Row> = { version: query.version, total, offset, rows: rows.slice(offset, offset + Math.max(0, query.limit)) };
  if (loading) window.loading = true;
  return window;
}

function sameWindow<Row>(a: ListWindow<Row> | null, b: ListWindow<Row>): boolean {
  if (!a || a.version !== b.version || a.total !== b.total || a.offset !== b.offset || a.rows.length !== b.rows.length) return false;
  if (Boolean(a.loading) !== Boolean(b.loading)) return false;
  return a.rows.every((row, i) => row === b.rows[i]);
}

/** Sends a window unless the subscriber already has the very same one (same version, rows and total). */
export function sendWindow<Query extends WindowQuery, Row>(subscriber: WindowSubscriber<Query, Row>, window: ListWindow<Row>): void {
  if (sameWindow(subscriber.last, window)) return;
  subscriber.last = window;
  deliver(subscriber.callback, window);
}
