import { useMemo } from 'react';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { searchRowLink, type SearchRow } from '../../domain/search/searchRows.ts';
import { SEARCH_LIST, type SearchView } from '../../domain/search/searchUrl.ts';
import { LiveList } from '../lists/LiveList.tsx';
import { useListScreen } from '../lists/useListScreen.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { searchTableColumns } from './searchTableColumns.tsx';
import { SearchTabs } from './SearchTabs.tsx';
import { useSearchCounts } from './useSearchCounts.ts';

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'search' } as const;

/**
 * The global search screen, /search?term=&tab=&page= (spec 000 §2): the tabs with their counts and the rows of the
 * tab in view, virtualised like the other lists (?page=N scrolls to row 15 × (N − 1) + 1), answered by the worker
 * from local data, so it answers off line too. The header's box sets the term (a new term opens on Customer, or
 * Vehicle for a VIN, page 1); a tab opens on page 1.
 */
export function SearchPage({ user }: { user: SessionUser }) {
  const today = useDealerToday();
  const screen = useListScreen(SEARCH_LIST, user.dealer.token);
  const { url } = screen;
  const view = screen.filters.applied;
  const counts = useSearchCounts(view.term);
  const country = user.dealer.country;
  const columns = useMemo(() => searchTableColumns(view.tab, { country, today }), [view.tab, country, today]);
  return (
    <section className="page search-page">
      <header className="page-head">
        <h1 className="page-title">Search</h1>
        <p className="search-term">
          Results for <q>{view.term}</q>
        </p>
      </header>
      <SearchTabs url={url} counts={counts} />
      <LiveList<SearchView, SearchRow>
        {...screen.list}
        // Each tab has its own columns: its list starts afresh rather than show another tab's rows a moment.
        key={view.tab}
        source={LIST_SOURCE}
        view={view}
        className="search-list"
        columns={columns}
        rowHref={searchRowLink}
      />
    </section>
  );
}
