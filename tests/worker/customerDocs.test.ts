import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { createCustomerDocs } from '../../worker/deal/customerDocs.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { readPosition } from '../../worker/sync/checkpoints.ts';
import { dealSchema, type StoredDoc } from '../../worker/store/schemas.ts';
import { newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: Store[] = [];

async function store(name = newDatabaseName()): Promise<Store> {
  const next = await openStore(memory, name);
  opened.push(next);
  return next;
}

afterEach(async () => {
  for (const entry of opened.splice(0)) await entry.db.close();
});

const sale = (id: string, dealer: string, customer: string | null) => ({ collection: 'deals' as const, id, dealer, doc: { id, dealer, customer_id: customer, sold_at: '2024-05-01' } });

describe('a customer’s documents in the local store', () => {
  it('reads the sales of one customer of one dealer, without the store’s own fields', async () => {
    const local = await store();
    await writeDocs(local, [sale('s1', 'D1', 'c1'), sale('s2', 'D1', 'c2'), sale('s3', 'D2', 'c1'), sale('s4', 'D1', 'c1'), sale('s5', 'D1', null)]);
    const sales = createCustomerDocs(local, 'deals');
    expect(await sales.of('D1', 'c1')).toEqual([
      { id: 's1', dealer: 'D1', customer_id: 'c1', sold_at: '2024-05-01' },
      { id: 's4', dealer: 'D1', customer_id: 'c1', sold_at: '2024-05-01' },
    ]);
    expect((await sales.of('D2', 'c1')).map((doc) => doc.id)).toEqual(['s3']);
    sales.close();
  });

  it('follows a sale moved to another customer or removed, and tells which dealers changed', async () => {
    const local = await store();
    await writeDocs(local, [sale('s1', 'D1', 'c1'), sale('s2', 'D1', 'c1')]);
    const sales = createCustomerDocs(local, 'deals');
    const told: string[][] = [];
    sales.listen((dealers) => told.push([...dealers]));
    await writeDocs(local, [sale('s1', 'D1', 'c2'), { collection: 'deals', id: 's2', dealer: 'D1', doc: null }]);
    expect(await sales.of('D1', 'c1')).toEqual([]);
    expect((await sales.of('D1', 'c2')).map((doc) => doc.id)).toEqual(['s1']);
    expect(told.flat()).toContain('D1');
    sales.close();
  });

  it('starts the sales of a store of the first schema version anew, to be pulled again from the beginning', async () => {
    const name = newDatabaseName();
    const first = {
      title: dealSchema.title,
      primaryKey: dealSchema.primaryKey,
      type: 'object',
      version: 0,
      properties: { pk: { type: 'string', maxLength: 200 }, id: { type: 'string', maxLength: 100 }, dealer: { type: 'string', maxLength: 100 } },
      required: ['pk', 'id', 'dealer'],
      indexes: ['dealer'],
    } as RxJsonSchema<StoredDoc>;
    const old = await createRxDatabase({ name, storage: memory, multiInstance: false, localDocuments: true });
    const { deals } = await old.addCollections({ deals: { schema: first } });
    await deals.insert({ pk: 'D1|s1', id: 's1', dealer: 'D1', customer_id: 'c1' } as StoredDoc);
    await old.upsertLocal('checkpoint|D1|deals', { value: { checkpoint: { seq: 40, id: 's1' }, caughtUp: true } });
    await old.upsertLocal('checkpoint|D1|customers', { value: { checkpoint: { seq: 41, id: 'c1' }, caughtUp: true } });
    await old.close();

    const reopened = await store(name);
    const local = createLocalState(reopened.db);
    expect(await reopened.replicated.deals.count().exec()).toBe(0);
    expect(await readPosition(local, 'D1', 'deals')).toBeNull();
    expect(await readPosition(local, 'D1', 'customers')).toEqual({ checkpoint: { seq: 41, id: 'c1' }, caughtUp: true });
    await writeDocs(reopened, [sale('s1', 'D1', 'c1')]);
    expect((await createCustomerDocs(reopened, 'deals').of('D1', 'c1')).map((doc) => doc.id)).toEqual(['s1']);
  });
});
