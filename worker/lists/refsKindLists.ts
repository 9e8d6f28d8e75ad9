import type { Subscription } from 'rxjs';
import type { DocOf, RefKind, RefOf } from '../../domain/events/collectionDocs.ts';
import type { ListWindow } from '../api.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { deliver } from '../subscriptions.ts';
import { readPosition } from '../sync/checkpoints.ts';
import { keptView } from './keptView.ts';
import { createListSubscribers } from './listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowQuery } from './liveWindow.ts';

const COALESCE_MS = 16;
/** While the first pull of the dealer's refs is under way, how often a watched list looks whether it ended. */
const PULL_CHECK_MS = 500;

/** Where a list learns the active dealer. */
export type DealerSource = {
  /** The signed-in user's active dealer, null when signed out. */
  activeDealer: () => string | null;
  /** Calls the listener whenever the session (or anything else that may end a pull) changed; answers its stop. */
  listen: (listener: () => void) => () => void;
};

/** The active dealer as the session says. */
export function sessionDealer(sessions: SessionStore): DealerSource {
  return {
    activeDealer: () => sessions.current()?.user.dealer.token ?? null,
    listen: (listener) => sessions.listen(() => listener()),
  };
}

/** What a list keeps of the dealer's refs: its documents (none at all is "not here yet" until the refs were pulled), and whatever else it reads. */
type RefsData = { docs: readonly unknown[] };

/** A query of a list window: its filter and the window of rows asked. */
type FilterQuery<Filter> = WindowQuery & { filter: Filter };

type RefsKindListsDeps<K extends RefKind, Filter, Row, Data extends RefsData, Summary> = DealerSource & {
  store: Store;
  local: LocalState;
  /** The refs kinds the list reads ("template", "mailbox", "billing" with "settings"). */
  kinds: readonly K[];
  /** What the list keeps of the dealer's refs of those kinds. */
  read: (refs: RefOf<K>[]) => Data;
  /** The rows of a filter, in the list's order (kept until the next change). */
  rows: (data: Data, filter: Filter) => Row[];
  /** What the list tells its summary subscribers of the data, null while it is not here yet. */
  summary?: (data: Data | null) => Summary;
};

export type RefsKindLists<Filter, Row, Summary> = {
  subscribe(id: number, query: FilterQuery<Filter>, callback: (window: ListWindow<Row>) => void): Promise<void>;
  update(id: number, query: FilterQuery<Filter>): Promise<void>;
  subscribeSummary(id: number, callback: (summary: Summary) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

/**
 * A list over the active dealer's refs documents of some kinds, read from the store and read again, coalesced,
 * whenever such a document of that dealer changes, and while the dealer's refs were never pulled until they were
 * (a list watched polls for it). A switch of dealer drops what was read: nothing is served until the new dealer's
 * documents are.
 */
export function createRefsKindLists<K extends RefKind, Filter, Row, Data extends RefsData, Summary = never>(
  deps: RefsKindListsDeps<K, Filter, Row, Data, Summary>,
): RefsKindLists<Filter, Row, Summary> {
  const { store, local } = deps;
  const kinds: readonly RefKind[] = deps.kinds;
  const ofKinds = (doc: DocOf<'refs'>): doc is RefOf<K> => kinds.includes(doc.kind);
  const summaries = new Map<number, (summary: Summary) => void>();
  let dealer: string | null = null;
  /** The active dealer's data, null until read. */
  let data: Data | null = null;
  let pulled = false;
  const views = new Map<string, Row[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  /** The data once it can be shown: read, and holding documents or pulled (else it is still loading). */
  const ready = (): Data | null => (data && (pulled || data.docs.length > 0) ? data : null);
  const subscribers = createListSubscribers<FilterQuery<Filter>, Row>((subscriber) => {
    const current = data;
    if (!current) return;
    const rows = keptView(views, JSON.stringify(subscriber.query.filter), () => deps.rows(current, subscriber.query.filter));
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, ready() === null));
  });
  const watched = () => subscribers.windows.size > 0 || summaries.size > 0;
  const serveAll = () => {
    subscribers.serveAll();
    if (!deps.summary || summaries.size === 0) return;
    const summary = deps.summary(ready());
    for (const callback of summaries.values()) deliver(callback, summary);
  };

  const reload = async () => {
    const reading = dealer;
    if (reading === null) return;
    const [found, position] = await Promise.all([
      store.docs.where('refs', reading, ofKinds),
      readPosition(local, reading, 'refs'),
    ]);
    if (reading !== dealer || closed) return;
    data = deps.read(found);
    pulled = position?.caughtUp === true;
    views.clear();
    serveAll();
    if (!pulled && watched()) schedule(PULL_CHECK_MS);
  };
  const schedule = (delay = COALESCE_MS) => {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void reload();
    }, delay);
  };

  const setDealer = (next: string | null) => {
    dealer = next;
    data = null;
    pulled = false;
    views.clear();
    schedule();
  };
  setDealer(deps.activeDealer());
  const stopListening = deps.listen(() => {
    const next = deps.activeDealer();
    if (next !== dealer) setDealer(next);
    else if (!pulled) schedule();
  });
  // A removal names no kind: it is read again whatever it was (refs are few).
  const changes: Subscription = store.docs.changes('refs').subscribe((bulk) => {
    if (bulk.dealer === dealer && bulk.changes.some(({ doc }) => !doc || ofKinds(doc))) schedule();
  });

  /** A subscriber arriving while the first pull is under way watches for its end. */
  const watchPull = () => {
    if (data && !pulled) schedule(PULL_CHECK_MS);
  };

  return {
    async subscribe(id, query, callback) {
      await subscribers.subscribe(id, query, callback);
      watchPull();
    },
    update: subscribers.update,
    async subscribeSummary(id, callback) {
      summaries.set(id, callback);
      if (data && deps.summary) deliver(callback, deps.summary(ready()));
      watchPull();
    },
    remove(id) {
      subscribers.remove(id);
      summaries.delete(id);
    },
    close() {
      closed = true;
      changes.unsubscribe();
      stopListening();
      if (timer) clearTimeout(timer);
      subscribers.clear();
      summaries.clear();
    },
  };
}
