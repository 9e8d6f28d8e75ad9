/// <reference lib="WebWorker" />
import * as Comlink from 'comlink';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTIONS } from '../domain/events/collections.ts';
import { createWorkerApi, DATABASE_NAME } from './createWorkerApi.ts';
import { exposeToTab } from './tabConnection.ts';
import { pageCalls } from './store/giveWay.ts';
import { SCHEMA_VERSIONS } from './store/schemas.ts';

declare const self: DedicatedWorkerGlobalScope | SharedWorkerGlobalScope;

/**
 * A collection whose schema changed starts anew and is pulled again (checkpointKey); the IndexedDB database that
 * Dexie kept for its earlier version is removed.
 */
for (const collection of COLLECTIONS) {
  for (let version = 0; version < SCHEMA_VERSIONS[collection]; version++) indexedDB.deleteDatabase(`rxdb-dexie-${DATABASE_NAME}--${version}--${collection}`);
}

/**
 * The worker entry: the API over IndexedDB (Dexie), exposed over Comlink. As a Shared Worker (where the browser has
 * them) it serves every tab of the origin: one session, one store, one sync loop; a token is refreshed once for all.
 * As a Dedicated Worker it serves its one page.
 */
const api = createWorkerApi({ storage: getRxStorageDexie(), fetch: self.fetch.bind(self) });
if ('onconnect' in self) {
  const shared = self;
  shared.onconnect = (event) => {
    const [port] = event.ports;
    if (port) exposeToTab(api, port, shared.navigator.locks);
  };
} else {
  self.addEventListener('message', () => pageCalls.called());
  Comlink.expose(api, self);
}
