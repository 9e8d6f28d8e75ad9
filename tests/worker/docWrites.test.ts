import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Doc } from '../../domain/events/collections.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { readDocs, writeDocs } from '../../worker/store/docWrites.ts';
import { importedCustomer } from './customerFixtures.ts';
import { newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: Store[] = [];

afterEach(async () => {
  for (const store of opened.splice(0)) await store.db.close();
});

const customer = (id: string, lastName: string) => ({ ...importedCustomer(id, lastName), dealer: 'tok-a' }) as unknown as Doc;

describe('writing documents without reading them first (a snapshot page)', () => {
  it('stores new documents, and writes over the ones already stored (a page stored twice after a crash)', async () => {
    const store = await openStore(memory, newDatabaseName());
    opened.push(store);
    await writeDocs(store, [{ collection: 'customers', id: 'c1', dealer: 'tok-a', doc: customer('c1', 'Old') }]);
    await writeDocs(
      store,
      [
        { collection: 'customers', id: 'c1', dealer: 'tok-a', doc: customer('c1', 'New') },
        { collection: 'customers', id: 'c2', dealer: 'tok-a', doc: customer('c2', 'Other') },
      ],
      { fresh: true },
    );
    const stored = await readDocs(store, 'tok-a', [
      { collection: 'customers', id: 'c1' },
      { collection: 'customers', id: 'c2' },
    ]);
    expect([...stored.values()].map((doc) => [doc.id, (doc as unknown as { last_name: string }).last_name]).sort()).toEqual([
      ['c1', 'New'],
      ['c2', 'Other'],
    ]);
    expect(await store.replicated.customers.count().exec()).toBe(2);
  });
});
