import type { Subscription } from 'rxjs';
import { inboxMailboxes, type InboxFilter, type InboxMessageState, type InboxRow } from '../../domain/outreach/inbox.ts';
import type { CollectionName } from '../../domain/events/collections.ts';
import type { CustomerRecord } from '../../domain/customers/customerRecord.ts';
import type { InboxMailboxesState, ListWindow } from '../api.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowQuery } from '../lists/liveWindow.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { deliver } from '../subscriptions.ts';
import { INBOX_REF_KINDS, inboxDataRows, namesPerson, readInboxData, readInboxMessage, type InboxData } from './inboxData.ts';

/** One view of the inbox's e-mail list: the mailbox, the search, and the window of rows asked. */
export type InboxListQuery = WindowQuery & { filter: InboxFilter };

export type InboxLists = {
  subscribe(id: number, query: InboxListQuery, callback: (window: ListWindow<InboxRow>) => void): Promise<void>;
  update(id: number, query: InboxListQuery): Promise<void>;
  subscribeMailboxes(id: number, callback: (state: InboxMailboxesState) => void): Promise<void>;
  subscribeMessage(id: number, messageId: string, callback: (state: InboxMessageState) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

const COALESCE_MS = 30;
/** While the first pull of the dealer's refs or activities is under way, how often a watched inbox looks whether it ended. */
const PULL_CHECK_MS = 500;
const WATCHED: readonly CollectionName[] = ['refs', 'activities', 'customers', 'prospects'];

type Pane = { messageId: string; callback: (state: InboxMessageState) => void; last: string };

/**
 * The inbox (spec 003) of the active dealer from local data: the sidebar's mailboxes, the e-mail list's windows and the
 * reading panes, read again, coalesced, whenever a mailbox, a read mark, an e-mail, or a person or record they show
 * changes (a reply pulled after a poke shows at once), and while the dealer's first pull is under way.
 */
export function createInboxLists(deps: { store: Store; local: LocalState; sessions: SessionStore }): InboxLists {
  const { store, local, sessions } = deps;
  const sidebars = new Map<number, (state: InboxMailboxesState) => void>();
  const panes = new Map<number, Pane>();
  const views = new Map<string, InboxRow[]>();
  let dealer: string | null = sessions.current()?.user.dealer.token ?? null;
  let data: InboxData | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let reading = false;
  let again = false;
  let closed = false;

  const pulled = () => data !== null && data.emailsPulled && data.refsPulled;
  const subscribers = createListSubscribers<InboxListQuery, InboxRow>((subscriber) => {
    const current = data;
    if (!current) return;
    const rows = keptView(views, JSON.stringify(subscriber.query.filter), () => inboxDataRows(current, subscriber.query.filter));
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, !current.emailsPulled && current.emails.length === 0));
  });
  const watched = () => subscribers.windows.size > 0 || sidebars.size > 0 || panes.size > 0;

  const serveSidebar = (callback: (state: InboxMailboxesState) => void) => {
    if (!data) return;
    const loading = !data.refsPulled && data.mailboxes.length === 0;
    deliver(callback, loading ? { status: 'loading' } : { status: 'ready', mailboxes: inboxMailboxes(data.mailboxes) });
  };
  const servePane = async (pane: Pane) => {
    const current = data;
    if (!current) return;
    const message = await readInboxMessage(store, current, pane.messageId);
    const state: InboxMessageState = message ? { status: 'ready', message } : current.emailsPulled ? { status: 'missing' } : { status: 'loading' };
    const key = JSON.stringify(state);
    if (current !== data || key === pane.last || ![...panes.values()].includes(pane)) return;
    pane.last = key;
    deliver(pane.callback, state);
  };
  const serveAll = () => {
    subscribers.serveAll();
    for (const callback of sidebars.values()) serveSidebar(callback);
    for (const pane of panes.values()) void servePane(pane).catch((error: unknown) => console.error('reading an inbox message failed', error));
  };

  const reload = async () => {
    const from = dealer;
    if (from === null || closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const read = await readInboxData(store, local, from);
      if (from !== dealer || closed) return;
      data = read;
      views.clear();
      serveAll();
      if (!pulled() && watched()) schedule(PULL_CHECK_MS);
    } catch (error) {
      console.error('reading the inbox failed', error);
    } finally {
      reading = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  function schedule(delay = COALESCE_MS) {
    if (timer || closed || !watched()) return;
    timer = setTimeout(() => {
      timer = null;
      void reload();
    }, delay);
  }

  const stopListening = sessions.listen(() => {
    const next = sessions.current()?.user.dealer.token ?? null;
    if (next === dealer) return;
    dealer = next;
    data = null;
    views.clear();
    schedule();
  });

  /** Whether a changed document shows in the inbox: a mailbox or read mark, an e-mail, or a person or record of one shown. */
  const touches = (collection: CollectionName, doc: Record<string, unknown>): boolean => {
    if (collection === 'refs') return (INBOX_REF_KINDS as readonly unknown[]).includes(doc.kind);
    if (collection === 'activities') {
      if (doc.kind === 'email') return true;
      const person = doc.customer_id;
      return [...panes.values()].some((pane) => data?.emails.some((email) => email.id === pane.messageId && email.customer_id === person));
    }
    const subject: CustomerRecord['subject'] = collection === 'customers' ? 'customer' : 'prospect';
    return data !== null && namesPerson(data, subject, String(doc.id));
  };
  const streams: Subscription[] = WATCHED.map((collection) =>
    store.docs.changes(collection).subscribe((bulk) => {
      if (!watched() || bulk.dealer !== dealer) return;
      // A removal whose document was not known may have been shown: the inbox is read again.
      const changed = bulk.changes.some(({ doc, previous }) => {
        const data = doc ?? previous;
        return !data || touches(collection, data);
      });
      if (changed) schedule();
    }),
  );

  /** A subscriber is served what was read, and the inbox is read again (changes while nobody watched were not followed). */
  const started = () => schedule();

  return {
    async subscribe(id, query, callback) {
      await subscribers.subscribe(id, query, callback);
      started();
    },
    update: subscribers.update,
    async subscribeMailboxes(id, callback) {
      sidebars.set(id, callback);
      serveSidebar(callback);
      started();
    },
    async subscribeMessage(id, messageId, callback) {
      const pane: Pane = { messageId, callback, last: '' };
      panes.set(id, pane);
      if (data) await servePane(pane);
      else deliver(callback, { status: 'loading' });
      started();
    },
    remove(id) {
      subscribers.remove(id);
      sidebars.delete(id);
      panes.delete(id);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const stream of streams) stream.unsubscribe();
      stopListening();
      subscribers.clear();
      sidebars.clear();
      panes.clear();
    },
  };
}
