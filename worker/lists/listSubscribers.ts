import type { ListWindow } from '../api.ts';
import { deliver } from '../subscriptions.ts';
import type { WindowQuery, WindowSubscriber } from './liveWindow.ts';

/** A live counts subscription: its callback and the counts it was sent last (as JSON). */
export type CountSubscriber<Counts> = { callback: (counts: Counts) => void; last: string };

/** Sends counts unless the subscriber already has the very same; true when they were sent. */
export function sendCounts<Counts>(subscriber: CountSubscriber<Counts>, counts: Counts): boolean {
  const key = JSON.stringify(counts);
  if (subscriber.last === key) return false;
  subscriber.last = key;
  deliver(subscriber.callback, counts);
  return true;
}

/**
 * The live subscriptions of a list by id: its windows and, for a list with tabs, its counts, each answered by the
 * list's serve (or serveCounts) when it subscribes, when it changes its query, and when the list changed (serveAll).
 */
export type ListSubscribers<Query extends WindowQuery, Row, Counts> = {
  readonly windows: ReadonlyMap<number, WindowSubscriber<Query, Row>>;
  readonly counts: ReadonlyMap<number, CountSubscriber<Counts>>;
  /** Registers a window subscription without serving it (the list serves it once it can). */
  addWindow(id: number, query: Query, callback: (window: ListWindow<Row>) => void): WindowSubscriber<Query, Row>;
  /** Registers a counts subscription without serving it (the list serves it once it can). */
  addCounts(id: number, callback: (counts: Counts) => void): CountSubscriber<Counts>;
  subscribe(id: number, query: Query, callback: (window: ListWindow<Row>) => void): Promise<void>;
  /** Gives a window subscription its new query and serves it; nothing for an id not (or no longer) subscribed. */
  update(id: number, query: Query): Promise<void>;
  subscribeCounts(id: number, callback: (counts: Counts) => void): Promise<void>;
  serveAll(): void;
  remove(id: number): void;
  clear(): void;
};

export function createListSubscribers<Query extends WindowQuery, Row, Counts = never>(
  serve: (subscriber: WindowSubscriber<Query, Row>) => void,
  serveCounts: (subscriber: CountSubscriber<Counts>, id: number) => void = () => undefined,
): ListSubscribers<Query, Row, Counts> {
  const windows = new Map<number, WindowSubscriber<Query, Row>>();
  const counts = new Map<number, CountSubscriber<Counts>>();
  const addWindow = (id: number, query: Query, callback: (window: ListWindow<Row>) => void) => {
    const subscriber: WindowSubscriber<Query, Row> = { query, callback, last: null };
    windows.set(id, subscriber);
    return subscriber;
  };
  const addCounts = (id: number, callback: (counts: Counts) => void) => {
    const subscriber: CountSubscriber<Counts> = { callback, last: '' };
    counts.set(id, subscriber);
    return subscriber;
  };
  return {
    windows,
    counts,
    addWindow,
    addCounts,
    async subscribe(id, query, callback) {
      serve(addWindow(id, query, callback));
    },
    async update(id, query) {
      const subscriber = windows.get(id);
      if (!subscriber) return;
      subscriber.query = query;
      serve(subscriber);
    },
    async subscribeCounts(id, callback) {
      serveCounts(addCounts(id, callback), id);
    },
    serveAll() {
      for (const subscriber of windows.values()) serve(subscriber);
      for (const [id, subscriber] of counts) serveCounts(subscriber, id);
    },
    remove(id) {
      windows.delete(id);
      counts.delete(id);
    },
    clear() {
      windows.clear();
      counts.clear();
    },
  };
}
