import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ColumnSnapshotPage } from '../../domain/events/collections.ts';
import { createProjectionBatch } from '../../sync-server/events/projectionBatch.ts';
import { importedCustomer, syncWorld } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';

const UUID_A = '0341bf73-d746-42a8-bba7-8c03c85af6f2';
const UUID_B = '8ec4e065-6513-4776-b3d8-aca6a648e67f';

describe.each(testDatabases())('customer numbers on the wire on $name', (database) => {
  const world = syncWorld(database, { email: 'numbers@test', dealers: ['dealer-a', 'dealer-b'] });

  const get = async <T>(path: string): Promise<T> => {
    const response = await world.t.app.request(path, { headers: { authorization: `Bearer ${world.token}`, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    const body = Buffer.from(await response.arrayBuffer());
    return JSON.parse((response.headers.get('content-encoding') === 'gzip' ? gunzipSync(body) : body).toString('utf8')) as T;
  };
  const columnOf = (page: ColumnSnapshotPage, field: string) => {
    const block = page.docs.blocks[0]!;
    return block.columns[block.fields.indexOf(field)];
  };

  it('numbers the customers once, in id order, then the later ones after them; a removed one keeps its number', async () => {
    await world.t.store.appendSystem(['c', 'a', 'b'].map((id) => importedCustomer('dealer-a', id, `Name ${id}`)));
    await world.t.store.appendSystem([importedCustomer('dealer-b', 'other', 'Other')]);
    expect(await get('/sync/customer-ids?token=dealer-a')).toEqual({ ids: ['a', 'b', 'c'], more: false });

    await world.t.store.appendSystem([importedCustomer('dealer-a', '0-first-by-id', 'Late')]);
    await world.db.transaction(async (tx) => {
      const batch = createProjectionBatch(tx);
      batch.apply('dealer-a', 9, [{ collection: 'customers', id: 'b', doc: null }]);
      await batch.flush();
    });
    expect(await get('/sync/customer-ids?token=dealer-a')).toEqual({ ids: ['a', 'b', 'c', '0-first-by-id'], more: false });
    expect(await get('/sync/customer-ids?token=dealer-a&after=2')).toEqual({ ids: ['c', '0-first-by-id'], more: false });
  });

  it('sends a table of UUIDs as their bytes in base64', async () => {
    await world.t.store.appendSystem([UUID_B, UUID_A].map((id) => importedCustomer('dealer-a', id, 'Uuid')));
    // The two UUIDs' 32 bytes, in id order (UUID_A first), in base64.
    expect(await get('/sync/customer-ids?token=dealer-a')).toEqual({ ids: { uuids: 'A0G/c9dGQqi7p4wDyFr28o7E4GVlE0d2s9ispqZI5n8=' }, more: false });
  });

  it('names a customer the client holds by number in a snapshot page, any other by id', async () => {
    await world.t.store.appendSystem(['a', 'b', 'c'].map((id) => importedCustomer('dealer-a', id, `Name ${id}`)));
    await get('/sync/customer-ids?token=dealer-a');
    await world.t.store.appendSystem([importedCustomer('dealer-a', 'd', 'Name d')]);
    await world.db.transaction(async (tx) => {
      const batch = createProjectionBatch(tx);
      batch.apply('dealer-a', 20, [
        { collection: 'vehicles', id: 'v1', doc: { id: 'v1', dealer: 'dealer-a', customer_id: 'c', vin: 'VIN1' } },
        { collection: 'vehicles', id: 'v2', doc: { id: 'v2', dealer: 'dealer-a', customer_id: 'd', vin: 'VIN2' } },
        { collection: 'vehicles', id: 'v3', doc: { id: 'v3', dealer: 'dealer-a', customer_id: 'a', vin: 'VIN3' } },
      ]);
      await batch.flush();
    });

    const vehicles = await get<ColumnSnapshotPage>('/sync/snapshot?token=dealer-a&collection=vehicles&encoding=compact&known=2');
    expect(columnOf(vehicles, 'customer_id')).toEqual(['c', 'd', 1]);
    const customers = await get<ColumnSnapshotPage>('/sync/snapshot?token=dealer-a&collection=customers&encoding=compact&known=3');
    expect(columnOf(customers, 'id')).toEqual([1, 2, 3, 'd']);
    const unknown = await get<ColumnSnapshotPage>('/sync/snapshot?token=dealer-a&collection=vehicles&encoding=compact');
    expect(columnOf(unknown, 'customer_id')).toEqual(['c', 'd', 'a']);
    // A worker of an earlier version asks for plain columns: ids, and objects as values, whatever it says it knows.
    const plain = await get<ColumnSnapshotPage>('/sync/snapshot?token=dealer-a&collection=customers&encoding=columns&known=3');
    expect(columnOf(plain, 'id')).toEqual(['a', 'b', 'c', 'd']);
    expect(columnOf(plain, 'contact')).toHaveLength(4);
    expect(columnOf(customers, 'contact')).toMatchObject({ objects: { count: 4 } });

    // A number another server gave (this one has not read it) is read from the table.
    await world.db.query("INSERT INTO customer_numbers (dealer, number, id) VALUES ('dealer-a', 4, 'd')");
    const later = await get<ColumnSnapshotPage>('/sync/snapshot?token=dealer-a&collection=vehicles&encoding=compact&known=4');
    expect(columnOf(later, 'customer_id')).toEqual([3, 4, 1]);
  });

  it('refuses a count that is not a whole number', async () => {
    const response = await world.t.app.request('/sync/customer-ids?token=dealer-a&after=-1', { headers: { authorization: `Bearer ${world.token}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The customer number to read after must be a whole number.' });
    const snapshot = await world.t.app.request('/sync/snapshot?token=dealer-a&collection=vehicles&encoding=compact&known=x', {
      headers: { authorization: `Bearer ${world.token}` },
    });
    expect(snapshot.status).toBe(400);
    expect(await snapshot.json()).toEqual({ message: 'The count of known customer numbers must be a whole number.' });
  });
});
