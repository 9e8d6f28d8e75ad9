import { CUSTOMER_LOAD_ERROR, type CustomerProfile, type CustomerProfileState } from '../../domain/customers/customerProfile.ts';
import { createCustomerDocs } from '../deal/customerDocs.ts';
import type { OpportunityLists } from '../lists/opportunityLists.ts';
import type { Store } from '../store/database.ts';
import { createPersonSubscriptions, type PersonSubscriptions } from './personSubscriptions.ts';

export type CustomerProfilesDeps = {
  store: Store;
  opportunities: Pick<OpportunityLists, 'customerOpportunities'>;
  /** GET /customer/{id}: null when the server has no such customer, throws when it cannot be asked. */
  fetchProfile(dealer: string, customerId: string): Promise<CustomerProfile | null>;
};

export type CustomerProfiles = PersonSubscriptions<CustomerProfileState>;

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
  const fetching = new Set<string>();
  /** What the server answered for a customer not synced yet: shown again until the local copy arrives, never "loading" twice. */
  const fetched = new Map<string, CustomerProfile>();
  const profiles = createPersonSubscriptions<CustomerProfileState>({
    store,
    watched: ['customers', 'vehicles', 'opportunities', 'activities', 'appointments', 'deals'],
    personOf: (collection, data) => (collection === 'customers' ? data.id : data.customer_id),
    failed: { status: 'error', message: CUSTOMER_LOAD_ERROR },
    async compute(dealer, customerId, isCurrent, send) {
      const customer = await store.docs.get('customers', dealer, customerId);
      const key = `${dealer}|${customerId}`;
      if (!customer) {
        const shown = fetched.get(key);
        if (shown) return { state: { status: 'ready', profile: shown } };
        if (fetching.has(key)) return null;
        fetching.add(key);
        send({ status: 'loading' });
        const remote = await deps.fetchProfile(dealer, customerId).catch(() => null);
        fetching.delete(key);
        if (remote) fetched.set(key, remote);
        if (!isCurrent()) return null;
        return { state: remote ? { status: 'ready', profile: remote } : { status: 'error', message: CUSTOMER_LOAD_ERROR } };
      }
      fetched.delete(key);
      const [vehicles, records, appointments, sales] = await Promise.all([
        byCustomer.vehicles.of(dealer, customerId),
        byCustomer.activities.of(dealer, customerId),
        byCustomer.appointments.of(dealer, customerId),
        byCustomer.deals.of(dealer, customerId),
      ]);
      // The opportunity index loads in the background after a start: answer again once it holds the customer's rows.
      const opportunities = deps.opportunities.customerOpportunities(dealer, customerId);
      const profile: CustomerProfile = { customer, vehicles, records, appointments, sales, opportunities: opportunities ?? [] };
      return { state: { status: 'ready', profile }, retry: opportunities === null };
    },
  });
  return {
    ...profiles,
    close() {
      profiles.close();
      for (const docs of Object.values(byCustomer)) docs.close();
    },
  };
}
