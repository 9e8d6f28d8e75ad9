import * as Comlink from 'comlink';
import { useState } from 'react';
import type { OpportunityCounts } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The rows of every list type of the active dealer (the tabs), kept live; null until the worker answers. */
export function useOpportunityCounts(): OpportunityCounts | null {
  const [counts, setCounts] = useState<OpportunityCounts | null>(null);
  useSubscription((api) => api.subscribeOpportunityCounts(Comlink.proxy(setCounts)), 'opportunity-counts');
  return counts;
}
