import { Link } from 'wouter';
import { formatNumber } from '../../domain/format/numbers.ts';
import { SEARCH_PATH, withSearchTab, writeSearchUrl, type SearchUrl } from '../../domain/search/searchUrl.ts';
import { SEARCH_TAB_LABELS, SEARCH_TABS, type SearchTotals } from '../../domain/search/searchTabs.ts';

/** The search's tabs, Opportunity, Customer, Prospect, Vehicle, each with its count; a tab opens on page 1. */
export function SearchTabs({ url, counts }: { url: SearchUrl; counts: SearchTotals | null }) {
  return (
    <nav className="tabs search-tabs" aria-label="Search results">
      {SEARCH_TABS.map((tab) => (
        <Link
          key={tab}
          href={`${SEARCH_PATH}?${writeSearchUrl(withSearchTab(url, tab))}`}
          className={url.filter.tab === tab ? 'tab is-active' : 'tab'}
          aria-current={url.filter.tab === tab ? 'page' : undefined}
        >
          {SEARCH_TAB_LABELS[tab]}
          <span className="tab-count">{counts ? formatNumber(counts[tab]) : '…'}</span>
        </Link>
      ))}
    </nav>
  );
}
