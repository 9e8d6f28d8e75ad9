import { CUSTOMER_LOAD_ERROR } from '../../domain/customers/customerProfile.ts';
import type { ProspectProfile, ProspectProfileState } from '../../domain/prospects/prospectProfile.ts';
import { createCustomerDocs } from '../deal/customerDocs.ts';
import type { Store } from '../store/database.ts';
import { createPersonSubscriptions, type PersonSubscriptions } from './personSubscriptions.ts';

export type ProspectProfiles = PersonSubscriptions<ProspectProfileState>;

/**
 * The prospect profiles' live data (worker API subscribeProspect): the prospect, their notes and log (the
 * activities collection, keyed by person) and their leads, newest first, from local data. A prospect arrives with
 * the lead that made them (the leads collection syncs with the lead bin), so there is no server fallback: a prospect
 * the store does not hold is an error.
 */
export function createProspectProfiles(store: Store): ProspectProfiles {
  const activities = createCustomerDocs(store, 'activities');
  const profiles = createPersonSubscriptions<ProspectProfileState>({
    store,
    watched: ['prospects', 'activities', 'leads'],
    personOf: (collection, data) => (collection === 'prospects' ? data.id : collection === 'leads' ? data.prospect_id : data.customer_id),
    failed: { status: 'error', message: CUSTOMER_LOAD_ERROR },
    async compute(dealer, prospectId) {
      const prospect = await store.docs.get('prospects', dealer, prospectId);
      if (!prospect) return { state: { status: 'error', message: CUSTOMER_LOAD_ERROR } };
      const [records, leads] = await Promise.all([
        activities.of(dealer, prospectId),
        store.docs.where('leads', dealer, (doc) => doc.prospect_id === prospectId),
      ]);
      const newestFirst = leads.sort((a, b) => b.received_at.localeCompare(a.received_at));
      const profile: ProspectProfile = { prospect, records, leads: newestFirst };
      return { state: { status: 'ready', profile } };
    },
  });
  return {
    ...profiles,
    close() {
      profiles.close();
      activities.close();
    },
  };
}
