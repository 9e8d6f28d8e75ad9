import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { EMPTY_CUSTOMER_FORM, type CustomerForm } from '../../domain/customers/customerForm.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { customerRecord } from './dmsRecords.ts';
import { ADMIN, ROLE, type AdminFlag, type RoleId } from '../../domain/session/roles.ts';
import { loadAuthUser } from '../../sync-server/auth/middleware.ts';
import { createTokenSigner } from '../../sync-server/auth/tokenSigner.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { PROJECTION_TABLE_NAMES } from '../../sync-server/events/projectionTables.ts';
import { createLiveHub, type LiveHub } from '../../sync-server/sync/liveHub.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { syncRoutes } from '../../sync-server/sync/routes.ts';
import type { TestDatabase } from './testDatabases.ts';

export const signer = createTokenSigner('sync-tests-secret-that-is-long-enough-0123456789');

const HOUR_SECONDS = 60 * 60;

/** An id token for a user, expiring at `exp` (seconds since the epoch; one hour from now by default). */
export function idToken(userId: number, exp: number = Math.floor(Date.now() / 1000) + HOUR_SECONDS): Promise<string> {
  return signer.sign({ sub: userId, exp, kind: 'id' });
}

/** Empties every table the sync tests write, between tests. */
export async function resetTables(db: Database): Promise<void> {
  await db.query(
    `TRUNCATE events, dealer_sequences, ${PROJECTION_TABLE_NAMES.join(', ')}, customer_numbers, refresh_tokens, password_resets, user_dealers, users, dealers,
       send_counts RESTART IDENTITY CASCADE`,
  );
}

export async function addDealer(db: Database, token: string): Promise<void> {
  await db.query(
    `INSERT INTO dealers (key, token, name, brand, city, province, country) VALUES ($1, $2, $3, 'Toyota', 'Cambridge', 'ON', 'canada')`,
    [token.toUpperCase(), token, `Dealer ${token}`],
  );
}

export type UserSpec = { email: string; dealers: string[]; role?: RoleId; admin?: AdminFlag };

/** Inserts a user belonging to these dealers (by token) and answers them as the middleware would load them. */
export async function addUser(db: Database, spec: UserSpec): Promise<AuthUser> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (token, email, first_name, last_name, password_hash, role_id, admin)
     VALUES ($1, $2, 'Test', 'User', 'not-a-hash', $3, $4) RETURNING id`,
    [randomUUID(), spec.email, spec.role ?? ROLE.salesManager, spec.admin ?? ADMIN.standard],
  );
  if (!row) throw new Error('The user was not inserted.');
  await db.query(
    'INSERT INTO user_dealers (user_id, dealer_id) SELECT $1, id FROM dealers WHERE token = ANY($2::text[])',
    [row.id, spec.dealers],
  );
  const user = await loadAuthUser({ db }, row.id);
  if (!user) throw new Error('The user could not be loaded.');
  return user;
}

export function customerForm(overrides: Partial<CustomerForm> = {}): CustomerForm {
  return { ...EMPTY_CUSTOMER_FORM, first_name: 'Ada', last_name: 'Lovelace', ...overrides };
}

export function customerEvent(
  type: 'customer.created' | 'customer.updated',
  dealer: string,
  actor: number,
  customerId: string,
  form: Partial<CustomerForm> = {},
): EventEnvelope {
  return { id: randomUUID(), type, dealer, actor, time: new Date().toISOString(), payload: { id: customerId, form: customerForm(form) } };
}

/** A DMS customer record as the importer appends it. */
export function importedCustomer(dealer: string, customerId: string, lastName: string): EventEnvelope {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    type: 'customer.imported',
    dealer,
    actor: 0,
    time: now,
    payload: customerRecord(customerId, lastName, {
      number: '100001',
      first_name: 'Imported',
      full_name: `Imported ${lastName}`,
      address: '1 Main St',
      contact: { home: '', cell: '', work: '', email: '', can_call: 0, can_mail: 0, can_email: 0 },
      user_id: null,
      created_at: now,
      updated_at: now,
    }),
  };
}

export type SyncTestApp = { app: Hono<AppEnv>; store: EventStore; hub: LiveHub; close(): Promise<void> };

/** The sync routes alone, mounted at /sync as the server mounts them, on a test database. */
export async function startSyncTestApp(db: Database, databaseUrl?: string): Promise<SyncTestApp> {
  const hub = await createLiveHub(db, databaseUrl);
  const store = createMiningEventStore(db, hub.publish);
  const app = new Hono<AppEnv>().route('/sync', syncRoutes({ db, signer }, { store, hub }));
  return { app, store, hub, close: () => hub.close() };
}

/** What a sync test reads: the database, the sync app over it, and the signed-in user with their id token. */
export type SyncWorld = { db: Database; t: SyncTestApp; user: AuthUser; token: string };

/**
 * Registers a sync test's setup in the describe block that calls it: a migrated database and the sync app over it
 * for the block, and before each test emptied tables, these dealers and a user of the first one. The world's fields
 * are set by those hooks, so a test reads them (world.db), never copies them at definition time.
 */
export function syncWorld(database: TestDatabase, spec: { email: string; dealers: string[] }): SyncWorld {
  const world = {} as SyncWorld;
  let close = async () => undefined;
  beforeAll(async () => {
    const opened = await database.open();
    world.db = opened.db;
    await migrate(world.db);
    world.t = await startSyncTestApp(world.db, opened.url);
    close = async () => {
      await world.t.close();
      await opened.close();
    };
  });
  afterAll(() => close());
  beforeEach(async () => {
    await resetTables(world.db);
    for (const dealer of spec.dealers) await addDealer(world.db, dealer);
    world.user = await addUser(world.db, { email: spec.email, dealers: spec.dealers.slice(0, 1) });
    world.token = await idToken(world.user.id);
  });
  return world;
}
