import * as Comlink from 'comlink';

/** The subscriptions the UI holds, by id; each knows how to stop and release its callback proxy. */
export type Subscriptions = {
  add(stop: () => void): number;
  remove(id: number): void;
  has(id: number): boolean;
  closeAll(): void;
};

export function createSubscriptions(): Subscriptions {
  let next = 1;
  const stops = new Map<number, () => void>();
  return {
    add(stop) {
      const id = next++;
      stops.set(id, stop);
      return id;
    },
    remove(id) {
      const stop = stops.get(id);
      stops.delete(id);
      stop?.();
    },
    has: (id) => stops.has(id),
    closeAll() {
      for (const id of [...stops.keys()]) this.remove(id);
    },
  };
}

/** Calls a subscriber (a Comlink proxy in the worker, a plain function in tests); a gone page is not our error. */
export function deliver<T>(callback: (value: T) => void, value: T): void {
  try {
    const result: unknown = callback(value);
    if (result instanceof Promise) result.catch(() => undefined);
  } catch {
    // The page went away; its subscription is released on unsubscribe or close.
  }
}

/** Releases a Comlink proxy callback so the page side can be collected. */
export function releaseCallback(callback: unknown): void {
  if (typeof callback !== 'function') return;
  const release = (callback as unknown as Record<symbol, unknown>)[Comlink.releaseProxy];
  if (typeof release === 'function') {
    try {
      const result: unknown = release.call(callback);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // Already released.
    }
  }
}
