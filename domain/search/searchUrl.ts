import { firstSearchTab } from './searchTerm.ts';
import { isSearchTab, type SearchTab } from './searchTabs.ts';
import { queryPage } from '../lists/queryNumber.ts';

/** The search screen's route: /search?term=&tab=&page= (spec 000 §2 "search route"). */
export const SEARCH_PATH = '/search';

/** The search screen's view as its query string keeps it. */
export type SearchUrl = { term: string; tab: SearchTab; page: number };

/** Reads the query: a missing or unknown tab is the term's first tab (Vehicle for a VIN, else Customer), page from 1. */
export function readSearchUrl(query: URLSearchParams): SearchUrl {
  const term = query.get('term') ?? '';
  const tab = query.get('tab');
  return { term, tab: isSearchTab(tab) ? tab : firstSearchTab(term), page: queryPage(query) };
}

export function writeSearchUrl(url: SearchUrl): URLSearchParams {
  return new URLSearchParams({ term: url.term, tab: url.tab, page: String(url.page) });
}

/** The view a new term opens: its first tab, page 1 (spec 000 §2: changing the term resets the tab and the page). */
export function searchUrlFor(term: string): SearchUrl {
  return { term, tab: firstSearchTab(term), page: 1 };
}

/** The view another tab opens: page 1 (spec 000 §2: changing tab resets the page). */
export function withSearchTab(url: SearchUrl, tab: SearchTab): SearchUrl {
  return { ...url, tab, page: 1 };
}
