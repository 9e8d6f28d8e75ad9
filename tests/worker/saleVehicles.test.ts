import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { createSaleVehicles, type SaleVehicles } from '../../worker/dashboard/saleVehicles.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { eventually, newDatabaseName } from './workerFixtures.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; vehicles: SaleVehicles }[] = [];

afterEach(async () => {
  for (const { store, vehicles } of opened.splice(0)) {
    vehicles.close();
    await store.db.close();
  }
});

async function open() {
  const store = await openStore(memory, newDatabaseName());
  const changed: string[] = [];
  const vehicles = createSaleVehicles({ store, onChanged: (dealer) => changed.push(dealer) });
  opened.push({ store, vehicles });
  return { store, vehicles, changed };
}

const vehicle = (id: string, dealer: string, model: string) => ({
  collection: 'vehicles' as const,
  id,
  dealer,
  doc: { id, dealer, customer_id: 'c1', year: 2024, make: 'Toyota', model, trim: 'LE', photo: '', vin: 'X' },
});

describe('the vehicles the dashboard’s sales name', () => {
  it('holds a read vehicle’s shown fields, nothing for one not on file or of another dealer', async () => {
    const { store, vehicles } = await open();
    await writeDocs(store, [vehicle('v1', 'D1', 'Camry'), vehicle('v2', 'D2', 'RAV4')]);
    await vehicles.read('D1', ['v1', 'v2', 'v3']);
    const lookup = vehicles.lookup('D1');
    expect(lookup('v1')).toEqual({ year: 2024, make: 'Toyota', model: 'Camry', trim: 'LE', photo: '' });
    expect(lookup('v2')).toBeUndefined();
    expect(lookup('v3')).toBeUndefined();
  });

  it('follows a change of a held vehicle and says so, and ignores one it does not hold', async () => {
    const { store, vehicles, changed } = await open();
    await writeDocs(store, [vehicle('v1', 'D1', 'Camry'), vehicle('v2', 'D1', 'Corolla')]);
    await vehicles.read('D1', ['v1']);
    await writeDocs(store, [vehicle('v2', 'D1', 'Prius')]);
    await writeDocs(store, [vehicle('v1', 'D1', 'Camry Hybrid')]);
    await eventually(() => vehicles.lookup('D1')('v1')?.model, (model) => model === 'Camry Hybrid');
    expect(changed).toEqual(['D1']);
    expect(vehicles.lookup('D1')('v2')).toBeUndefined();
  });

  it('reads ahead the vehicles it is asked to warm, once per dealer', async () => {
    const { store, vehicles } = await open();
    await writeDocs(store, [vehicle('v1', 'D1', 'Camry'), vehicle('v2', 'D1', 'Corolla')]);
    let asked = 0;
    const ids = () => {
      asked += 1;
      return ['v1', 'v2'];
    };
    vehicles.warm('D1', ids);
    vehicles.warm('D1', ids);
    await eventually(() => vehicles.lookup('D1')('v2')?.model, (model) => model === 'Corolla');
    expect(vehicles.lookup('D1')('v1')?.model).toBe('Camry');
    expect(asked).toBe(1);
  });
});
