import type { Customer } from '../../domain/customers/customer.ts';
import { CUSTOMER_LOAD_ERROR, type CustomerProfile, type CustomerProfileState } from '../../domain/customers/customerProfile.ts';
import type { CollectionName } from '../../domain/events/collections.ts';
import type { OpportunityLists } from '../lists/opportunityLists.ts';
import type { Store } from '../store/database.ts';
import { readDocs } from '../store/docWrites.ts';
import { refKey } from '../store/docRefs.ts';
import { deliver } from '../subscriptions.ts';
import { createCustomerDocs } from '../deal/customerDocs.ts';

export type CustomerProfilesDeps = {
  store: Store;
  opportunities: Pick<OpportunityLists, 'customerOpportunities'>;
  /** GET /customer/{id}: null when the server has no such customer, throws when it cannot be asked. */
  fetchProfile(dealer: string, customerId: string): Promise<CustomerProfile | null>;
};

export type CustomerProfiles = {
  setDealer(dealer: string | null): void;
  subscribe(id: number, customerId: string, callback: (state: CustomerProfileState) => void): Promise<void>;
  remove(id: number): void;
  close(): void;
};

type Subscriber = { customerId: string; callback: (state: CustomerProfileState) => void; fetching: boolean; computed: number };

const COALESCE_MS = 30;
const INDEX_RETRY_MS = 250;
/** The collections a profile reads; a change of one of their documents naming the customer recomputes it. */
const WATCHED: readonly CollectionName[] = ['customers', 'vehicles', 'opportunities', 'activities', 'appointments', 'deals'];

/**
 * The customer profiles' live data (worker API subscribeCustomer): local first, from the customer-keyed indexes of
 * the store and the opportunity index; a customer not synced yet is read once from the server, then replaced by
 * local data as it arrives.
 */
export function createCustomerProfiles(deps: CustomerProfilesDeps): CustomerProfiles {
  const { store } = deps;
  const byCustomer = {
    vehicles: createCustomerDocs(store, 'vehicles'),
    activities: createCustomerDocs(store, 'activities'),
    appointments: createCustomerDocs(store, 'appointments'),
    deals: createCustomerDocs(store, 'deals'),
  };
  const subscribers = new Map<number, Subscriber>();
  const dirty = new Set<number>();
  let active: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (subscriber: Subscriber, state: CustomerProfileState) => {
    if ([...subscribers.values()].includes(subscriber)) deliver(subscriber.callback, state);
  };

  const compute = async (subscriber: Subscriber): Promise<void> => {
    const dealer = active;
    if (!dealer) return send(subscriber, { status: 'error', message: CUSTOMER_LOAD_ERROR });
    const computed = ++subscriber.computed;
    const { customerId } = subscriber;
    const ref = { collection: 'customers' as const, id: customerId };
    const customer = (await readDocs(store, dealer, [ref])).get(refKey(ref)) as Customer | undefined;
    if (!customer) {
      if (subscriber.fetching) return;
      subscriber.fetching = true;
      send(subscriber, { status: 'loading' });
      const remote = await deps.fetchProfile(dealer, customerId).catch(() => null);
      subscriber.fetching = false;
      if (dealer !== active || computed !== subscriber.computed) return;
      return send(subscriber, remote ? { status: 'ready', profile: remote } : { status: 'error', message: CUSTOMER_LOAD_ERROR });
    }
    const [vehicles, records, appointments, sales] = await Promise.all([
      byCustomer.vehicles.of(dealer, customerId),
      byCustomer.activities.of(dealer, customerId),
      byCustomer.appointments.of(dealer, customerId),
      byCustomer.deals.of(dealer, customerId),
    ]);
    if (dealer !== active || computed !== subscriber.computed) return;
    const opportunities = deps.opportunities.customerOpportunities(dealer, customerId);
    // The opportunity index loads in the background after a start: answer again once it holds the customer's rows.
    if (opportunities === null) setTimeout(() => schedule(idsOf(subscriber)), INDEX_RETRY_MS);
    const profile = { customer, vehicles, records, appointments, sales, opportunities: opportunities ?? [] } as unknown as CustomerProfile;
    send(subscriber, { status: 'ready', profile });
  };

  const flush = () => {
    timer = null;
    const ids = [...dirty];
    dirty.clear();
    for (const id of ids) {
      const subscriber = subscribers.get(id);
      if (subscriber) void compute(subscriber).catch(() => send(subscriber, { status: 'error', message: CUSTOMER_LOAD_ERROR }));
    }
  };
  const idsOf = (subscriber: Subscriber) => [...subscribers].filter(([, s]) => s === subscriber).map(([id]) => id);
  const schedule = (ids: Iterable<number>) => {
    for (const id of ids) dirty.add(id);
    if (!timer && dirty.size > 0) timer = setTimeout(flush, COALESCE_MS);
  };

  const streams = WATCHED.map((collection) =>
    store.replicated[collection].eventBulks$.subscribe((bulk) => {
      if (subscribers.size === 0) return;
      for (const event of bulk.events) {
        const data = (event.documentData ?? event.previousDocumentData) as Record<string, unknown> | undefined;
        if (!data || data.dealer !== active) continue;
        const customerId = collection === 'customers' ? data.id : data.customer_id;
        schedule([...subscribers].filter(([, s]) => s.customerId === customerId).map(([id]) => id));
      }
    }),
  );

  return {
    setDealer(dealer) {
      if (dealer === active) return;
      active = dealer;
      schedule(subscribers.keys());
    },
    async subscribe(id, customerId, callback) {
      const subscriber: Subscriber = { customerId, callback, fetching: false, computed: 0 };
      subscribers.set(id, subscriber);
      await compute(subscriber).catch(() => send(subscriber, { status: 'error', message: CUSTOMER_LOAD_ERROR }));
    },
    remove(id) {
      subscribers.delete(id);
      dirty.delete(id);
    },
    close() {
      if (timer) clearTimeout(timer);
      for (const stream of streams) stream.unsubscribe();
      for (const docs of Object.values(byCustomer)) docs.close();
      subscribers.clear();
    },
  };
}
