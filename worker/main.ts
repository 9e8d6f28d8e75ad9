/// <reference lib="WebWorker" />
import * as Comlink from 'comlink';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { createWorkerApi } from './createWorkerApi.ts';

declare const self: DedicatedWorkerGlobalScope;

/** The Dedicated Worker entry: the API over IndexedDB (Dexie), exposed to the page over Comlink. */
const api = createWorkerApi({ storage: getRxStorageDexie(), fetch: self.fetch.bind(self) });
Comlink.expose(api, self);
