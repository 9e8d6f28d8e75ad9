import { releaseCallback, type Subscriptions } from '../subscriptions.ts';
import type { ViewName, ViewQuery, ViewValue } from '../views.ts';
import type { WorkerCore } from '../workerCore.ts';

/**
 * How the worker serves one view: started under the subscription's id with its query, its values delivered to the
 * page's callback; a list's query changed without resubscribing; stopped when the page unsubscribes or the worker closes.
 */
export type ViewPart<Query, Value> = {
  start(c: WorkerCore, id: number, query: Query, deliver: (value: Value) => void): Promise<void> | void;
  update?(c: WorkerCore, id: number, query: Query): Promise<void> | void;
  stop(c: WorkerCore, id: number): void;
};

/** The parts serving some of the views, each registered once under its name. */
export type ViewParts<Names extends ViewName> = { [K in Names]: ViewPart<ViewQuery<K>, ViewValue<K>> };

/** A part of the core (or one made on first use) whose views are kept under the subscription's id. */
type Part = { remove(id: number): void };
type PartOf<P> = (c: WorkerCore) => P | Promise<P>;

/** A view served by a part that keeps it under the subscription's id (a profile, the calendar's counts...). */
export function partView<P extends Part, Query, Value>(
  of: PartOf<P>,
  start: (part: P, id: number, query: Query, deliver: (value: Value) => void) => Promise<void> | void,
): ViewPart<Query, Value> {
  return {
    start: async (c, id, query, deliver) => start(await of(c), id, query, deliver),
    stop: (c, id) => void Promise.resolve(of(c)).then((part) => part.remove(id)),
  };
}

/** A list's part: subscribed, its query (window and view) changed, removed, all by the subscription's id. */
type ListPart<Query, Value> = Part & {
  subscribe(id: number, query: Query, deliver: (value: Value) => void): Promise<void> | void;
  update(id: number, query: Query): Promise<void> | void;
};

/** A list view served by a list part. */
export function listView<Query, Value>(of: PartOf<ListPart<Query, Value>>): ViewPart<Query, Value> {
  return {
    ...partView(of, (part, id, query, deliver: (value: Value) => void) => part.subscribe(id, query, deliver)),
    update: async (c, id, query) => (await of(c)).update(id, query),
  };
}

/** A view whose start answers its own stop (a watch of the store that the part does not keep). */
export function watchedView<Query, Value>(
  watch: (c: WorkerCore, query: Query, deliver: (value: Value) => void) => Promise<() => void> | (() => void),
): ViewPart<Query, Value> {
  const stops = new Map<number, () => void>();
  return {
    async start(c, id, query, deliver) {
      stops.set(id, await watch(c, query, deliver));
    },
    stop(_c, id) {
      stops.get(id)?.();
      stops.delete(id);
    },
  };
}

/** api.subscribe and api.update over the registered parts: one way in for every view of the page. */
export function createViewApi(core: () => Promise<WorkerCore>, subscriptions: Subscriptions, parts: ViewParts<ViewName>) {
  const partOf = (view: ViewName) => parts[view] as ViewPart<unknown, unknown>;
  return {
    async subscribe<K extends ViewName>(view: K, query: ViewQuery<K>, callback: (value: ViewValue<K>) => void): Promise<number> {
      const part = partOf(view);
      const c = await core();
      const id = subscriptions.add(() => {
        part.stop(c, id);
        releaseCallback(callback);
      });
      await part.start(c, id, query, callback as (value: unknown) => void);
      return id;
    },
    async update<K extends ViewName>(subscription: number, view: K, query: ViewQuery<K>): Promise<void> {
      if (subscriptions.has(subscription)) await partOf(view).update?.(await core(), subscription, query);
    },
  };
}
