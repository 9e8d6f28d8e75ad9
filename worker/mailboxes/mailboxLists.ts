import type { MailboxDoc } from '../../domain/mailboxes/mailbox.ts';
import { mailboxRows, type MailboxFilter } from '../../domain/mailboxes/mailboxList.ts';
import type { ListWindow } from '../api.ts';
import { createRefsKindLists, sessionDealer } from '../lists/refsKindLists.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';

/** One view of the mailboxes tab's list (spec 002 §2): its filter and the window of rows asked. */
export type MailboxListQuery = { version: number; filter: MailboxFilter; offset: number; limit: number };

/**
 * The active dealer's mailboxes (refs of kind "mailbox", the server's mailbox.set), read from the store and read again,
 * coalesced, whenever a mailbox of that dealer changes: a mailbox saved, suspended or deleted shows once its event is
 * pulled. Windows follow domain/mailboxes/mailboxList.ts, the rules GET /mailboxes applies.
 */
export type MailboxLists = {
  subscribe(id: number, query: MailboxListQuery, callback: (window: ListWindow<MailboxDoc>) => void): Promise<void>;
  update(id: number, query: MailboxListQuery): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export function createMailboxLists(deps: { store: Store; local: LocalState; sessions: SessionStore }): MailboxLists {
  return createRefsKindLists({
    ...deps,
    ...sessionDealer(deps.sessions),
    kinds: ['mailbox'],
    read: (docs) => ({ docs }),
    rows: ({ docs }, filter: MailboxFilter) => mailboxRows(docs, filter),
  });
}
