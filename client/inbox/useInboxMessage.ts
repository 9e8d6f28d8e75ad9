import type { InboxMessageState } from '../../domain/outreach/inbox.ts';
import { useView } from '../worker/useView.ts';

/** The reading pane's e-mail (its msg: id), the person and their activity, live. */
export function useInboxMessage(messageId: string): InboxMessageState {
  return useView('inboxMessage', messageId, { keepLast: true }) ?? { status: 'loading' };
}
