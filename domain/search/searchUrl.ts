import type { ListDescriptor, ListUrl } from '../lists/listDescriptor.ts';
import { queryPage } from '../lists/queryNumber.ts';
import { searchEmptyText } from './searchEmptyText.ts';
import { firstSearchTab } from './searchTerm.ts';
import { isSearchTab, SEARCH_TAB_LABELS, type SearchTab } from './searchTabs.ts';

/** The search screen's route: /search?term=&tab=&page= (spec 000 §2 "search route"). */
export const SEARCH_PATH = '/search';

/** What a search view lists: a tab's rows for a term. */
export type SearchView = { term: string; tab: SearchTab };

/** The search screen's view as its query string keeps it. */
export type SearchUrl = ListUrl<SearchView>;

/** Reads the query: a missing or unknown tab is the term's first tab (Vehicle for a VIN, else Customer), page from 1. */
export function readSearchUrl(query: URLSearchParams): SearchUrl {
  const term = query.get('term') ?? '';
  const tab = query.get('tab');
  return { page: queryPage(query), filter: { term, tab: isSearchTab(tab) ? tab : firstSearchTab(term) } };
}

export function writeSearchUrl(url: SearchUrl): URLSearchParams {
  return new URLSearchParams({ term: url.filter.term, tab: url.filter.tab, page: String(url.page) });
}

/** The view a new term opens: its first tab, page 1 (spec 000 §2: changing the term resets the tab and the page). */
export function searchUrlFor(term: string): SearchUrl {
  return { page: 1, filter: { term, tab: firstSearchTab(term) } };
}

/** The view another tab opens: page 1 (spec 000 §2: changing tab resets the page). */
export function withSearchTab(url: SearchUrl, tab: SearchTab): SearchUrl {
  return { page: 1, filter: { ...url.filter, tab } };
}

/**
 * The global search's list (spec 000 §2): a tab's rows in the order found, best first (no column sorts), named by
 * the tab, its empty text saying what was looked for and where; no SHARE, no EXPORT CSV.
 */
export const SEARCH_LIST: ListDescriptor<SearchUrl> = {
  label: (url) => `${SEARCH_TAB_LABELS[url.filter.tab]} results`,
  path: SEARCH_PATH,
  read: readSearchUrl,
  write: writeSearchUrl,
  order: { by: '', order: 'asc' },
  emptyText: (url) => searchEmptyText(url.filter.term, url.filter.tab),
  shared: (url) => url,
};
