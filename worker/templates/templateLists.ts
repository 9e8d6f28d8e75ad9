import type { Subscription } from 'rxjs';
import type { TemplateDoc } from '../../domain/templates/template.ts';
import { compareTemplates, templateRows, type TemplateFilter } from '../../domain/templates/templateList.ts';
import type { ListWindow } from '../api.ts';
import { keptView } from '../lists/keptView.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from '../lists/liveWindow.ts';
import type { SessionStore } from '../session/sessionStore.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { deliver } from '../subscriptions.ts';
import { readPosition } from '../sync/checkpoints.ts';

/** One view of the templates tab's list (spec 002 §2): its filter and the window of rows asked. */
export type TemplateListQuery = { version: number; filter: TemplateFilter; offset: number; limit: number };

/** Every live template of the active dealer in the list's order; null while the dealer's refs were never pulled. */
export type TemplateSet = TemplateDoc[] | null;

const COALESCE_MS = 16;
/** While the first pull of the dealer's refs is under way, how often the list looks whether it ended. */
const PULL_CHECK_MS = 500;

type Subscriber = WindowSubscriber<TemplateListQuery, TemplateDoc>;

/**
 * The active dealer's templates (refs of kind "template"), read from the store and read again, coalesced, whenever a
 * refs document of that dealer changes: a template dispatched here shows at once, one pulled after a colleague's
 * change within a frame of the pull. Windows follow the list's rules (domain/templates/templateList.ts), the same
 * GET /templates applies.
 */
export type TemplateLists = {
  subscribe(id: number, query: TemplateListQuery, callback: (window: ListWindow<TemplateDoc>) => void): Promise<void>;
  update(id: number, query: TemplateListQuery): Promise<void>;
  /** Every live template, for the builder's next and previous arrows. */
  subscribeSet(id: number, callback: (templates: TemplateSet) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

export function createTemplateLists(deps: { store: Store; local: LocalState; sessions: SessionStore }): TemplateLists {
  const { store, local, sessions } = deps;
  const sets = new Map<number, (templates: TemplateSet) => void>();
  let dealer: string | null = null;
  let docs: TemplateDoc[] = [];
  let loaded = false;
  let pulled = false;
  const views = new Map<string, TemplateDoc[]>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const serve = (subscriber: Subscriber) => {
    if (!loaded) return;
    const rows = keptView(views, JSON.stringify(subscriber.query.filter), () => templateRows(docs, subscriber.query.filter));
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, docs.length === 0 && !pulled));
  };
  const subscribers = createListSubscribers<TemplateListQuery, TemplateDoc>(serve);
  const liveSet = (): TemplateSet => (loaded && (pulled || docs.length > 0) ? docs.filter((doc) => !doc.deleted_at).sort(compareTemplates) : null);
  const watched = () => subscribers.windows.size > 0 || sets.size > 0;
  const serveAll = () => {
    subscribers.serveAll();
    const set = liveSet();
    for (const callback of sets.values()) deliver(callback, set);
  };

  const reload = async () => {
    const reading = dealer;
    if (reading === null) return;
    const [found, position] = await Promise.all([
      store.replicated.refs.find({ selector: { dealer: reading, kind: 'template' } }).exec(),
      readPosition(local, reading, 'refs'),
    ]);
    if (reading !== dealer || closed) return;
    docs = found.map((doc) => doc.toJSON() as unknown as TemplateDoc);
    pulled = position?.caughtUp === true;
    loaded = true;
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
      return data?.dealer === dealer;
    });
    if (touched) schedule();
  });

  /** A subscriber arriving while the first pull is under way watches for its end. */
  const watchPull = () => {
    if (loaded && !pulled) schedule(PULL_CHECK_MS);
  };

  return {
    async subscribe(id, query, callback) {
      await subscribers.subscribe(id, query, callback);
      watchPull();
    },
    update: subscribers.update,
    async subscribeSet(id, callback) {
      sets.set(id, callback);
      if (loaded) deliver(callback, liveSet());
      watchPull();
    },
    remove(id) {
      subscribers.remove(id);
      sets.delete(id);
    },
    close() {
      closed = true;
      changes.unsubscribe();
      stopListening();
      if (timer) clearTimeout(timer);
      subscribers.clear();
      sets.clear();
    },
  };
}
