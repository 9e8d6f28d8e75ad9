import { describe, expect, it } from 'vitest';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { createDocStore } from '../../worker/store/docStore.ts';

/** A disk whose reads are answered by the test: each read waits until it is let go. */
function heldDisk() {
  const reads: { collection: CollectionName; release: (docs: Doc[]) => void }[] = [];
  const source = (collection: CollectionName) => new Promise<Doc[]>((resolve) => reads.push({ collection, release: resolve }));
  return { reads, source };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the documents read from disk after a start', () => {
  it('reads the small collections at once and the large ones one at a time, the lists first', async () => {
    const disk = heldDisk();
    const docs = createDocStore(disk.source);
    const asked = (['deals', 'customers', 'refs', 'opportunities', 'inventory', 'vehicles'] as const).map((collection) => docs.docs(collection, 'tok-a'));
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['refs', 'inventory', 'opportunities']);

    disk.reads.find((read) => read.collection === 'opportunities')?.release([{ id: 'o1', dealer: 'tok-a' }]);
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['refs', 'inventory', 'opportunities', 'customers']);
    expect(docs.held('opportunities', 'tok-a')?.get('o1')).toEqual({ id: 'o1', dealer: 'tok-a' });
    expect(docs.held('deals', 'tok-a')).toBeNull();

    for (const next of ['vehicles', 'deals']) {
      disk.reads.at(-1)?.release([]);
      await tick();
      expect(disk.reads.at(-1)?.collection).toBe(next);
    }
    for (const read of disk.reads) read.release([]);
    const maps = await Promise.all(asked);
    expect(maps.map((map) => map.size)).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('reads the dealer switched to before the rest of the one before', async () => {
    const disk = heldDisk();
    const docs = createDocStore(disk.source);
    void docs.docs('customers', 'tok-a');
    void docs.docs('vehicles', 'tok-a');
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers']);
    void docs.docs('deals', 'tok-b');
    disk.reads[0]?.release([]);
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'deals']);
    disk.reads[1]?.release([]);
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'deals', 'vehicles']);
  });
});
