import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ColumnSnapshotPage, PullResponse, SnapshotPage } from '../../domain/events/collections.ts';
import { fromColumns } from '../../domain/events/columnDocs.ts';
import { createProjectionBatch } from '../../sync-server/events/projectionBatch.ts';
import { importedCustomer, syncWorld } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

describe.each(testDatabases())('the first-sync snapshot on $name', (database) => {
  const world = syncWorld(database, { email: 'user@test', dealers: ['dealer-a', 'dealer-b'] });

  const get = (path: string, headers: Record<string, string> = {}) =>
    world.t.app.request(path, { headers: { authorization: `Bearer ${world.token}`, ...headers } });
  const page = async (query: string): Promise<SnapshotPage> => {
    const response = await get(`/sync/snapshot?token=dealer-a&collection=customers&${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as SnapshotPage;
  };
  const lastSeq = async (dealer: string) =>
    Number((await world.db.query<{ last_seq: string }>('SELECT last_seq FROM dealer_sequences WHERE dealer = $1', [dealer]))[0]?.last_seq);

  it('pages the live documents in id order, leaves tombstones out, and gives the sequence the snapshot began at', async () => {
    await world.t.store.appendSystem(['d', 'b', 'e', 'a'].map((id) => importedCustomer('dealer-a', id, `Name ${id}`)));
    await world.t.store.appendSystem([importedCustomer('dealer-b', 'c-other', 'Other')]);
    // A removed customer is a tombstone in the projection: a first sync has nothing to remove.
    await world.db.transaction(async (tx) => {
      const batch = createProjectionBatch(tx);
      batch.apply('dealer-a', 1, [{ collection: 'customers', id: 'c', doc: null }]);
      await batch.flush();
    });
    const began = await lastSeq('dealer-a');
    expect(began).toBe(4);

    const first = await page('limit=2');
    expect(first.documents.map((doc) => doc.id)).toEqual(['a', 'b']);
    expect(first.documents[0]).toMatchObject({ id: 'a', dealer: 'dealer-a', last_name: 'Name a' });
    expect(first.next).toBe('b');
    expect(first.seq).toBe(4);

    // A customer arriving between two pages: later in id order, so in a later page, and newer than the snapshot.
    await world.t.store.appendSystem([importedCustomer('dealer-a', 'f', 'Name f')]);
    const second = await page('limit=2&after=b&seq=4');
    expect(second.documents.map((doc) => doc.id)).toEqual(['d', 'e']);
    expect(second.next).toBe('e');
    expect(second.seq).toBe(4);
    const third = await page('limit=2&after=e&seq=4');
    expect(third.documents.map((doc) => doc.id)).toEqual(['f']);
    expect(third.next).toBeNull();

    // Pulls go on after the snapshot's sequence (seq + 1 with no id: every later document): they bring what
    // changed since, here the customer f, and nothing the snapshot already held.
    const pulled = (await (await get('/sync/pull?token=dealer-a&collection=customers&seq=5&id=')).json()) as PullResponse;
    expect(pulled.documents.map((doc) => doc.id)).toEqual(['f']);
  });

  it('answers gzip to a client that accepts it', async () => {
    await world.t.store.appendSystem(Array.from({ length: 300 }, (_, i) => importedCustomer('dealer-a', `c${String(i).padStart(3, '0')}`, 'Same')));
    const response = await get('/sync/snapshot?token=dealer-a&collection=customers', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await response.arrayBuffer());
    const body = JSON.parse(gunzipSync(zipped).toString('utf8')) as SnapshotPage;
    expect(body.documents).toHaveLength(300);
    expect(body.next).toBeNull();
    expect(zipped.length * 5).toBeLessThan(JSON.stringify(body).length);
  });

  it('answers the same page as columns, the dealer written once, in fewer bytes once gzipped', async () => {
    await world.t.store.appendSystem(Array.from({ length: 300 }, (_, i) => importedCustomer('dealer-a', `c${String(i).padStart(3, '0')}`, `Name ${i % 7}`)));
    const asDocuments = await get('/sync/snapshot?token=dealer-a&collection=customers&limit=200', { 'accept-encoding': 'gzip' });
    const asColumns = await get('/sync/snapshot?token=dealer-a&collection=customers&limit=200&encoding=columns', { 'accept-encoding': 'gzip' });
    expect(asColumns.headers.get('content-encoding')).toBe('gzip');
    const documentBytes = Buffer.from(await asDocuments.arrayBuffer());
    const columnBytes = Buffer.from(await asColumns.arrayBuffer());
    const documents = JSON.parse(gunzipSync(documentBytes).toString('utf8')) as SnapshotPage;
    const columns = JSON.parse(gunzipSync(columnBytes).toString('utf8')) as ColumnSnapshotPage;
    expect(columns.next).toBe('c199');
    expect(columns.seq).toBe(documents.seq);
    expect(columns.docs.count).toBe(200);
    expect(columns.docs.blocks).toHaveLength(1);
    const block = columns.docs.blocks[0]!;
    expect(block.columns[block.fields.indexOf('dealer')]).toEqual({ all: 'dealer-a' });
    expect(block.columns[block.fields.indexOf('id')]).toEqual(Array.from({ length: 200 }, (_, i) => `c${String(i).padStart(3, '0')}`));
    expect(fromColumns(columns.docs)).toEqual(documents.documents);
    expect(columnBytes.length).toBeLessThan(documentBytes.length);

    const bad = await get('/sync/snapshot?token=dealer-a&collection=customers&encoding=csv');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The encoding must be documents, columns or compact.' });
  });

  it('refuses a bad page size, an unknown collection and another dealer', async () => {
    const zero = await get('/sync/snapshot?token=dealer-a&collection=customers&limit=0');
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual({ message: 'The limit must be at least 1.' });
    const unknown = await get('/sync/snapshot?token=dealer-a&collection=users');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Please name a known collection.' });
    await world.t.store.appendSystem([importedCustomer('dealer-b', 'secret', 'Hidden')]);
    const other = await get('/sync/snapshot?token=dealer-b&collection=customers');
    expect(other.status).toBe(403);
    expect(JSON.stringify(await other.json())).not.toContain('secret');
  });
});
