import type { OpportunityCounts } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** The rows of every list type of the active dealer (the tabs), kept live; null until the worker answers. */
export function useOpportunityCounts(): OpportunityCounts | null {
  return useView('opportunityCounts', null);
}
