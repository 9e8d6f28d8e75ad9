import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { createDealerUse, readDealersAhead } from '../../worker/dealers/dealersAhead.ts';
import { createCustomerLists, type CustomerLists } from '../../worker/lists/customerLists.ts';
import { createOpportunityLists, type OpportunityLists } from '../../worker/lists/opportunityLists.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { createLocalState, type LocalState } from '../../worker/store/localState.ts';
import { writePosition } from '../../worker/sync/checkpoints.ts';
import { opportunityRow } from './opportunityFixtures.ts';
import { eventually, newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; opportunities?: OpportunityLists; customers?: CustomerLists }[] = [];

afterEach(async () => {
  for (const { store, opportunities, customers } of opened.splice(0)) {
    await customers?.close();
    await opportunities?.close();
    await store.db.close();
  }
});

async function openLocal(name = newDatabaseName()): Promise<{ store: Store; local: LocalState; name: string }> {
  const store = await openStore(memory, name);
  opened.push({ store });
  return { store, local: createLocalState(store.db), name };
}

describe('the order the dealers were used in', () => {
  it('puts the most recently used first, then the user\'s other dealers in their order, two at most, never the active one', async () => {
    const { local } = await openLocal();
    const use = createDealerUse(local);
    expect(await use.ahead(['tok-a', 'tok-b', 'tok-c', 'tok-d'], 'tok-a')).toEqual(['tok-b', 'tok-c']);
    await use.used('tok-d');
    await use.used('tok-c');
    await use.used('tok-a');
    expect(await use.ahead(['tok-a', 'tok-b', 'tok-c', 'tok-d'], 'tok-a')).toEqual(['tok-c', 'tok-d']);
    // A dealer the user no longer has is never read ahead.
    expect(await use.ahead(['tok-a', 'tok-b', 'tok-d'], 'tok-a')).toEqual(['tok-d', 'tok-b']);
  });

  it('is kept across a restart of the worker', async () => {
    const { local } = await openLocal();
    const before = createDealerUse(local);
    await before.used('tok-c');
    await before.used('tok-b');
    const after = createDealerUse(local);
    expect(await after.ahead(['tok-a', 'tok-b', 'tok-c'], 'tok-a')).toEqual(['tok-b', 'tok-c']);
  });
});

describe('reading dealers ahead after a start', () => {
  it('builds the indexes of the next dealers whose first sync is through, and leaves a dealer still syncing alone', async () => {
    const { store, local } = await openLocal();
    for (const dealer of ['tok-a', 'tok-b', 'tok-c']) {
      const row = opportunityRow({ id: `equity:${dealer}`, type: 'equity' });
      await writeDocs(store, [{ collection: 'opportunities', id: row.id, dealer, doc: { ...row, dealer } }]);
    }
    for (const collection of ['opportunities', 'customers'] as const) {
      await writePosition(local, 'tok-b', collection, { checkpoint: null, caughtUp: true });
    }
    // tok-c's customers are still in their first sync.
    await writePosition(local, 'tok-c', 'opportunities', { checkpoint: null, caughtUp: true });
    await writePosition(local, 'tok-c', 'customers', { checkpoint: null });

    const opportunities = createOpportunityLists({ store, local, soldCount: () => 0 });
    const customers = createCustomerLists({
      store,
      local,
      opportunities: { loaded: (dealer) => opportunities.loaded(dealer), load: (dealer) => opportunities.index(dealer) },
      countryOf: () => 'canada',
    });
    opened.push({ store, opportunities, customers });
    const customersReadAhead: string[] = [];
    const use = createDealerUse(local);
    await use.used('tok-c');
    await use.used('tok-a');
    await opportunities.setDealer('tok-a');
    await customers.setDealer('tok-a');

    await readDealersAhead(
      { local, use, opportunities, customers: { index: customers.index, readAhead: (dealer) => customersReadAhead.push(dealer) } },
      ['tok-a', 'tok-b', 'tok-c'],
      'tok-a',
    );
    const ahead = await eventually(() => opportunities.loaded('tok-b'), (index) => index !== undefined);
    expect([...(ahead?.rowsOf('equity') ?? [])].map((row) => row.id)).toEqual(['equity:tok-b']);
    expect(opportunities.loaded('tok-c')).toBeUndefined();
    expect(customersReadAhead).toEqual(['tok-b']);
  });
});
