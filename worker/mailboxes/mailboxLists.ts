import type { Subscription } from 'rxjs';
import type { MailboxDoc } from '../../domain/mailboxes/mailbox.ts';
import { mailboxRows, type MailboxFilter } from '../../domain/mailboxes/mailboxList.ts';
import type { ListWindow } from '../api.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';

/** One view of the mailboxes tab's list (spec 002 §2): its filter and the window of rows asked. */
export type MailboxListQuery = { version: number; filter: MailboxFilter; offset: number; limit: number };

const COALESCE_MS = 16;
/** While the first pull of the dealer's refs is under way, how often the list looks whether it ended. */
const PULL_CHECK_MS = 500;

type Subscriber = WindowSubscriber<MailboxListQuery, MailboxDoc>;

/**
 * The active dealer's mailboxes (refs of kind "mailbox", the server's mailbox.set), read from the store and read again,
 * coalesced, whenever a refs document of that dealer changes: a mailbox saved, suspended or deleted shows once its
 * event is pulled. Windows follow domain/mailboxes/mailboxList.ts, the rules GET /mailboxes applies.
 */
export type MailboxLists = {
  subscribe(id: number, query: MailboxListQuery, callback: (window: ListWindow<MailboxDoc>) => void): Promise<void>;
  update(id: number, query: MailboxListQuery): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export function createMailboxLists(deps: { store: Store; local: LocalState; sessions: SessionStore }): MailboxLists {
  const { store, local, sessions } = deps;
  let dealer: string | null = null;
  let docs: MailboxDoc[] = [];
  let loaded = false;
  let pulled = false;
  const views = new Map<string, MailboxDoc[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const serve = (subscriber: Subscriber) => {
    if (!loaded) return;
    const rows = keptView(views, JSON.stringify(subscriber.query.filter), () => mailboxRows(docs, subscriber.query.filter));
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, docs.length === 0 && !pulled));
  };
  const subscribers = createListSubscribers<MailboxListQuery, MailboxDoc>(serve);

  const reload = async () => {
    const reading = dealer;
    if (reading === null) return;
    const [found, position] = await Promise.all([
      store.replicated.refs.find({ selector: { dealer: reading, kind: 'mailbox' } }).exec(),
      readPosition(local, reading, 'refs'),
    ]);
    if (reading !== dealer || closed) return;
    docs = found.map((doc) => doc.toJSON() as unknown as MailboxDoc);
    pulled = position?.caughtUp === true;
    loaded = true;
    views.clear();
    subscribers.serveAll();
    if (!pulled) schedule(PULL_CHECK_MS);
  };
  const schedule = (delay = COALESCE_MS) => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void reload();
    }, delay);
  };
  const setDealer = (next: string | null) => {
    if (next === dealer) return;
    dealer = next;
    docs = [];
    loaded = false;
    pulled = false;
    views.clear();
    schedule();
  };
  setDealer(sessions.current()?.user.dealer.token ?? null);
  const stopListening = sessions.listen((_state, session) => setDealer(session?.user.dealer.token ?? null));
  const changes: Subscription = store.replicated.refs.eventBulks$.subscribe((bulk) => {
    const touched = bulk.events.some((event) => {
      const data = (event.documentData ?? event.previousDocumentData) as Record<string, unknown> | undefined;
      return data?.dealer === dealer && data?.kind === 'mailbox';
    });
    if (touched) schedule();
  });

  return {
    subscribe: subscribers.subscribe,
    update: subscribers.update,
    remove: subscribers.remove,
    close() {
      closed = true;
      changes.unsubscribe();
      stopListening();
      if (timer) clearTimeout(timer);
      subscribers.clear();
    },
  };
}
