import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { QueryError } from '../../sync-server/db/queryError.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { addDealer, addUser, customerEvent, importedCustomer, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

/** A UUID of another version than the client's random ones: the layout of the server's derived ids (version 5). */
const VERSION_5_ID = '8f14e45f-ceea-567a-9a36-dedd4bea2543';

describe.each(testDatabases())('event ids per dealer on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  let store: EventStore;
  let alice: AuthUser;
  let bob: AuthUser;

  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    await migrate(db);
    store = createMiningEventStore(db, () => undefined);
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await resetTables(db);
    await addDealer(db, 'dealer-a');
    await addDealer(db, 'dealer-b');
    alice = await addUser(db, { email: 'alice@a.test', dealers: ['dealer-a'] });
    bob = await addUser(db, { email: 'bob@b.test', dealers: ['dealer-b'] });
  });

  const logOf = async (id: string) =>
    (await db.query<{ dealer: string; seq: string | number; type: string }>('SELECT dealer, seq, type FROM events WHERE id = $1 ORDER BY dealer', [id])).map(
      (row) => ({ ...row, seq: Number(row.seq) }),
    );
  const customer = async (dealer: string, id: string) =>
    (await db.query<{ doc: Record<string, unknown> }>('SELECT doc FROM customers WHERE dealer = $1 AND id = $2', [dealer, id]))[0]?.doc;

  it("records a push whose id another dealer's log holds as the pusher's own event, without a word about the other", async () => {
    const first = customerEvent('customer.created', 'dealer-a', alice.id, 'c-alice');
    expect(await store.push(alice, 'dealer-a', [first])).toEqual({ accepted: [first.id], rejected: [] });
    const same = { ...customerEvent('customer.created', 'dealer-b', bob.id, 'c-bob', { last_name: 'Babbage' }), id: first.id };
    expect(await store.push(bob, 'dealer-b', [same])).toEqual({ accepted: [first.id], rejected: [] });
    expect(await logOf(first.id)).toEqual([
      { dealer: 'dealer-a', seq: 1, type: 'customer.created' },
      { dealer: 'dealer-b', seq: 1, type: 'customer.created' },
    ]);
    expect(await customer('dealer-b', 'c-bob')).toMatchObject({ last_name: 'Babbage', user_id: bob.id });
    // Pushed again, each dealer's copy is accepted once and applied nowhere.
    expect(await store.push(bob, 'dealer-b', [same])).toEqual({ accepted: [first.id], rejected: [] });
    expect(await store.push(alice, 'dealer-a', [first])).toEqual({ accepted: [first.id], rejected: [] });
    expect(await logOf(first.id)).toHaveLength(2);
  });

  it("appends a system event of one dealer whatever another dealer's log holds under its id", async () => {
    const imported = importedCustomer('dealer-a', 'c1', 'Moreau');
    const squat = { ...customerEvent('customer.created', 'dealer-b', bob.id, 'c-squat'), id: imported.id };
    expect(await store.push(bob, 'dealer-b', [squat])).toEqual({ accepted: [imported.id], rejected: [] });
    expect(await store.appendSystem([imported])).toEqual([]);
    expect(await logOf(imported.id)).toEqual([
      { dealer: 'dealer-a', seq: 1, type: 'customer.imported' },
      { dealer: 'dealer-b', seq: 1, type: 'customer.created' },
    ]);
    expect(await customer('dealer-a', 'c1')).toMatchObject({ last_name: 'Moreau' });
  });

  it('answers a system event whose id its dealer already holds for another event, and skips the same event quietly', async () => {
    const imported = importedCustomer('dealer-a', 'c1', 'Moreau');
    const squat = customerEvent('customer.created', 'dealer-a', alice.id, 'c-squat');
    await store.push(alice, 'dealer-a', [squat]);
    const other = importedCustomer('dealer-a', 'c2', 'Singh');
    const taken = { ...imported, id: squat.id };
    expect(await store.appendSystem([taken, other])).toEqual([{ id: squat.id, dealer: 'dealer-a', type: 'customer.imported' }]);
    expect(await customer('dealer-a', 'c1')).toBeUndefined();
    expect(await customer('dealer-a', 'c2')).toMatchObject({ last_name: 'Singh' });
    // The same event appended again (a retry) is no news; a changed payload under its id is.
    expect(await store.appendSystem([other])).toEqual([]);
    const changed = { ...other, payload: { ...(other.payload as Record<string, unknown>), last_name: 'Sing' } };
    expect(await store.appendSystem([changed])).toEqual([{ id: other.id, dealer: 'dealer-a', type: 'customer.imported' }]);
    expect(await customer('dealer-a', 'c2')).toMatchObject({ last_name: 'Singh' });
    expect((await logOf(other.id)).length).toBe(1);
  });

  it("refuses a user's event id that is not a random (version 4) UUID, and records the rest of the push", async () => {
    const derivedLooking = { ...customerEvent('customer.created', 'dealer-a', alice.id, 'c-5'), id: VERSION_5_ID };
    const random = customerEvent('customer.created', 'dealer-a', alice.id, 'c-4');
    expect(await store.push(alice, 'dealer-a', [derivedLooking, random])).toEqual({
      accepted: [random.id],
      rejected: [{ id: VERSION_5_ID, reason: 'The event id must be a random UUID (version 4).' }],
    });
    expect(await logOf(VERSION_5_ID)).toEqual([]);
    expect(await customer('dealer-a', 'c-5')).toBeUndefined();
    expect(randomUUID()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

const MIGRATIONS = fileURLToPath(new URL('../../sync-server/db/migrations/', import.meta.url));

/** A folder of the migrations before version `below`: a database as a server of that time left it. */
async function migrationsBefore(below: number): Promise<{ url: URL; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  for (const name of await readdir(MIGRATIONS)) if (Number(name.slice(0, 3)) < below) await copyFile(join(MIGRATIONS, name), join(dir, name));
  return { url: pathToFileURL(`${dir}/`), remove: () => rm(dir, { recursive: true, force: true }) };
}

describe.each(testDatabases())('migration 021 on $name', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it('keys the events, the confirmations and the alerts by dealer and event id on a database holding data', async () => {
    const { db } = opened;
    const before = await migrationsBefore(21);
    try {
      await migrate(db, before.url);
    } finally {
      await before.remove();
    }
    await addDealer(db, 'dealer-a');
    await addDealer(db, 'dealer-b');
    const user = await addUser(db, { email: 'both@test', dealers: ['dealer-a', 'dealer-b'] });
    const [a, b] = [randomUUID(), randomUUID()];
    const insertEvent = (id: string, dealer: string, seq: number) =>
      db.query(`INSERT INTO events (id, dealer, seq, type, actor, time, payload) VALUES ($1, $2, $3, 'customer.created', $4, '2026-11-28T10:00:00.000Z', '{}')`, [
        id,
        dealer,
        seq,
        user.id,
      ]);
    const insertConfirmation = (id: string, dealer: string) =>
      db.query(`INSERT INTO appointment_confirmations (event_id, dealer, appointment_id, status) VALUES ($1, $2, 'ap1', 'sent')`, [id, dealer]);
    const insertAlert = (id: string, dealer: string) =>
      db.query(`INSERT INTO alerts (dealer_id, user_id, type, title, source_event) SELECT id, $2, 'appointment', 'Booked', $3 FROM dealers WHERE token = $1`, [
        dealer,
        user.id,
        id,
      ]);
    await insertEvent(a, 'dealer-a', 1);
    await insertEvent(b, 'dealer-b', 1);
    await insertConfirmation(a, 'dealer-a');
    await insertAlert(a, 'dealer-a');

    const through = await migrationsBefore(22);
    try {
      expect(await migrate(db, through.url)).toEqual(['021_events_per_dealer.sql']);
    } finally {
      await through.remove();
    }

    const code = (failure: unknown) => (failure instanceof QueryError ? failure.code : failure);
    await insertEvent(a, 'dealer-b', 2);
    expect(code(await insertEvent(a, 'dealer-a', 2).catch((error: unknown) => error))).toBe('23505');
    await insertConfirmation(a, 'dealer-b');
    expect(code(await insertConfirmation(a, 'dealer-a').catch((error: unknown) => error))).toBe('23505');
    await insertAlert(a, 'dealer-b');
    expect(code(await insertAlert(a, 'dealer-a').catch((error: unknown) => error))).toBe('23505');
    expect(await db.query('SELECT id, dealer FROM events ORDER BY dealer, seq')).toEqual([
      { id: a, dealer: 'dealer-a' },
      { id: b, dealer: 'dealer-b' },
      { id: a, dealer: 'dealer-b' },
    ]);
    expect(await db.query('SELECT event_id, dealer FROM appointment_confirmations ORDER BY dealer')).toEqual([
      { event_id: a, dealer: 'dealer-a' },
      { event_id: a, dealer: 'dealer-b' },
    ]);
  });
});
