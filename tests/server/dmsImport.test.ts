import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DMS_KINDS, type DmsKind } from '../../domain/dms/dmsImports.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { importRecords } from '../../sync-server/dms/importRecords.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { PROJECTION_TABLE_NAMES } from '../../sync-server/events/projectionTables.ts';
import { dmsRecords, ownedVehicleRecord } from '../support/dmsRecords.ts';
import { resetTables } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

type Appended = { dealer: string; seq: number; collections: string[] };
type Row = { table: string; dealer: string; id: string; seq: number; deleted: boolean; doc: Record<string, unknown> };

/** Where each kind's records land: the table and the document id of a record. */
const LANDING: Record<DmsKind, { table: string; docId: (record: Record<string, unknown>) => string }> = {
  customer: { table: 'customers', docId: (record) => String(record.id) },
  vehicle: { table: 'vehicles', docId: (record) => String(record.id) },
  service: { table: 'service', docId: (record) => String(record.id) },
  deal: { table: 'deals', docId: (record) => String(record.id) },
  inventory: { table: 'inventory', docId: (record) => String(record.id) },
  build: { table: 'refs', docId: (record) => `build:${String(record.id)}` },
  settings: { table: 'refs', docId: () => 'settings:dealer-a' },
  appointment: { table: 'appointments', docId: (record) => String(record.id) },
};

