import * as Comlink from 'comlink';
import { useState } from 'react';
import type { InboxMessageState } from '../../domain/outreach/inbox.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** The reading pane's e-mail (its msg: id), the person and their activity, live. */
export function useInboxMessage(messageId: string): InboxMessageState {
  const [state, setState] = useState<InboxMessageState>({ status: 'loading' });
  useSubscription((api) => api.subscribeInboxMessage(messageId, Comlink.proxy(setState)), `inbox-message:${messageId}`);
  return state;
}
