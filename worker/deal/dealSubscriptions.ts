import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { DealState } from '../api.ts';
import type { OpportunityLists } from '../lists/opportunityLists.ts';
import type { Store } from '../store/database.ts';
import { deliver } from '../subscriptions.ts';
import { createCustomerDocs } from './customerDocs.ts';
import { createDealerCatalogue } from './dealerCatalogue.ts';

/** The spec's wording when an opportunity cannot be loaded (spec 001 §2.4, §8). */
export const DEAL_LOAD_ERROR = 'There was a problem loading their request';

/** GET /opportunity/{id}: the per-customer documents of an opportunity the store does not hold yet. */
export type RemoteDeal = Pick<DealDocs, 'opportunity' | 'customer' | 'vehicle' | 'opportunities'> & {
  sales: NonNullable<DealDocs['sales']>;
};

export type DealSubscriptionsDeps = {
  store: Store;
  opportunities: Pick<OpportunityLists, 'customerOpportunities'>;
  /** Reads an opportunity from the server: null when the server has none, throws when it cannot be asked. */
  fetchDeal(dealer: string, opportunityId: string): Promise<RemoteDeal | null>;
};

export type DealSubscriptions = {
  setDealer(dealer: string | null): void;
  subscribe(id: number, opportunityId: string, callback: (state: DealState) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

type Subscriber = {
  opportunityId: string;
  callback: (state: DealState) => void;
  /** The customer the last answer was about: changes of their documents recompute it. */
  customerId: string | null;
  vehicleId: string | null;
  remote: RemoteDeal | null;
  fetching: boolean;
  /** The row of the last answer: kept on screen if the row is removed while the page is open. */
  last: Opportunity | null;
  /** Counts the answers computed: a late read of the sales completes only the latest. */
  computed: number;
};

const COALESCE_MS = 50;
/** What a deal page reads by id; until they are in memory, the server's answer stands in. */
const DEAL_COLLECTIONS = ['opportunities', 'customers', 'vehicles'] as const;
const INDEX_RETRY_MS = 250;

/**
 * The deal pages' live documents (worker API subscribeDeal). Local first: the opportunity, its customer and owned
 * vehicle by id, the customer's sales from in-memory groupings, the customer's other rows from the
 * opportunity index, the dealer's catalogue. An opportunity the store does not hold yet (a row shown from the
 * server's list during the first sync) is read once from the server, then replaced by local data as it arrives.
 */
export function createDealSubscriptions(deps: DealSubscriptionsDeps): DealSubscriptions {
  const { store } = deps;
  const sales = createCustomerDocs(store, 'deals');
  const catalogue = createDealerCatalogue(store);
  const subscribers = new Map<number, Subscriber>();
  const dirty = new Set<number>();
  let active: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (subscriber: Subscriber, state: DealState) => {
    if ([...subscribers.values()].includes(subscriber)) deliver(subscriber.callback, state);
  };

  /** Reads the deal from the server once for this subscriber; answers again when it comes. Null when it cannot. */
  const fetchRemote = async (subscriber: Subscriber, dealer: string): Promise<RemoteDeal | null> => {
    subscriber.fetching = true;
    let remote: RemoteDeal | null = null;
    try {
      remote = await deps.fetchDeal(dealer, subscriber.opportunityId);
    } catch {
      remote = null;
    }
    subscriber.fetching = false;
    if (remote && dealer === active) subscriber.remote = remote;
    return remote;
  };

  const compute = async (subscriber: Subscriber): Promise<void> => {
    const dealer = active;
    if (!dealer) return send(subscriber, { status: 'error', message: DEAL_LOAD_ERROR });
    const inMemory = DEAL_COLLECTIONS.every((collection) => store.docs.held(collection, dealer));
    if (!inMemory) {
      // Right after a start the dealer's documents are still being read into memory (seconds at 100,000
      // opportunities): the server answers the deal sooner, and the local documents replace it once read.
      void Promise.all(DEAL_COLLECTIONS.map((collection) => store.docs.docs(collection, dealer))).then(() => schedule(idsOf(subscriber)));
      if (!subscriber.remote) {
        if (subscriber.fetching) return;
        send(subscriber, { status: 'loading' });
        if (await fetchRemote(subscriber, dealer)) schedule(idsOf(subscriber));
        return;
      }
    }
    const local = inMemory ? await store.docs.get('opportunities', dealer, subscriber.opportunityId) : undefined;
    // Once the local documents are read, they replace the server's answer.
    if (local) subscriber.remote = null;
    let remote = subscriber.remote;
    const closed = !local && !remote && subscriber.last !== null;
    if (!local && !remote && !closed) {
      if (subscriber.fetching) return;
      send(subscriber, { status: 'loading' });
      remote = await fetchRemote(subscriber, dealer);
      if (!remote) return send(subscriber, { status: 'error', message: DEAL_LOAD_ERROR });
    }
    const opportunity = local ?? remote?.opportunity ?? (subscriber.last as Opportunity);
    const computed = ++subscriber.computed;
    // The customer's sales are not waited for: right after a start their read queues behind the lists' loads, and
    // the deal sheet does not need them.
    const records = sales.of(dealer, opportunity.customer_id);
    const [customer, vehicle, dealerCatalogue] = await Promise.all([
      inMemory ? store.docs.get('customers', dealer, opportunity.customer_id) : undefined,
      inMemory ? store.docs.get('vehicles', dealer, opportunity.vehicle_id) : undefined,
      catalogue.of(dealer),
    ]);
    if (dealer !== active) return;
    subscriber.customerId = opportunity.customer_id;
    subscriber.vehicleId = opportunity.vehicle_id;
    const others = deps.opportunities.customerOpportunities(dealer, opportunity.customer_id);
    // The opportunity index loads in the background after a start: answer again once it holds the customer's rows.
    if (others === null) setTimeout(() => schedule(idsOf(subscriber)), INDEX_RETRY_MS);
    const answer = (found: DocOf<'deals'>[] | null): DealState => {
      const docsOf = <T>(local: T[] | undefined, fallback: T[] | undefined): T[] | null =>
        local && (local.length > 0 || !remote) ? local : (fallback ?? local ?? null);
      const dealDocs: DealDocs = {
        opportunity,
        customer: customer ?? remote?.customer ?? null,
        vehicle: vehicle ?? remote?.vehicle ?? null,
        sales: docsOf(found ?? undefined, remote?.sales),
        opportunities: others && others.length > 0 ? others : (remote?.opportunities ?? [opportunity]),
        ...dealerCatalogue,
      };
      return closed ? { status: 'ready', docs: dealDocs, closed } : { status: 'ready', docs: dealDocs };
    };
    subscriber.last = opportunity;
    const settled = await Promise.race([records, Promise.resolve(null)]);
    send(subscriber, answer(settled));
    if (settled) return;
    const found = await records;
    if (dealer === active && computed === subscriber.computed) send(subscriber, answer(found));
  };

  const flush = () => {
    timer = null;
    const ids = [...dirty];
    dirty.clear();
    for (const id of ids) {
      const subscriber = subscribers.get(id);
      if (subscriber) void compute(subscriber).catch(() => send(subscriber, { status: 'error', message: DEAL_LOAD_ERROR }));
    }
  };
  const idsOf = (subscriber: Subscriber) => [...subscribers].filter(([, s]) => s === subscriber).map(([id]) => id);
  const schedule = (ids: Iterable<number>) => {
    for (const id of ids) dirty.add(id);
    if (!timer && dirty.size > 0) timer = setTimeout(flush, COALESCE_MS);
  };

  /** Subscribers a change of these documents concerns: by id, or by the customer a document belongs to. */
  const concerned = (data: Record<string, unknown>, collection: string): number[] =>
    [...subscribers]
      .filter(([, s]) =>
        collection === 'customers'
          ? data.id === s.customerId
          : collection === 'vehicles'
            ? data.id === s.vehicleId
            : data.id === s.opportunityId || data.customer_id === s.customerId,
      )
      .map(([id]) => id);

  const streams = (['opportunities', 'customers', 'vehicles'] as const).map((collection) =>
    store.docs.changes(collection).subscribe((bulk) => {
      if (subscribers.size === 0 || bulk.dealer !== active) return;
      for (const { id, doc, previous } of bulk.changes) schedule(concerned(doc ?? previous ?? { id }, collection));
    }),
  );
  const dealerWide = (dealers: Set<string>) => {
    if (active && dealers.has(active)) schedule(subscribers.keys());
  };
  const stops = [sales.listen(dealerWide), catalogue.listen(dealerWide)];

  return {
    setDealer(dealer) {
      if (dealer === active) return;
      active = dealer;
      for (const subscriber of subscribers.values()) {
        subscriber.remote = null;
        subscriber.last = null;
      }
      schedule(subscribers.keys());
    },
    async subscribe(id, opportunityId, callback) {
      const subscriber: Subscriber = { opportunityId, callback, customerId: null, vehicleId: null, remote: null, fetching: false, last: null, computed: 0 };
      subscribers.set(id, subscriber);
      await compute(subscriber).catch(() => send(subscriber, { status: 'error', message: DEAL_LOAD_ERROR }));
    },
    remove(id) {
      subscribers.delete(id);
      dirty.delete(id);
    },
    close() {
      if (timer) clearTimeout(timer);
      for (const stream of streams) stream.unsubscribe();
      for (const stop of stops) stop();
      sales.close();
      catalogue.close();
      subscribers.clear();
    },
  };
}
