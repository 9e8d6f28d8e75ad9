import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DMS_KINDS } from '../../domain/dms/dmsImports.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { importRecords } from '../../sync-server/dms/importRecords.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { mineDealer } from '../../sync-server/opportunities/mineDealer.ts';
import { mineAfterSettings } from '../../sync-server/settings/mineAfterSettings.ts';
import type { DmsKind } from '../../domain/dms/dmsImports.ts';
import { dmsRecords, ownedVehicleRecord } from '../support/dmsRecords.ts';
import { addDealer, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

const DEALER = 'dealer-a';
const YEAR_AGO = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

/** The fixtures' records and a Corolla financed a year ago, its payments running: its matches move with the prices. */
function records(kind: DmsKind): Record<string, unknown>[] {
  if (kind !== 'vehicle') return dmsRecords(kind);
  const contract = { type: 'finance', frequency: 'm', term: 72, rate: 6.99, payment: 300, amount: 26_000, downpayment: 0, bank_name: 'TFS', sold_at: YEAR_AGO, residual_amount: null, km_allowance: null };
  return [...dmsRecords(kind), ownedVehicleRecord('V600', { customer_id: 'C101', year: 2023, model: 'Corolla', vin: '2T1BURHE0JC000600', mileage: 15_000, inservice_at: YEAR_AGO, contract })];
}

describe.each(testDatabases())('mining after a settings save on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    await migrate(db);
    store = createMiningEventStore(db, () => undefined);
  });
  afterAll(() => opened.close());
  beforeEach(async () => {
    await resetTables(db);
    await addDealer(db, DEALER);
    for (const kind of DMS_KINDS) await importRecords(store, DEALER, kind, records(kind), { db });
    // A whole run records the settings the rows were mined with.
    await mineDealer(db, store, DEALER);
  });

  const save = (payload: Record<string, unknown>) =>
    store.appendSystem([{ id: randomUUID(), type: 'settings.saved', dealer: DEALER, actor: 0, time: new Date().toISOString(), payload }]);
  const rows = () => db.query<{ id: string; seq: string; deleted: boolean; type: string }>("SELECT id, seq, deleted, doc->>'type' AS type FROM opportunities WHERE dealer = $1 ORDER BY id", [DEALER]);
  const liveCount = async (type: string) => (await rows()).filter((row) => !row.deleted && row.type === type).length;

  it('mines no one and appends nothing when only the deal sheet expiry changed', async () => {
    const before = await rows();
    await save({ config: { dealsheet_expiry: 21 } });
    expect(await mineAfterSettings(db, store, DEALER)).toMatchObject({ customers: 0, set: 0, removed: 0 });
    expect(await rows()).toEqual(before);
  });

  it('removes the rows of a type turned off without mining, and mines that type alone when it is on again', async () => {
    const before = await rows();
    const type = before.find((row) => !row.deleted)?.type ?? '';
    const count = await liveCount(type);
    expect(count).toBeGreaterThan(0);
    const flag = type === 'appt' ? 'appointment' : type;

    await save({ opportunities: { [flag]: 0 } });
    expect(await mineAfterSettings(db, store, DEALER)).toMatchObject({ customers: 0, set: 0, removed: count });
    expect(await liveCount(type)).toBe(0);
    const others = (await rows()).filter((row) => row.type !== type);
    expect(others).toEqual(before.filter((row) => row.type !== type));

    await save({ opportunities: { [flag]: 1 } });
    const customers = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE dealer = $1', [DEALER]))[0]?.n;
    expect(await mineAfterSettings(db, store, DEALER)).toMatchObject({ customers, set: count, removed: 0 });
    expect(await liveCount(type)).toBe(count);
    // The other types' rows were compared with nothing and kept their sequence numbers.
    expect((await rows()).filter((row) => row.type !== type)).toEqual(others);
  });

  it('prices the matches again from the stored rows when rates change, leaving nothing for a run of everyone to find', async () => {
    const before = await rows();
    await save({ rates: [{ term: 84, type: 'finance', rate: 0 }], fees: [], taxes: [] });
    const repriced = await mineAfterSettings(db, store, DEALER);
    expect(repriced).toMatchObject({ customers: 0, removed: 0 });
    expect(repriced.set).toBeGreaterThan(0);
    const changed = (await rows()).filter((row, index) => row.seq !== before[index]?.seq);
    expect(changed).toHaveLength(repriced.set);
    // The engine, run over everyone with the same settings, agrees with every row.
    expect(await mineDealer(db, store, DEALER)).toMatchObject({ set: 0, removed: 0 });
  });

  it('mines every customer when a limit changes', async () => {
    const customers = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE dealer = $1', [DEALER]))[0]?.n;
    expect(customers).toBeGreaterThan(0);
    await save({ config: { dealsheet_negative_equity: 10 } });
    expect((await mineAfterSettings(db, store, DEALER)).customers).toBe(customers);
    // A second call finds the dealer at its settings: no one is mined.
    expect((await mineAfterSettings(db, store, DEALER)).customers).toBe(0);
  });
});
