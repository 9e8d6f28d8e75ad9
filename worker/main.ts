/// <reference lib="WebWorker" />
import * as Comlink from 'comlink';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { COLLECTIONS } from '../domain/events/collections.ts';
import { createWorkerApi, DATABASE_NAME } from './createWorkerApi.ts';
import { SCHEMA_VERSIONS } from './store/schemas.ts';

declare const self: DedicatedWorkerGlobalScope;

/**
 * A collection whose schema changed starts anew and is pulled again (checkpointKey); the IndexedDB database that
 * Dexie kept for its earlier version is removed.
 */
for (const collection of COLLECTIONS) {
  for (let version = 0; version < SCHEMA_VERSIONS[collection]; version++) indexedDB.deleteDatabase(`rxdb-dexie-${DATABASE_NAME}--${version}--${collection}`);
}

/** The Dedicated Worker entry: the API over IndexedDB (Dexie), exposed to the page over Comlink. */
const api = createWorkerApi({ storage: getRxStorageDexie(), fetch: self.fetch.bind(self) });
Comlink.expose(api, self);
