import * as Comlink from 'comlink';
import { useState } from 'react';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The users of the active dealer, kept live; null until the worker answers. */
export function useDealerUsers(): DealerUser[] | null {
  const [users, setUsers] = useState<DealerUser[] | null>(null);
  useSubscription((api) => api.subscribeDealerUsers(Comlink.proxy(setUsers)), 'dealer-users');
  return users;
}
