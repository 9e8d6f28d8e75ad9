import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { useView } from '../worker/useView.ts';

/** The users of the active dealer, kept live; null until the worker answers. */
export function useDealerUsers(): DealerUser[] | null {
  return useView('dealerUsers', null);
}
