import { useMemo } from 'react';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { searchRowLink, type SearchRow } from '../../domain/search/searchRows.ts';
import { searchEmptyText } from '../../domain/search/searchEmptyText.ts';
import { SEARCH_TAB_LABELS, type SearchTab } from '../../domain/search/searchTabs.ts';
import { readSearchUrl, SEARCH_PATH, writeSearchUrl } from '../../domain/search/searchUrl.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useUrlList } from '../lists/useUrlList.ts';
import { useDealerToday } from '../session/useDealerToday.ts';
import { useWorker } from '../worker/useWorker.ts';
import { searchTableColumns } from './searchTableColumns.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { useSearchCounts } from './useSearchCounts.ts';

type SearchView = { term: string; tab: SearchTab };

/** The search's rows are in the order found (best first): no column sorts. */
const NO_SORT = { by: '', order: 'asc' as const };
const noSort = () => undefined;

/**
 * The global search screen, /search?term=&tab=&page= (spec 000 §2): the tabs with their counts and the rows of the
 * tab in view, virtualised like the other lists (?page=N scrolls to row 15 × (N − 1) + 1), answered by the worker
 * from local data, so it answers off line too. The header's box sets the term (a new term opens on Customer, or
 * Vehicle for a VIN, page 1); a tab opens on page 1.
 */
export function SearchPage({ user }: { user: SessionUser }) {
  const api = useWorker();
  const today = useDealerToday();
  const { url, keepPage } = useUrlList({ path: SEARCH_PATH, read: readSearchUrl, write: writeSearchUrl });
  const counts = useSearchCounts(url.term);
  const source = useMemo(() => ({ subscribe: api.subscribeSearch, update: api.updateSearch }), [api]);
  const view: SearchView = useMemo(() => ({ term: url.term, tab: url.tab }), [url.term, url.tab]);
  const country = user.dealer.country;
  const columns = useMemo(() => searchTableColumns(url.tab, { country, today }), [url.tab, country, today]);
  return (
    <section className="page search-page">
      <header className="page-head">
        <h1 className="page-title">Search</h1>
        <p className="search-term">
          Results for <q>{url.term}</q>
        </p>
      </header>
      <SearchTabs url={url} counts={counts} />
      <LiveList<SearchView, SearchRow>
        // Each tab has its own columns: its list starts afresh rather than show another tab's rows a moment.
        key={url.tab}
        source={source}
        view={view}
        label={`${SEARCH_TAB_LABELS[url.tab]} results`}
        className="search-list"
        columns={columns}
        sort={NO_SORT}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={searchEmptyText(url.term, url.tab)}
        rowHref={searchRowLink}
      />
    </section>
  );
}
