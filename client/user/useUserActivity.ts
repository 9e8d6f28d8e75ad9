import type { UserActivityState } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** A user's activity at the active dealer, kept live; loading until the worker answers. */
export function useUserActivity(userId: number): UserActivityState {
  return useView('userActivity', userId, { keepLast: true }) ?? { status: 'loading' };
}