describe.each(testDatabases())('DMS import on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  let store: EventStore;
  let appended: Appended[];

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
  });

  const importAll = async () => {
    for (const kind of DMS_KINDS) await importRecords(store, 'dealer-a', kind, dmsRecords(kind));
  };
  const eventCount = async () => Number((await db.query<{ n: string | number }>('SELECT count(*) AS n FROM events'))[0]?.n);
  const lastSeq = async () => Number((await db.query<{ s: string | number }>("SELECT last_seq AS s FROM dealer_sequences WHERE dealer = 'dealer-a'"))[0]?.s ?? 0);
  const rows = async (): Promise<Row[]> => {
    const all: Row[] = [];
    for (const table of PROJECTION_TABLE_NAMES) {
      const found = await db.query<Omit<Row, 'table' | 'seq'> & { seq: string | number }>(
        `SELECT dealer, id, seq, deleted, doc FROM ${table} ORDER BY dealer, id`,
      );
      all.push(...found.map((row) => ({ ...row, table, seq: Number(row.seq) })));
    }
    return all;
  };
  const doc = async (table: string, id: string) => (await rows()).find((row) => row.table === table && row.id === id);

  it.each(DMS_KINDS)('%s records import and project, keyed by their DMS id', async (kind) => {
    const records = dmsRecords(kind);
    expect(await importRecords(store, 'dealer-a', kind, records)).toEqual({ imported: records.length, unchanged: 0, rejected: [] });
    const { table, docId } = LANDING[kind];
    for (const record of records) {
      const row = await doc(table, docId(record));
      expect(row?.deleted).toBe(false);
      expect(row?.doc).toMatchObject({ id: docId(record), dealer: 'dealer-a' });
    }
    expect(await eventCount()).toBe(records.length);
    expect(appended.at(-1)).toEqual({ dealer: 'dealer-a', seq: records.length, collections: [table] });
  });

  it('an owned vehicle lands whole, with its lease contract', async () => {
    await importRecords(store, 'dealer-a', 'vehicle', [ownedVehicleRecord('V1', { vin: ' 2t3p1rfv8mc123456 ' })]);
    expect((await doc('vehicles', 'V1'))?.doc).toEqual({ ...ownedVehicleRecord('V1'), dealer: 'dealer-a' });
  });

  it('a repair order keeps its lines, the DECLINE line marked declined', async () => {
    await importRecords(store, 'dealer-a', 'service', dmsRecords('service'));
    const lines = (await doc('service', 'R900'))?.doc.lines;
    expect(lines).toEqual([
      { description: 'Oil and filter change', cause: 'Scheduled maintenance', op_code: '01A', declined: false },
      { description: 'Front brake pads', cause: 'CUSTOMER DECLINED - pads at 3 mm', op_code: '14B', declined: true },
    ]);
  });

  it('the build catalogue and the settings go to refs by kind, settings with their defaults', async () => {
    await importAll();
    expect((await doc('refs', 'build:B10'))?.doc).toMatchObject({ kind: 'build', build_id: 'B10', model: 'RAV4', incentives: [{ id: 'B10-F60' }, {}, {}] });
    expect((await doc('refs', 'settings:dealer-a'))?.doc).toEqual({
      id: 'settings:dealer-a',
      dealer: 'dealer-a',
      kind: 'settings',
      config: { ...DEFAULT_DEALER_SETTINGS.config, dealsheet_expiry: 14, service_declined: 'DECL' },
      opportunities: DEFAULT_DEALER_SETTINGS.opportunities,
      rates: [{ term: 60, type: 'finance', rate: 5.49 }],
      fees: [],
      // A DMS that sends no taxes leaves the dealer with the spec's 13 % (the deal sheet's 1.13).
      taxes: [{ name: 'HST', type: 'variable', value: 13 }],
    });
  });

  it('a bad record is reported with its reason and skipped while the others land', async () => {
    const batch: unknown[] = [
      ownedVehicleRecord('V1'),
      ownedVehicleRecord('V2', { vin: '2T3P1RFV8MC12345' }),
      'not a record',
      ownedVehicleRecord('V3', { contract: { ...(ownedVehicleRecord('V3').contract as object), type: 'finance' } }),
      ownedVehicleRecord('V4', { vin: '1HGCV1F34LA765432' }),
    ];
    expect(await importRecords(store, 'dealer-a', 'vehicle', batch)).toEqual({
      imported: 2,
      unchanged: 0,
      rejected: [
        { index: 1, id: 'V2', reason: 'vin: Invalid length: Expected 17 but received 16' },
        { index: 2, reason: 'Invalid type: Expected Object but received "not a record"' },
        { index: 3, id: 'V3', reason: 'contract.residual_amount: Only a lease has a residual amount' },
      ],
    });
    expect((await rows()).filter((row) => row.table === 'vehicles').map((row) => row.id)).toEqual(['V1', 'V4']);
    expect(await eventCount()).toBe(2);
  });

  it('re-importing the same batch appends nothing: the log, the sequence and every row stay as they were', async () => {
    await importAll();
    const before = { events: await eventCount(), seq: await lastSeq(), rows: await rows() };
    appended = [];
    for (const kind of DMS_KINDS) {
      const records = dmsRecords(kind);
      expect(await importRecords(store, 'dealer-a', kind, records)).toEqual({ imported: 0, unchanged: records.length, rejected: [] });
    }
    expect({ events: await eventCount(), seq: await lastSeq(), rows: await rows() }).toEqual(before);
    expect(appended).toEqual([]);
  });

  it('a changed record appends one event and moves only its own document', async () => {
    await importAll();
    const before = await rows();
    const seq = await lastSeq();
    appended = [];
    const [first, second] = dmsRecords('vehicle');
    const result = await importRecords(store, 'dealer-a', 'vehicle', [first, { ...second, mileage: 61_300 }]);
    expect(result).toEqual({ imported: 1, unchanged: 1, rejected: [] });
    expect(await lastSeq()).toBe(seq + 1);
    const after = await rows();
    const moved = after.filter((row, index) => row.seq !== before[index]?.seq);
    expect(moved).toMatchObject([{ table: 'vehicles', id: 'V501', seq: seq + 1, doc: { mileage: 61_300 } }]);
    expect(appended).toEqual([{ dealer: 'dealer-a', seq: seq + 1, collections: ['vehicles'] }]);
  });

  it('a record repeated within one batch is imported once', async () => {
    const record = ownedVehicleRecord('V1');
    expect(await importRecords(store, 'dealer-a', 'vehicle', [record, record])).toEqual({ imported: 1, unchanged: 1, rejected: [] });
    expect(await eventCount()).toBe(1);
  });

  it('imports of two dealers stay apart, and a rebuild from the log gives the same documents', async () => {
    await importAll();
    await importRecords(store, 'dealer-b', 'vehicle', dmsRecords('vehicle'));
    expect((await rows()).filter((row) => row.table === 'vehicles').map((row) => `${row.dealer}/${row.id}`)).toEqual([
      'dealer-a/V500',
      'dealer-a/V501',
      'dealer-b/V500',
      'dealer-b/V501',
    ]);
    const before = await rows();
    await store.rebuild();
    expect(await rows()).toEqual(before);
  });
});
