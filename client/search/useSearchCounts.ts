import * as Comlink from 'comlink';
import { useState } from 'react';
import type { SearchTotals } from '../../domain/search/searchTabs.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** Every search tab's result count for a term, kept live; null until the worker answers. */
export function useSearchCounts(term: string): SearchTotals | null {
  const [counts, setCounts] = useState<{ term: string; totals: SearchTotals } | null>(null);
  useSubscription((api) => api.subscribeSearchCounts(term, Comlink.proxy((totals: SearchTotals) => setCounts({ term, totals }))), term);
  return counts?.term === term ? counts.totals : null;
}
