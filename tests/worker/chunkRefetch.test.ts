import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../worker/store/database.ts';
import {
  ALL_INDIVIDUALS,
  addDealer,
  addUser,
  eventually,
  importCustomers,
  importedCustomer,
  newDatabaseName,
  openWorker,
  recorder,
  recordingFetch,
  useWorkerWorld,
  type WindowRecorder,
} from './workerFixtures.ts';

const world = useWorkerWorld();

describe('a stored chunk that cannot be read', () => {
  it('makes the worker read that collection again from the server instead of failing', async () => {
    const dealer = await addDealer(world.server, 'chunky');
    await addUser(world.server, 'chunky@example.com', [dealer]);
    await importCustomers(world.server, dealer.token, [importedCustomer('ch-1', 'Ames'), importedCustomer('ch-2', 'Bell'), importedCustomer('ch-3', 'Cole')]);
    const database = newDatabaseName();
    const { worker } = await world.signedIn('chunky@example.com', { database });
    await world.closeTracked(worker);

    const raw = await openStore(getRxStorageMemory(), database);
    const chunks = await raw.chunks.find({ selector: { dealer: dealer.token, of: 'customers' } }).exec();
    expect(chunks.length).toBe(1);
    await chunks[0]!.incrementalPatch({ text: 'not the columns of a page' });
    await raw.db.close();

    const recording = recordingFetch();
    const reopened = world.track(openWorker(database, recording.fetch));
    await reopened.start(world.server.url);
    const window: WindowRecorder = recorder();
    await reopened.subscribe('customers', ALL_INDIVIDUALS, window.callback);
    await eventually(() => (window.latest()?.rows ?? []).map((row) => row.last_name).join(), (names) => names === 'Ames,Bell,Cole');
    const snapshots = recording.urls.filter((url) => url.pathname === '/sync/snapshot');
    expect(snapshots.map((url) => url.searchParams.get('collection'))).toEqual(['customers']);
  });
});
