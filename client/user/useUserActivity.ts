import * as Comlink from 'comlink';
import { useState } from 'react';
import type { UserActivityState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** A user's activity at the active dealer, kept live; loading until the worker answers. */
export function useUserActivity(userId: number): UserActivityState {
  const [state, setState] = useState<UserActivityState>({ status: 'loading' });
  useSubscription((api) => api.subscribeUserActivity(userId, Comlink.proxy(setState)), `user-activity:${userId}`);
  return state;
}
