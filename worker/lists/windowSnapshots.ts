import { FIRST_WINDOW } from '../../domain/lists/windowRange.ts';
import type { LocalState } from '../store/localState.ts';
import { createThrottledWrites } from '../store/throttledWrites.ts';

/** The first rows of one view and its total, as last served. */
export type ViewSnapshot<Row> = { rows: Row[]; total: number };

type Saved<Row, Counts> = { views: Record<string, ViewSnapshot<Row>>; counts: Counts | null };

/** Rows kept per view: the first window a list asks for (fewer would leave a reloaded list waiting for its index). */
const SNAPSHOT_ROWS = FIRST_WINDOW.limit;
/** Views kept per dealer, the most recently served. */
const KEPT_VIEWS = 8;
/** Writes at most this often (each is a small local document of a few hundred kB at most). */
const WRITE_EVERY_MS = 3_000;

/** The lists that keep the windows they served for a reload. */
export const SNAPSHOT_LISTS = ['opportunity', 'customer'] as const;
export type SnapshotList = (typeof SNAPSHOT_LISTS)[number];

export function windowSnapshotKey(list: SnapshotList, dealer: string): string {
  return `${list}-windows|${dealer}`;
}

/**
 * The last windows served per dealer and view, kept in a local document, so a reload answers a list at once from
 * them while the whole index loads from the store (a second or more at 100,000 rows), then replaces them.
 */
export type WindowSnapshots<Row, Counts> = {
  /** Reads a dealer's snapshots once (later calls answer the same promise). */
  load(dealer: string): Promise<void>;
  view(dealer: string, key: string): ViewSnapshot<Row> | undefined;
  counts(dealer: string): Counts | null;
  /** Remembers a view's first rows and total; written within a few seconds. */
  remember(dealer: string, key: string, rows: readonly Row[], total: number): void;
  rememberCounts(dealer: string, counts: Counts): void;
  close(): Promise<void>;
};

export function createWindowSnapshots<Row, Counts>(local: LocalState, list: SnapshotList): WindowSnapshots<Row, Counts> {
  const loaded = new Map<string, Promise<void>>();
  const saved = new Map<string, Saved<Row, Counts>>();

  const of = (dealer: string): Saved<Row, Counts> => {
    let found = saved.get(dealer);
    if (!found) {
      found = { views: {}, counts: null };
      saved.set(dealer, found);
    }
    return found;
  };

  const writes = createThrottledWrites(async (dealer) => {
    const value = saved.get(dealer);
    if (value) await local.write(windowSnapshotKey(list, dealer), value);
  }, WRITE_EVERY_MS);
  const changed = (dealer: string) => writes.changed(dealer);

  return {
    load(dealer) {
      let found = loaded.get(dealer);
      if (!found) {
        found = local
          .read<Saved<Row, Counts>>(windowSnapshotKey(list, dealer))
          .then((value) => {
            // Anything remembered meanwhile is newer than what was stored.
            const current = of(dealer);
            if (value) saved.set(dealer, { views: { ...value.views, ...current.views }, counts: current.counts ?? value.counts });
          })
          .catch(() => undefined);
        loaded.set(dealer, found);
      }
      return found;
    },
    view: (dealer, key) => saved.get(dealer)?.views[key],
    counts: (dealer) => saved.get(dealer)?.counts ?? null,
    remember(dealer, key, rows, total) {
      const value = of(dealer);
      delete value.views[key];
      value.views[key] = { rows: rows.slice(0, SNAPSHOT_ROWS), total };
      const keys = Object.keys(value.views);
      for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_VIEWS))) delete value.views[old];
      changed(dealer);
    },
    rememberCounts(dealer, counts) {
      of(dealer).counts = counts;
      changed(dealer);
    },
    close: () => writes.flush(),
  };
}
