/**
 * Serialises the store's read-modify-write steps (a pulled batch with its rebase, a dispatched event with its
 * optimistic write, a restore of server truth), so none of them overwrites another's result.
 */
export type WriteLock = { run<T>(work: () => Promise<T>): Promise<T> };

export function createWriteLock(): WriteLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = tail.then(work, work);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
