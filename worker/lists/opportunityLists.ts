import type { Doc } from '../../domain/events/collections.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { opportunityFilterOptions, type OpportunityFilterOptions } from '../../domain/opportunityList/filterOptions.ts';
import { opportunityPredicate, type OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import type { ListWindow, OpportunityCounts, OpportunityListQuery } from '../api.ts';
import type { Store } from '../store/database.ts';
import type { LocalState } from '../store/localState.ts';
import { readPosition } from '../sync/checkpoints.ts';
import type { ReassignTargets } from '../../domain/commands/commandEvent.ts';
import { createDealerIndexes, type DealerIndexes } from './dealerIndexes.ts';
import { createFlushScheduler } from './flushScheduler.ts';
import { createIdleWarmer } from './idleWarmer.ts';
import { createListSubscribers, sendCounts, type CountSubscriber } from './listSubscribers.ts';
import { sendWindow, sliceWindow, type WindowSubscriber } from './liveWindow.ts';
import { createOpportunityIndex, type OpportunityChange, type OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import { createRemoteWindows, type FetchListPage } from './remoteWindows.ts';
import { createWindowSnapshots } from './windowSnapshots.ts';

type Subscriber = WindowSubscriber<OpportunityListQuery, Opportunity>;

export type OpportunityListsDeps = {
  store: Store;
  local: LocalState;
  /** The active dealer's sold rows, null until they are loaded. */
  soldCount: () => number | null;
  /** The server's list endpoint, which answers the lists until a dealer's first pull is through (remoteWindows.ts). */
  fetchPage?: FetchListPage;
  /** The active dealer's rows changed, or its index was loaded (the customer list's chips follow them). */
  onRowsChanged?: () => void;
};

/**
 * The opportunity lists of the active dealer, served from an in-memory index per dealer (opportunityIndex.ts):
 * windows and tab counts for live subscriptions, kept current from the collection's change stream. While a
 * dealer's index loads, a subscription is answered from the snapshot of the same view served before the reload.
 */
export type OpportunityLists = {
  setDealer(dealer: string | null): Promise<void>;
  subscribe(id: number, query: OpportunityListQuery, callback: (window: ListWindow<Opportunity>) => void): Promise<void>;
  update(id: number, query: OpportunityListQuery): Promise<void>;
  subscribeCounts(id: number, callback: (counts: OpportunityCounts) => void): Promise<void>;
  remove(id: number): void;
  /**
   * The first rows of views of the active dealer, each as a window of its own (version 0), for a screen to hold
   * ahead of a click (a sort); null where a view's order is not built, all null while the lists are not local.
   */
  firstWindows(views: readonly OpportunityView[], limit: number): (ListWindow<Opportunity> | null)[];
  filterOptions(type: OpportunityType, context: Parameters<typeof opportunityFilterOptions>[1]): Promise<OpportunityFilterOptions>;
  /** The customers of the rows of a type passing a filter, and every opportunity (all types) of those customers. */
  reassignTargets(type: OpportunityType, filter: OpportunityFilter): Promise<ReassignTargets>;
  /** A customer's opportunity rows from a dealer's loaded index; null while that index is not in memory. */
  customerOpportunities(dealer: string, customerId: string): Opportunity[] | null;
  /** A type's rows in a dealer's index, loaded when not in memory (the vehicle page's replaceable opportunities). */
  rowsOf(dealer: string, type: OpportunityType): Promise<Iterable<Opportunity>>;
  /** A dealer's index if it is in memory. */
  loaded(dealer: string): OpportunityIndex | undefined;
  /** A dealer's index, loaded when not in memory. */
  index(dealer: string): Promise<OpportunityIndex>;
  /**
   * The opportunities of a dealer were pulled from the server: its lists may leave their loading state; another
   * dealer's index is built ahead (readAhead).
   */
  pulled(dealer: string): void;
  /**
   * Another dealer's index built ahead, for a first switch to it (its opportunities pulled, or read after a start):
   * only while fewer dealers than the lists keep are in memory.
   */
  readAhead(dealer: string): void;
  /**
   * A page of a dealer's opportunity snapshot, before it is stored: its rows join the dealer's index at once, and
   * once the last page is in (every page of this run held by the index) the lists are answered from it.
   */
  primeSnapshot(dealer: string, docs: readonly Doc[], place: { first: boolean; last: boolean }): void;
  /** The sold count may have changed. */
  soldChanged(): void;
  close(): Promise<void>;
};

export type OpportunityView = Pick<OpportunityListQuery, 'type' | 'filter' | 'sort'>;

function viewKey(query: OpportunityView): string {
  return `${query.type}|${query.sort.by}|${query.sort.order}|${JSON.stringify(query.filter)}`;
}

export function createOpportunityLists(deps: OpportunityListsDeps): OpportunityLists {
  const { store, local } = deps;
  const pulledDealers = new Map<string, boolean>();
  const snapshots = createWindowSnapshots<Opportunity, OpportunityCounts>(local, 'opportunity');
  const remembered = new Map<string, number>();
  /** Per dealer, whether its index took every snapshot page of this run so far. */
  const primedAll = new Map<string, boolean>();

  const indexes: DealerIndexes<OpportunityIndex> = createDealerIndexes<'opportunities', OpportunityIndex, OpportunityChange>({
    changes: store.docs.changes('opportunities'),
    async build(dealer) {
      const [docs, position] = await Promise.all([
        store.docs.all('opportunities', dealer),
        readPosition(local, dealer, 'opportunities'),
      ]);
      if (!pulledDealers.get(dealer)) pulledDealers.set(dealer, position?.caughtUp === true);
      const index = createOpportunityIndex();
      index.reset(docs);
      return index;
    },
    change: (id, row) => ({ id, row }),
    onChange() {
      flusher.schedule();
      warmer.schedule();
      deps.onRowsChanged?.();
    },
  });
  const settled = indexes.settled;

  const liveCounts = (dealer: string, index: OpportunityIndex): OpportunityCounts => ({
    ...index.counts(),
    sold: deps.soldCount() ?? snapshots.counts(dealer)?.sold ?? 0,
  });

  /** Answers a subscriber from the index, or from the snapshot of its view while the index loads. */
  const serve = (subscriber: Subscriber) => {
    const dealer = indexes.active();
    if (!dealer) return;
    const { query } = subscriber;
    const key = viewKey(query);
    const index = indexes.get(dealer);
    if (!index) {
      const saved = snapshots.view(dealer, key);
      const wanted = saved ? Math.min(query.offset + query.limit, saved.total) : 0;
      if (saved && wanted <= saved.rows.length) sendWindow(subscriber, sliceWindow(saved.rows, query, saved.total));
      return;
    }
    if (remote && pulledDealers.get(dealer) !== true) {
      const answer = remote.window(dealer, key, query, query);
      if (answer === 'pending') return;
      if (answer !== 'unavailable') {
        sendWindow(subscriber, answer.window);
        return;
      }
    }
    const { rows, total } = index.view(query.type, query.filter, query.sort, query.offset + query.limit);
    const empty = total === 0 && pulledDealers.get(dealer) !== true;
    sendWindow(subscriber, sliceWindow(rows, query, total, empty));
    const rememberedAt = `${dealer}|${key}`;
    if (!empty && remembered.get(rememberedAt) !== index.version) {
      remembered.set(rememberedAt, index.version);
      snapshots.remember(dealer, key, rows, total);
      // The tabs' counts come back with the first rows.
      snapshots.rememberCounts(dealer, liveCounts(dealer, index));
    }
  };

  const serveCounts = (subscriber: CountSubscriber<OpportunityCounts>) => {
    const dealer = indexes.active();
    if (!dealer) return;
    const index = indexes.get(dealer);
    const fromServer = pulledDealers.get(dealer) !== true ? remote?.counts(dealer) : null;
    const value = fromServer ?? (index ? liveCounts(dealer, index) : snapshots.counts(dealer));
    if (!value || !sendCounts(subscriber, value)) return;
    if (index && !fromServer) snapshots.rememberCounts(dealer, value);
  };

  const subscribers = createListSubscribers<OpportunityListQuery, Opportunity, OpportunityCounts>(serve, serveCounts);
  const flushAll = () => subscribers.serveAll();
  const flusher = createFlushScheduler(flushAll);
  // The sort orders of the lists on screen are built ahead, once the user and the sync have been quiet for a
  // second, so a first sort by a column answers as fast as the next.
  const warmer = createIdleWarmer(() => {
    const dealer = indexes.active();
    const index = dealer ? indexes.get(dealer) : undefined;
    if (!index) return false;
    const shown = new Set([...subscribers.windows.values()].map((subscriber) => subscriber.query.type));
    return [...shown].some((type) => index.warmOne(type));
  });
  const remote = deps.fetchPage ? createRemoteWindows(deps.fetchPage, () => flusher.schedule()) : null;

  const lists: OpportunityLists = {
    async setDealer(dealer) {
      if (dealer === indexes.active()) {
        await settled();
        return;
      }
      // The snapshot is read first: on a reload it answers the lists while the rows load (a second or more).
      const snapshot = dealer ? snapshots.load(dealer) : Promise.resolve();
      const ready = indexes.setActive(dealer, snapshot);
      if (!dealer) return;
      await snapshot;
      if (indexes.active() === dealer) flushAll();
      await ready;
      // A later switch won: its own flush answers the subscribers.
      if (indexes.active() === dealer) {
        flushAll();
        warmer.schedule();
        deps.onRowsChanged?.();
      }
    },
    async subscribe(id, query, callback) {
      const subscriber = subscribers.addWindow(id, query, callback);
      const dealer = indexes.active();
      if (dealer) await snapshots.load(dealer);
      serve(subscriber);
      warmer.schedule();
    },
    async update(id, query) {
      await subscribers.update(id, query);
      warmer.schedule();
    },
    async subscribeCounts(id, callback) {
      const subscriber = subscribers.addCounts(id, callback);
      const dealer = indexes.active();
      if (dealer) await snapshots.load(dealer);
      serveCounts(subscriber);
    },
    remove: subscribers.remove,
    firstWindows(views, limit) {
      const dealer = indexes.active();
      const index = dealer ? indexes.get(dealer) : undefined;
      if (!dealer || !index || pulledDealers.get(dealer) !== true) return views.map(() => null);
      return views.map((view) => {
        const first = index.firstRows(view.type, view.filter, view.sort, limit);
        return first && { version: 0, total: first.total, offset: 0, rows: first.rows };
      });
    },
    async filterOptions(type, context) {
      const index = await settled();
      return opportunityFilterOptions(index ? index.rowsOf(type) : [], context);
    },
    customerOpportunities(dealer, customerId) {
      const index = indexes.get(dealer);
      if (!index) return null;
      return index.opportunityIdsOf([customerId]).flatMap((id) => index.get(id) ?? []);
    },
    async rowsOf(dealer, type) {
      return (await indexes.load(dealer)).rowsOf(type);
    },
    loaded: indexes.get,
    index: indexes.load,
    async reassignTargets(type, filter) {
      const index = await settled();
      if (!index) return { customer_ids: [], opportunity_ids: [] };
      const test = opportunityPredicate(filter);
      const customers = new Set<string>();
      for (const row of index.rowsOf(type)) if (test(row)) customers.add(row.customer_id);
      return { customer_ids: [...customers], opportunity_ids: index.opportunityIdsOf(customers) };
    },
    pulled(dealer) {
      if (pulledDealers.get(dealer)) return;
      pulledDealers.set(dealer, true);
      remote?.forget(dealer);
      if (dealer === indexes.active()) flusher.schedule();
      else lists.readAhead(dealer);
    },
    readAhead(dealer) {
      if (dealer !== indexes.active()) indexes.preload(dealer);
    },
    primeSnapshot(dealer, docs, { first, last }) {
      const held = indexes.prime(dealer, docs);
      primedAll.set(dealer, held && (first || primedAll.get(dealer) === true));
      if (last && primedAll.get(dealer)) lists.pulled(dealer);
    },
    soldChanged() {
      if (subscribers.counts.size) flusher.schedule();
    },
    async close() {
      indexes.close();
      flusher.close();
      warmer.close();
      subscribers.clear();
      await snapshots.close();
    },
  };
  return lists;
}
