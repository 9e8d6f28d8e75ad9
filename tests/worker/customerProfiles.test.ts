import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerProfile, CustomerProfileState } from '../../domain/customers/customerProfile.ts';
import { createCustomerProfiles, type CustomerProfiles } from '../../worker/customer/customerProfiles.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { importedCustomer } from './customerFixtures.ts';
import { newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; profiles: CustomerProfiles }[] = [];

afterEach(async () => {
  for (const entry of opened.splice(0)) {
    entry.profiles.close();
    await entry.store.db.close();
  }
});

const customer = { ...importedCustomer('c1', 'Lee'), dealer: 'D1' };
const remoteProfile = { customer, vehicles: [], records: [], appointments: [], sales: [], opportunities: [] } as unknown as CustomerProfile;

async function waitFor(states: CustomerProfileState[], test: (state: CustomerProfileState) => boolean): Promise<void> {
  await expect.poll(() => states.some(test), { timeout: 5_000 }).toBe(true);
}

describe('a customer profile not synced yet', () => {
  it('stays on the server’s answer while the customer’s other documents arrive, then follows the local copy', async () => {
    const store = await openStore(memory, newDatabaseName());
    let asked = 0;
    const profiles = createCustomerProfiles({
      store,
      opportunities: { customerOpportunities: () => [] },
      fetchProfile: async () => {
        asked += 1;
        return remoteProfile;
      },
    });
    opened.push({ store, profiles });
    profiles.setDealer('D1');
    const states: CustomerProfileState[] = [];
    await profiles.subscribe(1, 'c1', (state) => states.push(state));
    await waitFor(states, (state) => state.status === 'ready');
    const shown = states.length;

    // A vehicle of the customer syncs before the customer itself: the page keeps what it shows (a popup open on it stays).
    await writeDocs(store, [{ collection: 'vehicles', id: 'v1', dealer: 'D1', doc: { id: 'v1', dealer: 'D1', customer_id: 'c1', vin: '1HGCM82633A004352' } }]);
    await expect.poll(() => states.length, { timeout: 5_000 }).toBeGreaterThan(shown);
    expect(states.slice(shown).map((state) => state.status)).not.toContain('loading');
    expect(asked).toBe(1);

    await writeDocs(store, [{ collection: 'customers', id: 'c1', dealer: 'D1', doc: { ...customer, last_name: 'Leigh' } }]);
    await waitFor(states, (state) => state.status === 'ready' && state.profile.customer.last_name === 'Leigh');
    expect(states.map((state) => state.status)).toEqual(['loading', ...states.slice(1).map(() => 'ready')]);
  });
});
