import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AuthUser } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { createProjectionBatch } from '../../sync-server/events/projectionBatch.ts';
import { ACTOR_MISMATCH_MESSAGE, SYSTEM_ONLY_MESSAGE } from '../../sync-server/events/pushEvents.ts';
import { addDealer, addUser, customerEvent, importedCustomer, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

type Appended = { dealer: string; seq: number; collections: string[] };

describe.each(testDatabases())('event store on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  let store: EventStore;
  let appended: Appended[];
  let manager: AuthUser;

  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    await migrate(db);
    store = createMiningEventStore(db, (dealer, seq, collections) => appended.push({ dealer, seq, collections }));
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await resetTables(db);
    appended = [];
    await addDealer(db, 'dealer-a');
    await addDealer(db, 'dealer-b');
    manager = await addUser(db, { email: 'manager@test', dealers: ['dealer-a'] });
  });

  const eventRows = () => db.query<{ id: string; seq: string | number }>('SELECT id, seq FROM events ORDER BY dealer, seq');
  const customerDoc = async (dealer: string, id: string) =>
    (await db.query<{ doc: Record<string, unknown>; seq: string | number }>('SELECT doc, seq FROM customers WHERE dealer = $1 AND id = $2', [dealer, id]))[0];

  it('accepts a valid event, numbers it, projects it and pokes once', async () => {
    const id = randomUUID();
    const event = customerEvent('customer.created', 'dealer-a', manager.id, id);
    expect(await store.push(manager, 'dealer-a', [event])).toEqual({ accepted: [event.id], rejected: [] });
    const row = await customerDoc('dealer-a', id);
    expect(Number(row?.seq)).toBe(1);
    expect(row?.doc).toMatchObject({ id, dealer: 'dealer-a', first_name: 'Ada', last_name: 'Lovelace', user_id: manager.id });
    expect(appended).toEqual([{ dealer: 'dealer-a', seq: 1, collections: ['customers'] }]);
  });

  it('rejects a bad payload with the domain message and records nothing', async () => {
    const event = customerEvent('customer.created', 'dealer-a', manager.id, randomUUID(), { cell: '12345' });
    expect(await store.push(manager, 'dealer-a', [event])).toEqual({
      accepted: [],
      rejected: [{ id: event.id, reason: 'The Cell Phone field must be numeric and exactly contain 10 digits.' }],
    });
    expect(await eventRows()).toEqual([]);
    expect(appended).toEqual([]);
  });

  it('rejects an event for another dealer: You do not belong to this dealer.', async () => {
    const named = customerEvent('customer.created', 'dealer-b', manager.id, randomUUID());
    const response = await store.push(manager, 'dealer-a', [named]);
    expect(response.rejected).toEqual([{ id: named.id, reason: WRONG_DEALER_MESSAGE }]);
    const pushedThere = await store.push(manager, 'dealer-b', [named]);
    expect(pushedThere.rejected).toEqual([{ id: named.id, reason: WRONG_DEALER_MESSAGE }]);
    expect(await eventRows()).toEqual([]);
  });

  it('rejects an event made by someone else, an unknown type, and a server-only event', async () => {
    const foreign = customerEvent('customer.created', 'dealer-a', manager.id + 1, randomUUID());
    const unknown = { ...customerEvent('customer.created', 'dealer-a', manager.id, randomUUID()), type: 'customer.teleported' };
    const serverOnly = { ...importedCustomer('dealer-a', randomUUID(), 'Smith'), actor: manager.id };
    expect(await store.push(manager, 'dealer-a', [foreign, unknown, serverOnly])).toEqual({
      accepted: [],
      rejected: [
        { id: foreign.id, reason: ACTOR_MISMATCH_MESSAGE },
        { id: unknown.id, reason: 'Unknown event type customer.teleported.' },
        { id: serverOnly.id, reason: SYSTEM_ONLY_MESSAGE },
      ],
    });
  });

  it('rejects an action the role may not take, and any action of an inactive user', async () => {
    const inactive: AuthUser = { ...manager, admin: ADMIN.inactive, role: ROLE.generalManager };
    const event = customerEvent('customer.created', 'dealer-a', manager.id, randomUUID());
    expect((await store.push(inactive, 'dealer-a', [event])).rejected).toEqual([{ id: event.id, reason: FORBIDDEN_MESSAGE }]);
    expect(await eventRows()).toEqual([]);
  });

  it('rejects a conflicting event with its reason, without using up a sequence number', async () => {
    const id = randomUUID();
    const missing = customerEvent('customer.updated', 'dealer-a', manager.id, randomUUID());
    const create = customerEvent('customer.created', 'dealer-a', manager.id, id);
    const again = customerEvent('customer.created', 'dealer-a', manager.id, id, { first_name: 'Grace' });
    const update = customerEvent('customer.updated', 'dealer-a', manager.id, id, { last_name: 'Hopper' });
    const response = await store.push(manager, 'dealer-a', [missing, create, again, update]);
    expect(response).toEqual({
      accepted: [create.id, update.id],
      rejected: [
        { id: missing.id, reason: 'This customer does not exist.' },
        { id: again.id, reason: 'This customer already exists.' },
      ],
    });
    expect((await eventRows()).map((row) => [row.id, Number(row.seq)])).toEqual([
      [create.id, 1],
      [update.id, 2],
    ]);
    expect((await customerDoc('dealer-a', id))?.doc).toMatchObject({ first_name: 'Ada', last_name: 'Hopper' });
    expect(appended).toEqual([{ dealer: 'dealer-a', seq: 2, collections: ['customers'] }]);
  });

  it('accepts the same event pushed twice without a second row or a new sequence number', async () => {
    const event = customerEvent('customer.created', 'dealer-a', manager.id, randomUUID());
    await store.push(manager, 'dealer-a', [event]);
    appended = [];
    expect(await store.push(manager, 'dealer-a', [event, event])).toEqual({ accepted: [event.id, event.id], rejected: [] });
    expect((await eventRows()).map((row) => Number(row.seq))).toEqual([1]);
    expect(Number((await db.query<{ last_seq: string }>('SELECT last_seq FROM dealer_sequences'))[0]?.last_seq)).toBe(1);
    expect(appended).toEqual([]);
  });

  it('accepts one event pushed by two requests at the same moment exactly once', async () => {
    const event = customerEvent('customer.created', 'dealer-a', manager.id, randomUUID());
    const answers = await Promise.all([store.push(manager, 'dealer-a', [event]), store.push(manager, 'dealer-a', [event])]);
    expect(answers).toEqual([
      { accepted: [event.id], rejected: [] },
      { accepted: [event.id], rejected: [] },
    ]);
    expect((await eventRows()).length).toBe(1);
  });

  it('numbers each dealer in its own sequence', async () => {
    const both = await addUser(db, { email: 'both@test', dealers: ['dealer-a', 'dealer-b'] });
    await store.push(both, 'dealer-a', [customerEvent('customer.created', 'dealer-a', both.id, randomUUID())]);
    await store.push(both, 'dealer-b', [customerEvent('customer.created', 'dealer-b', both.id, randomUUID())]);
    await store.push(both, 'dealer-a', [customerEvent('customer.created', 'dealer-a', both.id, randomUUID())]);
    const rows = await db.query<{ dealer: string; seq: string | number }>('SELECT dealer, seq FROM events ORDER BY dealer, seq');
    expect(rows.map((row) => [row.dealer, Number(row.seq)])).toEqual([
      ['dealer-a', 1],
      ['dealer-a', 2],
      ['dealer-b', 1],
    ]);
  });

  it('appends system events in chunks with consecutive numbers, skipping ids already in the log', async () => {
    const imports = Array.from({ length: 1203 }, (_, i) => importedCustomer(i % 3 === 0 ? 'dealer-b' : 'dealer-a', `c${i}`, `Name${i}`));
    await store.appendSystem(imports);
    await store.appendSystem(imports.slice(0, 10));
    const counts = await db.query<{ dealer: string; n: string | number; top: string | number }>(
      'SELECT dealer, count(*) AS n, max(seq) AS top FROM events GROUP BY dealer ORDER BY dealer',
    );
    expect(counts.map((row) => [row.dealer, Number(row.n), Number(row.top)])).toEqual([
      ['dealer-a', 802, 802],
      ['dealer-b', 401, 401],
    ]);
    expect(Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM customers'))[0]?.n)).toBe(1203);
    expect(appended.filter((poke) => poke.dealer === 'dealer-a').at(-1)).toEqual({ dealer: 'dealer-a', seq: 802, collections: ['customers'] });
  });

  it('lets a later system event of the same chunk see an earlier one', async () => {
    const first = importedCustomer('dealer-a', 'c1', 'Before');
    const second = importedCustomer('dealer-a', 'c1', 'After');
    await store.appendSystem([first, second]);
    const row = await customerDoc('dealer-a', 'c1');
    expect(row?.doc).toMatchObject({ last_name: 'After' });
    expect(Number(row?.seq)).toBe(2);
  });

  it('keeps a deleted document as a tombstone with its last body', async () => {
    await store.appendSystem([importedCustomer('dealer-a', 'c1', 'Gone')]);
    await db.transaction(async (tx) => {
      const batch = createProjectionBatch(tx);
      batch.apply('dealer-a', 7, [
        { collection: 'customers', id: 'c1', doc: null },
        { collection: 'customers', id: 'never-stored', doc: null },
      ]);
      await batch.flush();
    });
    const rows = await db.query<{ id: string; seq: string | number; deleted: boolean; doc: Record<string, unknown> }>(
      'SELECT id, seq, deleted, doc FROM customers ORDER BY id',
    );
    expect(rows.map((row) => ({ ...row, seq: Number(row.seq) }))).toEqual([
      { id: 'c1', seq: 7, deleted: true, doc: expect.objectContaining({ last_name: 'Gone' }) },
      { id: 'never-stored', seq: 7, deleted: true, doc: { id: 'never-stored', dealer: 'dealer-a' } },
    ]);
  });

  it('rebuilds projections identical to the ones appended', async () => {
    const both = await addUser(db, { email: 'both@test', dealers: ['dealer-a', 'dealer-b'] });
    await store.appendSystem(Array.from({ length: 1500 }, (_, i) => importedCustomer(i % 2 ? 'dealer-a' : 'dealer-b', `c${i}`, `N${i}`)));
    await store.appendSystem([
      {
        id: randomUUID(),
        type: 'dealer.user_set',
        dealer: 'dealer-a',
        actor: 0,
        time: new Date().toISOString(),
        payload: {
          user_id: both.id,
          token: both.token,
          first_name: 'Test',
          last_name: 'User',
          email: both.email,
          phone: '',
          role: { id: 2, name: 'Sales Manager' },
          admin: 0,
          created_at: new Date().toISOString(),
        },
      },
    ]);
    const created = randomUUID();
    await store.push(both, 'dealer-a', [
      customerEvent('customer.created', 'dealer-a', both.id, created),
      customerEvent('customer.updated', 'dealer-a', both.id, created, { type: 'B', business: 'Acme Ltd' }),
      customerEvent('customer.updated', 'dealer-a', both.id, 'c1', { last_name: 'Renamed' }),
    ]);
    const snapshot = async () => ({
      customers: await db.query('SELECT dealer, id, seq::text AS seq, deleted, doc FROM customers ORDER BY dealer, id'),
      refs: await db.query('SELECT dealer, id, seq::text AS seq, deleted, doc FROM refs ORDER BY dealer, id'),
    });
    const before = await snapshot();
    expect(before.customers.length).toBe(1501);
    expect(before.refs.length).toBe(1);
    const counts = await store.rebuild();
    expect(counts).toEqual({ events: 1504, documents: { customers: 1501, refs: 1, vehicles: 0, service: 0, deals: 0, inventory: 0, appointments: 0, opportunities: 0, activities: 0, prospects: 0, leads: 0 } });
    expect(await snapshot()).toEqual(before);
  });
});
