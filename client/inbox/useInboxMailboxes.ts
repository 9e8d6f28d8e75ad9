import type { InboxMailboxesState } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** The inbox's sidebar: the active dealer's mailboxes, live. */
export function useInboxMailboxes(): InboxMailboxesState {
  return useView('inboxMailboxes', null) ?? { status: 'loading' };
}
