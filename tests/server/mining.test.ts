import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DMS_KINDS, type DmsKind } from '../../domain/dms/dmsImports.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { importRecords, type ImportResult } from '../../sync-server/dms/importRecords.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { startDailyMining } from '../../sync-server/opportunities/dailyMining.ts';
import { mineDealer } from '../../sync-server/opportunities/mineDealer.ts';
import { customerRecord, dmsRecords, inventoryRecord, ownedVehicleRecord, repairOrderRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { addDealer, resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

const TODAY = '2025-06-15';
const DEALER = 'dealer-a';

type Row = { id: string; seq: number; deleted: boolean; doc: Opportunity };

/** A finance contract bought new: a year in, 48 of 60 payments left. */
const financed = (id: string, customerId: string, overrides: Record<string, unknown> = {}) =>
  ownedVehicleRecord(id, {
    customer_id: customerId,
    year: 2024,
    model: 'Corolla',
    vin: `2T1BURHE0JC0${id.replace(/\D/g, '').padStart(5, '0')}`,
    mileage: 20_000,
    inservice_at: '2024-06-15',
    contract: {
      type: 'finance',
      frequency: 'm',
      term: 60,
      rate: 4.99,
      payment: 500,
      amount: 27_000,
      downpayment: 1_250,
      bank_name: 'Toyota Financial Services',
      sold_at: '2024-06-15',
      residual_amount: null,
      km_allowance: null,
    },
    ...overrides,
  });

/** The fixtures' records plus a third customer, and a financed Corolla for C101 and C102. */
function dealerRecords(kind: DmsKind): Record<string, unknown>[] {
  if (kind === 'customer') return [...dmsRecords(kind), customerRecord('C102', 'Tremblay')];
  if (kind === 'vehicle') return [...dmsRecords(kind), financed('V600', 'C101'), financed('V700', 'C102')];
  if (kind === 'settings') return [{}];
  return dmsRecords(kind);
}

describe.each(testDatabases())('opportunity mining on $name', (database) => {
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
    for (const kind of DMS_KINDS) await importRecords(store, DEALER, kind, dealerRecords(kind), { db, today: TODAY });
  });

  const importMined = (kind: DmsKind, records: unknown[]): Promise<ImportResult> => importRecords(store, DEALER, kind, records, { db, today: TODAY });
  const rows = async (): Promise<Row[]> =>
    (
      await db.query<Omit<Row, 'seq'> & { seq: string | number }>(
        'SELECT id, seq, deleted, doc FROM opportunities WHERE dealer = $1 ORDER BY id',
        [DEALER],
      )
    ).map((row) => ({ ...row, seq: Number(row.seq) }));
  const live = async () => (await rows()).filter((row) => !row.deleted);
  const byId = async () => new Map((await rows()).map((row) => [row.id, row]));
  const mined = (result: ImportResult) => ({ customers: result.mined?.customers, set: result.mined?.set, removed: result.mined?.removed });

  it('projects the opportunities of an imported dealer, one document per type and vehicle', async () => {
    const found = await live();
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) {
      expect(row.id).toBe(`${row.doc.type}:${row.doc.vehicle_id}`);
      expect(row.doc.dealer).toBe(DEALER);
      expect(row.doc.identified_at).toBe(TODAY);
    }
    expect(found.map((row) => row.id)).toEqual(expect.arrayContaining(['equity:V600', 'equity:V700']));
    expect(new Set(found.map((row) => row.doc.customer_id))).toEqual(new Set(['C100', 'C101', 'C102']));
  });

  it('a new repair order re-mines only its customer: the other rows keep their seq', async () => {
    const before = await byId();
    const result = await importMined('service', [repairOrderRecord('R950', 'V600', { customer_id: 'C101', opened_at: '2025-06-01', completed_at: '2025-06-01', mileage: 19_000 })]);
    expect(result.mined?.customers).toBe(1);
    const after = await byId();
    for (const [id, row] of after) {
      if (row.doc.customer_id === 'C101') continue;
      expect(row.seq, id).toBe(before.get(id)?.seq);
    }
    expect(after.get('equity:V600')?.doc.service_ro_total).toBe(1);
    expect(after.get('equity:V600')?.doc.serviced_at).toBe('2025-06-01');
    expect(after.get('equity:V600')?.seq).toBeGreaterThan(before.get('equity:V600')?.seq ?? 0);
  });

  it('a mileage update changes the vehicle’s equity row', async () => {
    const before = (await byId()).get('equity:V600');
    const result = await importMined('vehicle', [financed('V600', 'C101', { mileage: 60_000 })]);
    expect(mined(result)).toEqual({ customers: 1, set: expect.any(Number), removed: 0 });
    const after = (await byId()).get('equity:V600');
    expect(after?.doc.trade).toBeLessThan(before?.doc.trade ?? 0);
    expect(after?.doc.equity).toBeLessThan(before?.doc.equity ?? 0);
    expect(after?.doc.identified_at).toBe(TODAY);
  });

  it('a sale trading a vehicle in removes that vehicle’s opportunities', async () => {
    const traded = (await live()).filter((row) => row.doc.vehicle_id === 'V700').map((row) => row.id);
    expect(traded.length).toBeGreaterThan(0);
    const result = await importMined('deal', [saleDealRecord('D700', 'V701', { customer_id: 'C102', trade_vehicle_id: 'V700' })]);
    expect(mined(result)).toEqual({ customers: 1, set: 0, removed: traded.length });
    const after = await byId();
    for (const id of traded) expect(after.get(id)?.deleted).toBe(true);
  });

  it('settings that disable a type remove its rows, the other rows stay as they were', async () => {
    const before = await live();
    const equity = before.filter((row) => row.doc.type === 'equity');
    expect(equity.length).toBeGreaterThan(0);
    const result = await importMined('settings', [{ opportunities: { equity: 0 } }]);
    expect(mined(result)).toEqual({ customers: 3, set: 0, removed: equity.length });
    const after = await byId();
    for (const row of before) {
      if (row.doc.type === 'equity') expect(after.get(row.id)?.deleted).toBe(true);
      else expect(after.get(row.id)?.seq).toBe(row.seq);
    }
  });

  it('new inventory changes the matches', async () => {
    const before = (await byId()).get('equity:V600');
    await importMined('inventory', [inventoryRecord('I900', 'used', { year: 2026, model: 'Corolla', price: 9_000, vin: '2T1BURHE0JC099999' })]);
    const after = (await byId()).get('equity:V600');
    expect(after?.doc.matches).toBe((before?.doc.matches ?? 0) + 1);
    expect(after?.doc.stock_match).toBe(1);
  });

  it('a full rerun appends nothing, and a rebuild gives the same opportunities', async () => {
    await importMined('service', [repairOrderRecord('R950', 'V600', { customer_id: 'C101', opened_at: '2025-06-01', completed_at: '2025-06-01' })]);
    await importMined('deal', [saleDealRecord('D700', 'V701', { customer_id: 'C102', trade_vehicle_id: 'V700' })]);
    // A tombstone's body is whatever was last written before it (a rebuild may write it in the same batch): compare identities.
    const projection = async () => (await rows()).map((row) => (row.deleted ? { ...row, doc: null } : row));
    const before = await projection();
    const seq = async () => Number((await db.query<{ s: string | number }>('SELECT last_seq AS s FROM dealer_sequences WHERE dealer = $1', [DEALER]))[0]?.s);
    const last = await seq();
    expect(await mineDealer(db, store, DEALER, { today: TODAY })).toEqual({ customers: 3, set: 0, removed: 0, ms: expect.any(Number) });
    expect(await seq()).toBe(last);
    await store.rebuild();
    expect(await projection()).toEqual(before);
  });

  it('the daily run mines again when the dealer’s day turns, and only what the date moved; a restart the same day mines nobody', async () => {
    const runs: { dealer: string; set: number }[] = [];
    let now = new Date('2025-06-15T16:00:00Z');
    const onMined = (dealer: string, run: { set: number }) => runs.push({ dealer, set: run.set });
    // A dealer never mined in full (mined_day empty) is mined at the first check, once.
    await db.query('UPDATE dealers SET mined_day = NULL WHERE token = $1', [DEALER]);
    const daily = startDailyMining(db, store, { firstCheckMs: 3_600_000, now: () => now, onMined });
    try {
      await daily.check();
      await daily.check();
      expect(runs).toEqual([{ dealer: DEALER, set: 0 }]);
      expect((await db.query<{ mined_day: string }>('SELECT mined_day FROM dealers WHERE token = $1', [DEALER]))[0]?.mined_day).toBe(TODAY);
    } finally {
      await daily.stop();
    }
    // The server restarts the same day: the day is in the database, nobody is mined again.
    const restarted = startDailyMining(db, store, { firstCheckMs: 3_600_000, now: () => now, onMined });
    try {
      await restarted.check();
      expect(runs).toHaveLength(1);
      now = new Date('2025-07-15T16:00:00Z');
      await restarted.check();
      expect(runs).toHaveLength(2);
      expect(runs[1]?.set).toBeGreaterThan(0);
      expect((await byId()).get('equity:V600')?.doc.identified_at).toBe(TODAY);
    } finally {
      await restarted.stop();
    }
  });

});
