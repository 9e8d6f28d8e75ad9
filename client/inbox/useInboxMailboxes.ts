import * as Comlink from 'comlink';
import { useState } from 'react';
import type { InboxMailboxesState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The inbox's sidebar: the active dealer's mailboxes, live. */
export function useInboxMailboxes(): InboxMailboxesState {
  const [state, setState] = useState<InboxMailboxesState>({ status: 'loading' });
  useSubscription((api) => api.subscribeInboxMailboxes(Comlink.proxy(setState)), 'inbox-mailboxes');
  return state;
}
