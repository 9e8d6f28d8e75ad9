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

  it('reads the dealer switched to at once, beside the read of the one before, and the rest of that one after', async () => {
    const disk = heldDisk();
    const docs = createDocStore(disk.source);
    void docs.docs('customers', 'tok-a');
    void docs.docs('vehicles', 'tok-a');
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers']);
    const switched = docs.docs('appointments', 'tok-b');
    void docs.docs('deals', 'tok-b');
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'appointments']);
    disk.reads[0]?.release([]);
    await tick();
    // tok-a's read is over; tok-b's goes on: its next read waits for it, and tok-a's vehicles for both of tok-b's.
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'appointments']);
    disk.reads[1]?.release([{ id: 'a1', dealer: 'tok-b' }]);
    expect((await switched).get('a1')).toEqual({ id: 'a1', dealer: 'tok-b' });
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'appointments', 'deals']);
    disk.reads[2]?.release([]);
    await tick();
    expect(disk.reads.map((read) => read.collection)).toEqual(['customers', 'appointments', 'deals', 'vehicles']);
  });

  it('holds the read of another dealer between two of its chunks while the dealer switched to reads', async () => {
    const steps: string[] = [];
    const gates: (() => void)[] = [];
    let releaseB: (docs: Doc[]) => void = () => undefined;
    const source = async (_collection: CollectionName, dealer: string, between: () => Promise<void>): Promise<Doc[]> => {
      if (dealer === 'tok-b') {
        steps.push('b');
        return new Promise<Doc[]>((resolve) => (releaseB = resolve));
      }
      for (const part of [1, 2, 3]) {
        steps.push(`a${part}`);
        await new Promise<void>((resolve) => gates.push(resolve));
        await between();
      }
      return [];
    };
    const docs = createDocStore(source);
    const read = docs.docs('customers', 'tok-a');
    await tick();
    expect(steps).toEqual(['a1']);
    void docs.docs('opportunities', 'tok-b');
    await tick();
    expect(steps).toEqual(['a1', 'b']);
    gates.shift()?.();
    await tick();
    expect(steps).toEqual(['a1', 'b']);
    releaseB([]);
    await tick();
    expect(steps).toEqual(['a1', 'b', 'a2']);
    gates.shift()?.();
    await tick();
    gates.shift()?.();
    expect((await read).size).toBe(0);
    expect(steps).toEqual(['a1', 'b', 'a2', 'a3']);
  });

  it('goes on with a held read when its dealer is used again while the other dealer reads', async () => {
    const steps: string[] = [];
    const gates: (() => void)[] = [];
    const source = async (collection: CollectionName, dealer: string, between: () => Promise<void>): Promise<Doc[]> => {
      if (collection === 'refs') return [];
      for (const part of [1, 2]) {
        steps.push(`${dealer}${part}`);
        await new Promise<void>((resolve) => gates.push(resolve));
        await between();
      }
      return [];
    };
    const docs = createDocStore(source);
    const readA = docs.docs('customers', 'a');
    await tick();
    const readB = docs.docs('opportunities', 'b');
    await tick();
    expect(steps).toEqual(['a1', 'b1']);
    // a's chunk ends while b is used last and reads: a is held.
    gates.shift()?.();
    await tick();
    expect(steps).toEqual(['a1', 'b1']);
    // a is used again (a reader of its small collection) while b's read is at its first chunk: a goes on, b gives way.
    void docs.docs('refs', 'a');
    await tick();
    expect(steps).toEqual(['a1', 'b1', 'a2']);
    gates.shift()?.();
    await tick();
    gates.shift()?.();
    expect((await readA).size).toBe(0);
    await tick();
    expect(steps).toEqual(['a1', 'b1', 'a2', 'b2']);
    gates.shift()?.();
    expect((await readB).size).toBe(0);
  });
});
