import type { SearchTotals } from '../../domain/search/searchTabs.ts';
import { useView } from '../worker/useView.ts';

/** Every search tab's result count for a term, kept live; null until the worker answers for this term. */
export function useSearchCounts(term: string): SearchTotals | null {
  return useView('searchCounts', term);
}
