import { listPaging } from '../../domain/lists/listPaging.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import type { OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import type { ListWindow, OpportunityCounts } from '../api.ts';

export type RemoteView = { type: OpportunityType; filter: OpportunityFilter; sort: OpportunitySort };
export type RemotePage = { rows: Opportunity[]; total: number; totals: OpportunityCounts };
/** One page (15 rows) of a list from the server's list endpoint, GET /opportunities. */
export type FetchListPage = (dealer: string, view: RemoteView, page: number) => Promise<RemotePage>;

type RemoteList = { total: number | null; rows: (Opportunity | undefined)[]; asked: Set<number>; failed: boolean };

/** What the server can answer for a window: rows, not yet (pages on their way), or nothing (off line, refused). */
export type RemoteAnswer = { window: ListWindow<Opportunity> } | 'pending' | 'unavailable';

/**
 * A dealer's first sync brings its opportunities in the server's order, so a list's first rows may be the last to
 * arrive (at 100,000 rows, a quarter of a minute). Until the pull has read them all, a list is answered from the
 * server's list endpoint, the pages of the rows in view only, and the tabs from its counts; local data takes over
 * once the pull is through. Pages are asked once per view; `arrived` is told when one comes in.
 */
export type RemoteWindows = {
  window(dealer: string, key: string, view: RemoteView, query: { version: number; offset: number; limit: number }): RemoteAnswer;
  counts(dealer: string): OpportunityCounts | null;
  forget(dealer: string): void;
};

export function createRemoteWindows(fetchPage: FetchListPage, arrived: () => void): RemoteWindows {
  const lists = new Map<string, RemoteList>();
  const totals = new Map<string, OpportunityCounts>();

  const ask = (dealer: string, listKey: string, list: RemoteList, view: RemoteView, page: number) => {
    if (list.asked.has(page)) return;
    list.asked.add(page);
    fetchPage(dealer, view, page).then(
      (answer) => {
        list.total = answer.total;
        const first = listPaging.firstRowOf(page);
        answer.rows.forEach((row, i) => {
          list.rows[first + i] = row;
        });
        totals.set(dealer, answer.totals);
        if (lists.get(listKey) === list) arrived();
      },
      () => {
        list.failed = true;
        if (lists.get(listKey) === list) arrived();
      },
    );
  };

  return {
    window(dealer, key, view, query) {
      const listKey = `${dealer}|${key}`;
      let list = lists.get(listKey);
      if (!list) {
        list = { total: null, rows: [], asked: new Set(), failed: false };
        lists.set(listKey, list);
      }
      if (list.failed) return 'unavailable';
      const end = list.total === null ? query.offset + query.limit : Math.min(query.offset + query.limit, list.total);
      for (let page = listPaging.pageOf(query.offset); listPaging.firstRowOf(page) < Math.max(end, query.offset + 1); page++) {
        ask(dealer, listKey, list, view, page);
      }
      if (list.total === null) return 'pending';
      const offset = Math.max(0, Math.min(query.offset, list.total));
      const rows: Opportunity[] = [];
      for (let at = offset; at < end; at++) {
        const row = list.rows[at];
        if (!row) break;
        rows.push(row);
      }
      return { window: { version: query.version, total: list.total, offset, rows } };
    },
    counts: (dealer) => totals.get(dealer) ?? null,
    forget(dealer) {
      for (const key of lists.keys()) if (key.startsWith(`${dealer}|`)) lists.delete(key);
      totals.delete(dealer);
    },
  };
}
