import type { CollectionName } from '../../domain/events/collections.ts';
import type { Store } from '../store/database.ts';
import { deliver } from '../subscriptions.ts';

type Answer<State> = { state: State; retry?: boolean };

export type PersonSubscriptionsDeps<State> = {
  store: Store;
  /** The collections whose documents make up the page; a change of one naming the person recomputes it. */
  watched: readonly CollectionName[];
  /** The person a changed document of `collection` is about (its id, or the customer_id it names). */
  personOf(collection: CollectionName, data: Record<string, unknown>): unknown;
  /** The page's state for a person of the active dealer; retry asks again shortly (an index still loading). */
  compute(dealer: string, personId: string, isCurrent: () => boolean, send: (state: State) => void): Promise<Answer<State> | null>;
  /** What a failure or no dealer answers. */
  failed: State;
};

export type PersonSubscriptions<State> = {
  setDealer(dealer: string | null): void;
  subscribe(id: number, personId: string, callback: (state: State) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

type Subscriber<State> = { personId: string; callback: (state: State) => void; computed: number };

const COALESCE_MS = 30;
const RETRY_MS = 250;

/**
 * Live pages about one person (a customer profile, a prospect profile): each subscriber is answered on subscribe,
 * then again, coalesced, whenever a watched document about that person changes or the dealer switches. An answer
 * computed for a dealer or a change since overtaken is dropped.
 */
export function createPersonSubscriptions<State>(deps: PersonSubscriptionsDeps<State>): PersonSubscriptions<State> {
  const subscribers = new Map<number, Subscriber<State>>();
  const dirty = new Set<number>();
  let active: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (subscriber: Subscriber<State>, state: State) => {
    if ([...subscribers.values()].includes(subscriber)) deliver(subscriber.callback, state);
  };
  const idsOf = (subscriber: Subscriber<State>) => [...subscribers].filter(([, s]) => s === subscriber).map(([id]) => id);

  const compute = async (subscriber: Subscriber<State>): Promise<void> => {
    const dealer = active;
    if (!dealer) return send(subscriber, deps.failed);
    const computed = ++subscriber.computed;
    const isCurrent = () => dealer === active && computed === subscriber.computed;
    const answer = await deps.compute(dealer, subscriber.personId, isCurrent, (state) => isCurrent() && send(subscriber, state));
    if (!answer || !isCurrent()) return;
    if (answer.retry) setTimeout(() => schedule(idsOf(subscriber)), RETRY_MS);
    send(subscriber, answer.state);
  };
  const guarded = (subscriber: Subscriber<State>) => compute(subscriber).catch(() => send(subscriber, deps.failed));

  const flush = () => {
    timer = null;
    const ids = [...dirty];
    dirty.clear();
    for (const id of ids) {
      const subscriber = subscribers.get(id);
      if (subscriber) void guarded(subscriber);
    }
  };
  function schedule(ids: Iterable<number>) {
    for (const id of ids) dirty.add(id);
    if (!timer && dirty.size > 0) timer = setTimeout(flush, COALESCE_MS);
  }

  const streams = deps.watched.map((collection) =>
    deps.store.docs.changes(collection).subscribe((bulk) => {
      if (subscribers.size === 0 || bulk.dealer !== active) return;
      for (const { doc, previous } of bulk.changes) {
        const data = doc ?? previous;
        // A removal whose document was not known names nobody: every open page looks again.
        const personId = data ? deps.personOf(collection, data) : null;
        schedule([...subscribers].filter(([, s]) => !data || s.personId === personId).map(([id]) => id));
      }
    }),
  );

  return {
    setDealer(dealer) {
      if (dealer === active) return;
      active = dealer;
      schedule(subscribers.keys());
    },
    async subscribe(id, personId, callback) {
      const subscriber: Subscriber<State> = { personId, callback, computed: 0 };
      subscribers.set(id, subscriber);
      await guarded(subscriber);
    },
    remove(id) {
      subscribers.delete(id);
      dirty.delete(id);
    },
    close() {
      if (timer) clearTimeout(timer);
      for (const stream of streams) stream.unsubscribe();
      subscribers.clear();
    },
  };
}
