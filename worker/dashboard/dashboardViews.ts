import { computeDashboard } from '../../domain/dashboard/computeDashboard.ts';
import type { DashboardQuery, DashboardState } from '../../domain/dashboard/dashboard.ts';
import { createFlushScheduler } from '../lists/flushScheduler.ts';
import { readPosition } from '../sync/checkpoints.ts';
import { deliver } from '../subscriptions.ts';
import { createDashboardInputs, type DashboardSources } from './dashboardInputs.ts';
import { createDashboardSnapshots } from './dashboardSnapshots.ts';

type Subscriber = {
  query: DashboardQuery;
  callback: (state: DashboardState) => void;
  version: number;
  /** What the page was last sent: a dealer's dashboard, loading, or nothing yet. */
  sent: { dealer: string } | 'loading' | null;
};

/**
 * The dashboards open in the pages (spec 001 §2.1, docs/dashboard.md): each answered with computeDashboard over the
 * active dealer's data held in memory (dashboardInputs.ts), again a frame after any change of it (a sale pulled after
 * a live poke shows on an open dashboard at once), and at once for a new query: no server round trip.
 */
export type DashboardViews = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: DashboardQuery, callback: (state: DashboardState) => void): Promise<void>;
  update(id: number, query: DashboardQuery): Promise<void>;
  remove(id: number): void;
  /** The active dealer's opportunities or sales changed (their lists say so): the dashboards are computed again. */
  changed(): void;
  /** The opportunities of a dealer were pulled from the server to the end: an empty dealer is empty, not loading. */
  pulled(dealer: string): void;
  close(): void;
};

export function createDashboardViews(deps: Omit<DashboardSources, 'onChanged'>): DashboardViews {
  const subscribers = new Map<number, Subscriber>();
  const pulled = new Set<string>();
  let active: string | null = null;

  const serve = async (subscriber: Subscriber) => {
    const dealer = active;
    if (!dealer) return;
    const version = ++subscriber.version;
    // A newer query, change or dealer was served while this one waited: its answer is stale.
    const stale = () => version !== subscriber.version || active !== dealer;
    const state = inputs.inputOf(dealer, pulled.has(dealer));
    if (state.status !== 'ready') {
      // A reload answers the dashboard last computed for this query while the dealer's data loads.
      await snapshots.load(dealer);
      if (stale()) return;
      const kept = snapshots.view(dealer, subscriber.query);
      if (kept && subscriber.sent === null) {
        subscriber.sent = { dealer };
        deliver(subscriber.callback, { status: 'ready', dashboard: kept });
        return;
      }
      // While another dealer's dashboard is on screen, the page shows loading rather than that dealer's figures.
      const { sent } = subscriber;
      const otherDealer = sent !== null && sent !== 'loading' && sent.dealer !== dealer;
      if ((state.status === 'loading' || otherDealer) && sent !== 'loading') {
        subscriber.sent = 'loading';
        deliver(subscriber.callback, { status: 'loading' });
      }
      return;
    }
    const { query } = subscriber;
    await inputs.readVehicles(dealer, state.input.sales, query.start_date, query.end_date);
    if (stale()) return;
    subscriber.sent = { dealer };
    const dashboard = computeDashboard(state.input, query);
    deliver(subscriber.callback, { status: 'ready', dashboard });
    snapshots.remember(dealer, query, dashboard);
    // Every preset but All Data lies within this year and the last: their ranges then answer without a read.
    inputs.warmVehicles(dealer, state.input.sales, `${Number(query.now.slice(0, 4)) - 1}-01-01`);
  };

  const report = (error: unknown) => console.error('computing the dashboard failed', error);
  const answer = (subscriber: Subscriber) => serve(subscriber).catch(report);
  const serveAll = async () => {
    await Promise.all([...subscribers.values()].map(answer));
  };
  const flusher = createFlushScheduler(serveAll);
  const inputs = createDashboardInputs({ ...deps, onChanged: () => flusher.schedule() });
  const snapshots = createDashboardSnapshots(deps.local);

  return {
    async setDealer(dealer) {
      active = dealer;
      const position = dealer && !pulled.has(dealer) ? readPosition(deps.local, dealer, 'opportunities') : null;
      const [read] = await Promise.all([position, inputs.setDealer(dealer)]);
      if (dealer && read?.caughtUp) pulled.add(dealer);
      // A dealer kept in memory answers at once: nothing loads, so the dashboards are served here.
      if (active === dealer) flusher.schedule();
    },
    async subscribe(id, query, callback) {
      const subscriber: Subscriber = { query, callback, version: 0, sent: null };
      subscribers.set(id, subscriber);
      await answer(subscriber);
    },
    async update(id, query) {
      const subscriber = subscribers.get(id);
      if (!subscriber) return;
      subscriber.query = query;
      await answer(subscriber);
    },
    remove(id) {
      subscribers.delete(id);
    },
    changed() {
      if (subscribers.size > 0) flusher.schedule();
    },
    pulled(dealer) {
      if (pulled.has(dealer)) return;
      pulled.add(dealer);
      if (dealer === active) flusher.schedule();
    },
    close() {
      void snapshots.close();
      inputs.close();
      flusher.close();
      subscribers.clear();
    },
  };
}
