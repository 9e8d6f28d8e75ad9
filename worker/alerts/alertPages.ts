import type { Alert } from '../../domain/alerts/alert.ts';
import type { AlertFilter } from '../../domain/alerts/alertList.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import type { WindowQuery } from '../lists/liveWindow.ts';

/** One page (15 rows) of the Alert History from GET /alerts. */
export type FetchAlertPage = (dealer: string, filter: AlertFilter, page: number) => Promise<{ alerts: Alert[]; total: number }>;

type RemoteList = { total: number | null; rows: (Alert | undefined)[]; asked: Set<number>; failed: boolean };

/** What the server can answer for a window: its rows, not yet, or nothing (off line, refused). */
export type AlertPageAnswer = { total: number; offset: number; rows: Alert[] } | 'pending' | 'unavailable';

/**
 * The Alert History of another user, or of every user (docs/alerts.md): those alerts are not kept on the device, so
 * the pages of the rows in view are asked from the server, once per view until forgotten (a live alerts message, a
 * dealer switch). `arrived` is told when a page comes in or fails.
 */
export type AlertPages = {
  window(dealer: string, filter: AlertFilter, query: WindowQuery): AlertPageAnswer;
  /** An alert of a page already fetched (opening it follows its url). */
  find(id: number): Alert | null;
  forget(): void;
};

export function createAlertPages(fetchPage: FetchAlertPage, arrived: () => void): AlertPages {
  let lists = new Map<string, RemoteList>();

  const ask = (dealer: string, filter: AlertFilter, list: RemoteList, page: number) => {
    if (list.asked.has(page)) return;
    list.asked.add(page);
    const held = lists;
    fetchPage(dealer, filter, page).then(
      (answer) => {
        list.total = answer.total;
        const first = listPaging.firstRowOf(page);
        answer.alerts.forEach((alert, index) => {
          list.rows[first + index] = alert;
        });
        if (lists === held) arrived();
      },
      () => {
        list.failed = true;
        if (lists === held) arrived();
      },
    );
  };

  return {
    window(dealer, filter, query) {
      const key = `${dealer}|${JSON.stringify(filter)}`;
      let list = lists.get(key);
      if (!list) {
        list = { total: null, rows: [], asked: new Set(), failed: false };
        lists.set(key, list);
      }
      if (list.failed) return 'unavailable';
      const end = list.total === null ? query.offset + query.limit : Math.min(query.offset + query.limit, list.total);
      for (let page = listPaging.pageOf(query.offset); listPaging.firstRowOf(page) < Math.max(end, query.offset + 1); page += 1) {
        ask(dealer, filter, list, page);
      }
      if (list.total === null) return 'pending';
      const offset = Math.max(0, Math.min(query.offset, list.total));
      const rows: Alert[] = [];
      for (let at = offset; at < end; at += 1) {
        const row = list.rows[at];
        if (!row) break;
        rows.push(row);
      }
      return { total: list.total, offset, rows };
    },
    find(id) {
      for (const list of lists.values()) {
        const found = list.rows.find((row) => row?.id === id);
        if (found) return found;
      }
      return null;
    },
    forget() {
      lists = new Map();
    },
  };
}
