import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Doc } from '../../domain/events/collections.ts';
import { toColumns } from '../../domain/events/columnDocs.ts';
import { writeChunk, type LostCollection } from '../../worker/store/chunks.ts';
import { compactCollection, worthCompacting } from '../../worker/store/compaction.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { readPosition, writePosition } from '../../worker/sync/checkpoints.ts';
import { importedCustomer } from './customerFixtures.ts';
import { newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: Store[] = [];

afterEach(async () => {
  for (const store of opened.splice(0)) await store.db.close();
});

async function open(name: string): Promise<Store> {
  const store = await openStore(memory, name);
  opened.push(store);
  return store;
}

async function close(store: Store): Promise<void> {
  opened.splice(opened.indexOf(store), 1);
  await store.db.close();
}

const customer = (id: string, lastName: string) => ({ ...importedCustomer(id, lastName), dealer: 'tok-a' }) as unknown as Doc;
const lastNames = (docs: Doc[]) => docs.map((doc) => `${doc.id}:${String(doc.last_name)}`).sort();

describe('the store on disk: snapshot pages kept whole, the changes since as rows', () => {
  it('reads a dealer back as its chunks with the later changes and removals folded over them', async () => {
    const name = newDatabaseName();
    const first = await open(name);
    await writeChunk(first, 'tok-a', 'customers', '', toColumns([customer('c1', 'Ames'), customer('c2', 'Bell')]));
    await writeChunk(first, 'tok-a', 'customers', 'c2', toColumns([customer('c3', 'Cole'), customer('c4', 'Dunn')]));
    await writeChunk(first, 'tok-b', 'customers', '', toColumns([{ ...customer('c9', 'Other'), dealer: 'tok-b' }]));
    await writeDocs(first, [
      { collection: 'customers', id: 'c2', dealer: 'tok-a', doc: customer('c2', 'Bellamy') },
      { collection: 'customers', id: 'c3', dealer: 'tok-a', doc: null },
      { collection: 'customers', id: 'c5', dealer: 'tok-a', doc: customer('c5', 'Eads') },
    ]);
    expect(await first.chunks.count().exec()).toBe(3);
    expect(await first.replicated.customers.count().exec()).toBe(3);
    await close(first);

    const again = await open(name);
    expect(lastNames(await again.docs.all('customers', 'tok-a'))).toEqual(['c1:Ames', 'c2:Bellamy', 'c4:Dunn', 'c5:Eads']);
    expect(lastNames(await again.docs.all('customers', 'tok-b'))).toEqual(['c9:Other']);
  });

  it('a chunk that cannot be read drops that collection of that dealer, says so, and keeps the rest', async () => {
    const name = newDatabaseName();
    const first = await open(name);
    await writeChunk(first, 'tok-a', 'customers', '', toColumns([customer('c1', 'Ames')]));
    await writeChunk(first, 'tok-a', 'customers', 'c1', toColumns([customer('c2', 'Bell')]));
    await writeChunk(first, 'tok-a', 'deals', '', toColumns([{ id: 'd1', dealer: 'tok-a', customer_id: 'c1' }]));
    await writeDocs(first, [{ collection: 'customers', id: 'c1', dealer: 'tok-a', doc: customer('c1', 'Amesbury') }]);
    await writePosition(createLocalState(first.db), 'tok-a', 'customers', { checkpoint: { seq: 4, id: '' }, caughtUp: true });
    const [broken] = await first.chunks.find({ selector: { first: 'c1' } }).exec();
    await broken!.incrementalPatch({ text: '{"count":1,"blocks":[{"fields":["id"],"columns":[[' });
    await close(first);

    const again = await open(name);
    const lost: LostCollection[] = [];
    again.lost.subscribe((collection) => lost.push(collection));
    expect(await again.docs.all('customers', 'tok-a')).toEqual([]);
    expect(lost).toEqual([{ dealer: 'tok-a', collection: 'customers' }]);
    expect(await again.chunks.count({ selector: { of: 'customers' } }).exec()).toBe(0);
    expect(await again.replicated.customers.count().exec()).toBe(0);
    expect(await readPosition(createLocalState(again.db), 'tok-a', 'customers')).toBeNull();
    expect((await again.docs.all('deals', 'tok-a')).map((doc) => doc.id)).toEqual(['d1']);
  });

  it('a compaction rewrites a collection grown with rows as new chunks, which read back the same, rows and old chunks gone', async () => {
    const name = newDatabaseName();
    const first = await open(name);
    await writeChunk(first, 'tok-a', 'customers', '', toColumns([customer('c1', 'Ames'), customer('c2', 'Bell'), customer('c3', 'Cole')]));
    await writeDocs(first, [
      { collection: 'customers', id: 'c2', dealer: 'tok-a', doc: customer('c2', 'Bellamy') },
      { collection: 'customers', id: 'c3', dealer: 'tok-a', doc: null },
      { collection: 'customers', id: 'c4', dealer: 'tok-a', doc: customer('c4', 'Dunn') },
    ]);
    await compactCollection(first, 'tok-a', 'customers');
    const chunks = await first.chunks.find().exec();
    expect(chunks.map((chunk) => [chunk.get('gen'), chunk.get('count')])).toEqual([[1, 3]]);
    expect(await first.replicated.customers.count().exec()).toBe(0);
    await close(first);

    const again = await open(name);
    expect(lastNames(await again.docs.all('customers', 'tok-a'))).toEqual(['c1:Ames', 'c2:Bellamy', 'c4:Dunn']);
  });

  it('is worth it from 500 rows that are more than a fifth of the chunks\' documents', () => {
    expect(worthCompacting(499, 0)).toBe(false);
    expect(worthCompacting(500, 2_400)).toBe(true);
    expect(worthCompacting(500, 2_500)).toBe(false);
    expect(worthCompacting(20_001, 100_000)).toBe(true);
  });
});
