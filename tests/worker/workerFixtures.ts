import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import type { Customer } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FILTER } from '../../domain/customers/customerList.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { roleOf, type RoleId } from '../../domain/session/roles.ts';
import { hashPassword } from '../../sync-server/auth/passwords.ts';
import { startServer } from '../../sync-server/server.ts';
import type { CustomerListQuery, ListWindow, SyncState } from '../../worker/api.ts';
import { createWorkerApi } from '../../worker/createWorkerApi.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

export { customerForm, importedCustomer } from './customerFixtures.ts';

export type TestServer = Awaited<ReturnType<typeof startServer>>;
export type TestWorker = ReturnType<typeof createWorkerApi>;

export const PASSWORD = 'correct horse battery';

const memory = getRxStorageMemory();
let databases = 0;

export function newDatabaseName(): string {
  return `worker-test-${process.pid}-${++databases}`;
}

/** A worker API over in-memory RxDB, speaking to the test server with Node's fetch and ws; a failed push is retried twice at once. */
export function openWorker(databaseName = newDatabaseName(), fetchImpl?: typeof fetch): TestWorker {
  return createWorkerApi({ storage: memory, databaseName, WebSocket, pushRetryDelays: [0, 0], ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** A fetch that records every URL it was asked for. */
export function recordingFetch(): { fetch: typeof fetch; urls: URL[] } {
  const urls: URL[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(new URL(input instanceof Request ? input.url : String(input)));
      return fetch(input, init);
    },
  };
}

export type TestDealer = { id: number; key: string; token: string };

export async function addDealer(server: TestServer, key: string): Promise<TestDealer> {
  const token = `tok-${key}`;
  const [row] = await server.deps.db.query<{ id: number }>(
    `INSERT INTO dealers (key, token, name, brand, city, province, country) VALUES ($1, $2, $3, 'Brand', 'Calgary', 'AB', 'canada') RETURNING id`,
    [key, token, `Dealer ${key}`],
  );
  if (!row) throw new Error('dealer not inserted');
  return { id: row.id, key, token };
}

export async function addUser(
  server: TestServer,
  email: string,
  dealers: { id: number; token: string }[],
  role: RoleId = 2,
): Promise<number> {
  const [row] = await server.deps.db.query<{ id: number }>(
    `INSERT INTO users (token, email, first_name, last_name, password_hash, role_id, admin, current_dealer_id)
     VALUES ($1, $2, 'Test', $3, $4, $5, 0, $6) RETURNING id`,
    [`user-${email}`, email, email.split('@')[0], await hashPassword(PASSWORD), role, dealers[0]?.id ?? null],
  );
  if (!row) throw new Error('user not inserted');
  for (const dealer of dealers) {
    await server.deps.db.query('INSERT INTO user_dealers (user_id, dealer_id) VALUES ($1, $2)', [row.id, dealer.id]);
    await server.store.appendSystem([
      systemEvent(dealer.token, 'dealer.user_set', {
        user_id: row.id,
        token: `user-${email}`,
        first_name: 'Test',
        last_name: email.split('@')[0],
        email,
        phone: '',
        role: roleOf(role),
        admin: 0,
        created_at: '2024-01-01T00:00:00.000Z',
      }),
    ]);
  }
  return row.id;
}

export function systemEvent(dealer: string, type: string, payload: unknown): EventEnvelope {
  return { id: crypto.randomUUID(), type, dealer, actor: 0, time: new Date().toISOString(), payload };
}

export async function importCustomers(server: TestServer, dealer: string, customers: Omit<Customer, 'dealer'>[]): Promise<void> {
  await server.store.appendSystem(customers.map((customer) => systemEvent(dealer, 'customer.imported', customer)));
}

export const ALL_INDIVIDUALS: CustomerListQuery = {
  version: 1,
  filter: { ...EMPTY_CUSTOMER_FILTER, type: 'individual' },
  sort: { by: 'name', order: 'asc' },
  offset: 0,
  limit: 100,
};

/** Waits until a condition holds, polling; fails with the last value seen. */
export async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met; last value: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

/** Records what a subscription delivers; latest() is the last value. */
export function recorder<T>(): { callback: (value: T) => void; values: T[]; latest(): T | undefined } {
  const values: T[] = [];
  return { callback: (value) => values.push(value), values, latest: () => values[values.length - 1] };
}

export type WindowRecorder = ReturnType<typeof recorder<ListWindow<Customer>>>;
export type SyncRecorder = ReturnType<typeof recorder<SyncState>>;

/** The test server of a test file and its workers, closed after each test. */
export type WorkerWorld = {
  /** The server, started before all tests of the file and closed after them. */
  readonly server: TestServer;
  /** Closes the worker after the test. */
  track(worker: TestWorker): TestWorker;
  /** Closes a tracked worker now (a restart within a test). */
  closeTracked(worker: TestWorker): Promise<void>;
  /**
   * A worker on its own database (a fresh one by default), started against the server and signed in as the user;
   * unless waitForSync is false, it has also pulled everything and pushed all it had (its sync states recorded).
   */
  signedIn(email: string, options?: { database?: string; fetch?: typeof fetch; waitForSync?: boolean }): Promise<{ worker: TestWorker; sync: SyncRecorder }>;
};

/** Sets up the server and the worker bookkeeping of a worker test file (call at its top level). */
export function useWorkerWorld(): WorkerWorld {
  let server: TestServer | undefined;
  const open: TestWorker[] = [];
  beforeAll(async () => {
    server = await startServer({ port: 0, seed: 'none', databaseImage: await blankPgliteImage(), log: false });
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const worker of open.splice(0)) await worker.close();
  });
  const track = (worker: TestWorker) => {
    open.push(worker);
    return worker;
  };
  const world: WorkerWorld = {
    get server() {
      if (!server) throw new Error('the test server is not started yet');
      return server;
    },
    track,
    async closeTracked(worker) {
      open.splice(open.indexOf(worker), 1);
      await worker.close();
    },
    async signedIn(email, options = {}) {
      const worker = track(openWorker(options.database ?? newDatabaseName(), options.fetch));
      await worker.start(world.server.url);
      expect((await worker.signIn(email, PASSWORD)).ok).toBe(true);
      const sync = recorder<SyncState>();
      if (options.waitForSync !== false) {
        await worker.subscribe('sync', null, sync.callback);
        await eventually(() => sync.latest(), (state) => state?.synced === true && state.pending === 0);
      }
      return { worker, sync };
    },
  };
  return world;
}

export { startServer };
