import type { Dashboard, DashboardQuery } from '../../domain/dashboard/dashboard.ts';
import type { LocalState } from '../store/localState.ts';
import { createThrottledWrites } from '../store/throttledWrites.ts';

/** Dashboards kept per dealer, the most recently answered: a reload asks for the last one shown. */
const KEPT = 2;
/** Writes at most this often (a dashboard is a few tens of kB: its lists hold one page each), away from a burst of range changes. */
const WRITE_EVERY_MS = 10_000;

export function dashboardSnapshotKey(dealer: string): string {
  return `dashboard|${dealer}`;
}

/** A query without the clock (read again every few seconds): the dashboards a reload may answer with. */
const viewKey = (query: DashboardQuery) => JSON.stringify({ ...query, now: undefined });

type Saved = Record<string, Dashboard>;

/**
 * The last dashboards answered per dealer and query, kept in a local document, so a reload shows the dashboard at
 * once while the worker loads the dealer's data from the store (seconds at 100,000 opportunities), then replaces it
 * with the one computed (docs/dashboard.md).
 */
export type DashboardSnapshots = {
  /** Reads a dealer's dashboards once (later calls answer the same promise). */
  load(dealer: string): Promise<void>;
  view(dealer: string, query: DashboardQuery): Dashboard | undefined;
  remember(dealer: string, query: DashboardQuery, dashboard: Dashboard): void;
  close(): Promise<void>;
};

export function createDashboardSnapshots(local: LocalState): DashboardSnapshots {
  const loaded = new Map<string, Promise<void>>();
  const saved = new Map<string, Saved>();
  const writes = createThrottledWrites(async (dealer) => {
    const value = saved.get(dealer);
    if (value) await local.write(dashboardSnapshotKey(dealer), value);
  }, WRITE_EVERY_MS);
  return {
    load(dealer) {
      let found = loaded.get(dealer);
      if (!found) {
        found = local
          .read<Saved>(dashboardSnapshotKey(dealer))
          .then((value) => {
            // Anything remembered meanwhile is newer than what was stored.
            if (value) saved.set(dealer, { ...value, ...saved.get(dealer) });
          })
          .catch(() => undefined);
        loaded.set(dealer, found);
      }
      return found;
    },
    view: (dealer, query) => saved.get(dealer)?.[viewKey(query)],
    remember(dealer, query, dashboard) {
      const value = saved.get(dealer) ?? {};
      const key = viewKey(query);
      delete value[key];
      value[key] = dashboard;
      const keys = Object.keys(value);
      for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete value[old];
      saved.set(dealer, value);
      writes.changed(dealer);
    },
    close: () => writes.flush(),
  };
}
