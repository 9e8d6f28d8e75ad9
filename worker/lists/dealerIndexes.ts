import type { Observable, Subscription } from 'rxjs';
import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import type { DocBulk } from '../store/docStore.ts';

/** Dealers whose indexes stay in memory (kept current), so switching back is instant. */
const KEEP_DEALERS = 3;

/** What the engine asks of a list's in-memory index of one dealer. */
export type ChangeableIndex<Change> = { apply(changes: Change[]): void };

export type DealerIndexesOptions<C extends CollectionName, Index extends ChangeableIndex<Change>, Change> = {
  /** The changes of the collection whose documents the index holds (DocStore.changes): they keep every loaded index current. */
  changes: Observable<DocBulk<C>>;
  /** Builds a dealer's index from the store (the changes that arrive meanwhile are applied after it). */
  build: (dealer: string) => Promise<Index>;
  /** A store change as the index takes it: the document, or null when it was removed. */
  change: (id: string, doc: DocOf<C> | null) => Change;
  /** The active dealer's index changed. */
  onChange: () => void;
};

/**
 * The in-memory indexes of a list, one per dealer, for the active dealer and the last ones used: built on first
 * use, kept current from the collection's change stream (changes during the build are buffered and applied after
 * it), the least recent dropped beyond three. Every list of the worker holds its dealers' rows through this.
 */
export type DealerIndexes<Index> = {
  active(): string | null;
  /** A dealer's index if it is in memory. */
  get(dealer: string): Index | undefined;
  /** A dealer's index, built when not in memory. */
  load(dealer: string): Promise<Index>;
  /**
   * Builds a dealer's index ahead (another dealer of the user, once synced), so a first switch to it answers at
   * once; only while fewer dealers than are kept are in memory, so it never drops one used before.
   */
  preload(dealer: string): void;
  /**
   * Makes a dealer (null: none) the active one and answers its index once built; `before` runs first (a list's
   * snapshot read). A later switch wins: settled() then answers that one.
   */
  setActive(dealer: string | null, before?: Promise<unknown>): Promise<Index | null>;
  /** The active dealer's index once no switch is under way. */
  settled(): Promise<Index | null>;
  /**
   * Documents of a dealer as the server has them, before they are stored (a first sync's snapshot page): applied to
   * its index if it is in memory or being built; true when it was. The store's change stream brings them again.
   */
  prime(dealer: string, docs: readonly Doc[]): boolean;
  close(): void;
};

export function createDealerIndexes<C extends CollectionName, Index extends ChangeableIndex<Change>, Change>(
  options: DealerIndexesOptions<C, Index, Change>,
): DealerIndexes<Index> {
  const indexes = new Map<string, Index>();
  const loading = new Map<string, { promise: Promise<Index>; buffered: Change[] }>();
  let active: string | null = null;
  let ready: Promise<Index | null> = Promise.resolve(null);

  const load = (dealer: string): Promise<Index> => {
    const existing = indexes.get(dealer);
    if (existing) {
      // Most recently used last: the first one found on eviction is the oldest.
      indexes.delete(dealer);
      indexes.set(dealer, existing);
      return Promise.resolve(existing);
    }
    const pending = loading.get(dealer);
    if (pending) return pending.promise;
    const buffered: Change[] = [];
    const promise = options.build(dealer).then((index) => {
      index.apply(buffered);
      loading.delete(dealer);
      indexes.set(dealer, index);
      while (indexes.size > KEEP_DEALERS) {
        const oldest = [...indexes.keys()].find((key) => key !== active);
        if (!oldest) break;
        indexes.delete(oldest);
      }
      return index;
    });
    loading.set(dealer, { promise, buffered });
    return promise;
  };

  const settled = async (): Promise<Index | null> => {
    for (;;) {
      const awaited = ready;
      const index = await awaited;
      if (awaited === ready) return index;
    }
  };

  const changes: Subscription = options.changes.subscribe(({ dealer, changes: stored }) => {
    const list = stored.map(({ id, doc }) => options.change(id, doc));
    indexes.get(dealer)?.apply(list);
    loading.get(dealer)?.buffered.push(...list);
    if (dealer === active) options.onChange();
  });

  return {
    active: () => active,
    get: (dealer) => indexes.get(dealer),
    load,
    preload(dealer) {
      if (indexes.has(dealer) || loading.has(dealer) || indexes.size + loading.size >= KEEP_DEALERS) return;
      void load(dealer).catch(() => undefined);
    },
    setActive(dealer, before = Promise.resolve()) {
      active = dealer;
      ready = dealer ? before.then(() => load(dealer)) : Promise.resolve(null);
      return ready;
    },
    settled,
    prime(dealer, docs) {
      // A snapshot page holds what the store will: its documents are the collection's (typed as DocStore's are).
      const changes = docs.map((doc) => options.change(doc.id, doc as DocOf<C>));
      const index = indexes.get(dealer);
      const pending = loading.get(dealer);
      if (index) index.apply(changes);
      else if (pending) pending.buffered.push(...changes);
      else return false;
      if (dealer === active) options.onChange();
      return true;
    },
    close() {
      changes.unsubscribe();
    },
  };
}
