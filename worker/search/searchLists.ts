import type { Customer } from '../../domain/customers/customer.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import { NO_SEARCH_RESULT, searchDealer, searchTabRows, type SearchResult } from '../../domain/search/dealerSearch.ts';
import { customerSearchRow, prospectSearchRow, type DealerPlace, type SearchPerson, type SearchRow } from '../../domain/search/searchRows.ts';
import type { SearchTotals } from '../../domain/search/searchTabs.ts';
import { parseSearchTerm } from '../../domain/search/searchTerm.ts';
import type { ListWindow, SearchQuery } from '../api.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from '../lists/listSubscribers.ts';
import { sendWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import { createSearchSources, type SearchSourcesDeps } from './searchSources.ts';

type Subscriber = WindowSubscriber<SearchQuery, SearchRow>;

export type SearchListsDeps = Omit<SearchSourcesDeps, 'onChange'> & {
  /** The active dealer's token, null when signed out. */
  activeDealer(): string | null;
  /** Where a dealer is (the prospects' distances). */
  placeOf(dealer: string): DealerPlace;
};

/**
 * The global search (spec 000 §2) over the active dealer's local data: live windows of a tab's rows and live tab
 * counts for a term, answered by searchDealer (the rule GET /search applies) and pushed again whenever the data
 * they read changes. The results of the last terms are kept until the data changes, so scrolling a tab, switching
 * tabs or a backspace does not search again.
 */
export type SearchLists = {
  subscribe(id: number, query: SearchQuery, callback: (window: ListWindow<SearchRow>) => void): Promise<void>;
  update(id: number, query: SearchQuery): Promise<void>;
  subscribeCounts(id: number, term: string, callback: (totals: SearchTotals) => void): Promise<void>;
  remove(id: number): void;
  /** Starts loading the active dealer's search data (the search box was focused), so a first search answers at once. */
  warm(): void;
  /** The active dealer's opportunities changed or were loaded. */
  opportunitiesChanged(): void;
  close(): void;
};

/** Terms whose results are kept. */
const KEPT_RESULTS = 8;

export function createSearchLists(deps: SearchListsDeps): SearchLists {
  const countTerms = new Map<number, string>();
  /** The last terms' results by dealer, data versions and term; the oldest dropped first. */
  const kept = new Map<string, SearchResult>();
  /** Each person's row as last made, so an unchanged row is the same object (a window is resent only on change). */
  const personRows = new WeakMap<Customer | Prospect, SearchPerson>();
  const sources = createSearchSources({ ...deps, onChange: () => flusher.schedule() });

  /** What a term finds at the active dealer now; null while the data it reads loads (a change follows). */
  const resultOf = (text: string): SearchResult | null => {
    const dealer = deps.activeDealer();
    const term = parseSearchTerm(text);
    if (!dealer || term.kind === 'short') return NO_SEARCH_RESULT;
    const found = sources.sources(dealer, term);
    if (!found) return null;
    const versions = [found.customers, found.prospects, found.stock, found.owned, deps.opportunities.loaded(dealer)].map((part) => part?.version);
    const key = `${dealer}|${versions.join('.')}|${JSON.stringify(term)}`;
    let result = kept.get(key);
    if (result) kept.delete(key);
    else result = searchDealer(found, term);
    kept.set(key, result);
    if (kept.size > KEPT_RESULTS) kept.delete(kept.keys().next().value as string);
    return result;
  };

  const keptRow = <D extends Customer | Prospect>(make: (doc: D) => SearchPerson) => (doc: D) => {
    let row = personRows.get(doc);
    if (!row) {
      row = make(doc);
      personRows.set(doc, row);
    }
    return row;
  };
  const makers = {
    customer: keptRow(customerSearchRow),
    prospect: keptRow((prospect: Prospect) => prospectSearchRow(prospect, deps.placeOf(prospect.dealer))),
  };

  const serve = (subscriber: Subscriber) => {
    const { query } = subscriber;
    const result = resultOf(query.term);
    if (!result) {
      sendWindow(subscriber, { version: query.version, total: 0, offset: 0, rows: [], loading: true });
      return;
    }
    const total = result.totals[query.tab];
    const offset = Math.max(0, Math.min(query.offset, total));
    sendWindow(subscriber, { version: query.version, total, offset, rows: searchTabRows(result, query.tab, { offset, limit: query.limit }, makers) });
  };

  const serveCounts = (subscriber: CountSubscriber<SearchTotals>, id: number) => {
    const term = countTerms.get(id);
    const result = term === undefined ? null : resultOf(term);
    if (result) sendCounts(subscriber, result.totals);
  };

  const subscribers = createListSubscribers<SearchQuery, SearchRow, SearchTotals>(serve, serveCounts);
  const flusher = createFlushScheduler(() => subscribers.serveAll());

  return {
    subscribe: subscribers.subscribe,
    update: subscribers.update,
    async subscribeCounts(id, term, callback) {
      countTerms.set(id, term);
      await subscribers.subscribeCounts(id, callback);
    },
    remove(id) {
      subscribers.remove(id);
      countTerms.delete(id);
    },
    warm() {
      const dealer = deps.activeDealer();
      if (dealer) sources.warm(dealer);
    },
    opportunitiesChanged() {
      if (subscribers.windows.size || subscribers.counts.size) flusher.schedule();
    },
    close() {
      sources.close();
      flusher.close();
      subscribers.clear();
      countTerms.clear();
      kept.clear();
    },
  };
}
