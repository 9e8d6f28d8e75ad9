/** What the cache held for a dealer before its data moved on: a build may bring it up to date instead of starting over. */
export type Previous<T> = { version: string; value: Promise<T> };

/**
 * A small per-dealer cache of something expensive to build (a dealer's parsed list rows), kept while the dealer's
 * data is at the same version and bounded to the dealers used last. Requests arriving while a build runs share it;
 * a failed build is not kept. A build for a new version is handed the previous entry, if any.
 */
export type DealerCache<T> = {
  get(dealer: string, version: string, build: (previous: Previous<T> | null) => Promise<T>): Promise<T>;
};

export function createDealerCache<T>(limit: number): DealerCache<T> {
  const entries = new Map<string, { version: string; value: Promise<T> }>();
  return {
    get(dealer, version, build) {
      const entry = entries.get(dealer);
      entries.delete(dealer);
      if (entry && entry.version === version) {
        entries.set(dealer, entry);
        return entry.value;
      }
      const value = build(entry ?? null);
      entries.set(dealer, { version, value });
      value.catch(() => {
        if (entries.get(dealer)?.value === value) entries.delete(dealer);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
