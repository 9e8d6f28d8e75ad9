/** The global search's tabs (spec 000 §2 "Global search"), in screen order. */
export const SEARCH_TABS = ['opportunity', 'customer', 'prospect', 'vehicle'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export function isSearchTab(value: string | null | undefined): value is SearchTab {
  return (SEARCH_TABS as readonly (string | null | undefined)[]).includes(value);
}

/** The tab labels (spec 000 §2). */
export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  opportunity: 'Opportunity',
  customer: 'Customer',
  prospect: 'Prospect',
  vehicle: 'Vehicle',
};

/** The result count of each tab (the search response's total, spec 000 §3). */
export type SearchTotals = Record<SearchTab, number>;

export const NO_SEARCH_TOTALS: SearchTotals = { opportunity: 0, customer: 0, prospect: 0, vehicle: 0 };

/** The empty state of every tab (spec 000 §2). */
export const NO_SEARCH_RESULTS = 'No Results For Your Search';
