import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DMS_IMPORTS, type DmsKind } from '../../domain/dms/dmsImports.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { ServiceRecord } from '../../domain/dms/serviceRecord.ts';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import { openDatabase, type Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { seedDemo } from '../../sync-server/seed/demo.ts';
import { demoBuild } from '../../sync-server/seed/demoBuild.ts';
import { DEMO_RUN, SCALE_RUN, demoCustomerRecords, type ChunkRequest } from '../../sync-server/seed/demoCustomerRecords.ts';
import { DEMO_DEALERS } from '../../sync-server/seed/demoDealers.ts';
import { demoInventory } from '../../sync-server/seed/demoInventory.ts';
import { seedScale } from '../../sync-server/seed/demoScale.ts';
import { demoSettings } from '../../sync-server/seed/demoSettings.ts';
import { createRandom } from '../../sync-server/seed/random.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

const TODAY = new Date('2026-03-10T12:00:00Z');
const [CAMBRIDGE] = DEMO_DEALERS;
if (!CAMBRIDGE) throw new Error('No demo dealer.');
const request = (seed: number, chunk = 0): ChunkRequest => ({ seed, dealer: CAMBRIDGE, salespeople: [4, 5, 6], today: TODAY, run: DEMO_RUN, chunk, count: 400 });

const VIN_VALUES = 'ABCDEFGHJKLMNPRSTUVWXYZ'.split('').map((ch, i) => [ch, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0] as const);
function vinCheckDigit(vin: string): string {
  const values = new Map<string, number>(VIN_VALUES);
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = [...vin].reduce((total, ch, i) => total + (values.get(ch) ?? Number(ch)) * (weights[i] ?? 0), 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

describe('demo DMS records', () => {
  it('the same seed and chunk give the same records; another seed or the scale run give others', () => {
    expect(demoCustomerRecords(request(3))).toEqual(demoCustomerRecords(request(3)));
    expect(demoCustomerRecords(request(4)).customers).not.toEqual(demoCustomerRecords(request(3)).customers);
    const demoNumbers = new Set(demoCustomerRecords(request(3)).customers.map((c) => c.number));
    const scale = demoCustomerRecords({ ...request(3), run: SCALE_RUN });
    expect(scale.customers.some((c) => demoNumbers.has(c.number))).toBe(false);
    expect(demoBuild(createRandom(9), CAMBRIDGE, TODAY)).toEqual(demoBuild(createRandom(9), CAMBRIDGE, TODAY));
  });

  it('every generated record passes its import schema, and every VIN carries its check digit', () => {
    for (const dealer of DEMO_DEALERS) {
      const random = createRandom(1);
      const records = demoCustomerRecords({ ...request(1), dealer });
      const kinds: [DmsKind, readonly unknown[]][] = [
        ['settings', [demoSettings(random, dealer)]],
        ['build', demoBuild(random, dealer, TODAY)],
        ['inventory', demoInventory(random, dealer, TODAY, 120)],
        ['customer', records.customers],
        ['vehicle', records.vehicles],
        ['service', records.service],
        ['deal', records.deals],
        ['appointment', records.appointments],
      ];
      for (const [kind, list] of kinds) {
        expect(list.length, kind).toBeGreaterThan(0);
        for (const record of list) {
          const parsed = v.safeParse(DMS_IMPORTS[kind].record, record);
          expect(parsed.success, `${kind} ${JSON.stringify(parsed.issues?.[0]?.message)}`).toBe(true);
        }
      }
      for (const vin of [...records.vehicles, ...demoInventory(random, dealer, TODAY, 50)].map((vehicle) => vehicle.vin)) expect(vin[8]).toBe(vinCheckDigit(vin));
    }
  });

  it('contracts: about 55 % finance, 25 % lease, 20 % cash; biweekly and weekly; non-prime rates; sold in the past', () => {
    const contracts = demoCustomerRecords({ ...request(1), count: 1000 }).vehicles.flatMap((vehicle) => (vehicle.contract ? [vehicle.contract] : []));
    const share = (type: string) => contracts.filter((c) => c.type === type).length / contracts.length;
    expect(share('finance')).toBeGreaterThan(0.45);
    expect(share('finance')).toBeLessThan(0.65);
    expect(share('lease')).toBeGreaterThan(0.15);
    expect(share('cash')).toBeGreaterThan(0.12);
    expect(new Set(contracts.map((c) => c.frequency))).toEqual(new Set(['m', 'b', 'w']));
    expect(contracts.some((c) => c.type === 'finance' && c.rate >= 9.9)).toBe(true);
    for (const contract of contracts) {
      expect(contract.sold_at <= '2026-03-10').toBe(true);
      if (contract.type === 'lease') expect(contract.residual_amount > 0 && contract.km_allowance > 0).toBe(true);
      if (contract.type === 'finance') expect(contract.term >= 36 && contract.term <= 96 && contract.payment > 0).toBe(true);
    }
  });

  it('repair orders: totals add up, some lines declined, some recalls, other makes serviced here', () => {
    const records = demoCustomerRecords(request(1));
    const lines = records.service.flatMap((ro: ServiceRecord) => ro.lines);
    for (const ro of records.service) {
      expect(ro.total).toBeCloseTo(ro.total_labour + ro.total_parts, 2);
      expect(ro.total_customer).toBeCloseTo(ro.total - ro.total_warranty, 2);
    }
    expect(lines.some((line) => line.declined)).toBe(true);
    expect(lines.some((line) => line.op_code === 'DECL')).toBe(true);
    expect(lines.some((line) => /RECALL/.test(line.description))).toBe(true);
    const serviced = new Set(records.service.map((ro) => ro.vehicle_id));
    expect(records.vehicles.some((vehicle: OwnedVehicle) => vehicle.make !== 'Toyota' && serviced.has(vehicle.id))).toBe(true);
  });
});

describe('the default demo, mined', () => {
  let db: Database;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    db = await openDatabase({ image: await blankPgliteImage() });
    await migrate(db);
    await seedDemo(db, createMiningEventStore(db, () => {}), { today: TODAY });
    for (const row of await db.query<{ key: string; token: string }>('SELECT key, token FROM dealers')) tokens.set(row.key, row.token);
  });
  afterAll(() => db.close());

  const docs = <T>(table: string, dealer: string) =>
    db.query<{ doc: T }>(`SELECT doc FROM ${table} WHERE dealer = $1 AND NOT deleted`, [tokens.get(dealer) ?? '']).then((rows) => rows.map((row) => row.doc));

  it('every opportunity type occurs at every dealer', async () => {
    for (const key of tokens.keys()) {
      const types = new Set((await docs<{ type: string }>('opportunities', key)).map((o) => o.type));
      expect([...types].sort(), key).toEqual([...OPPORTUNITY_TYPES].sort());
    }
  });

  it('the sold deals include this month’s, trade-ins of the customer’s earlier vehicle and closed opportunities', async () => {
    for (const key of tokens.keys()) {
      const deals = await docs<{ customer_id: string; sold_at: string; trade_vehicle_id: string | null; opportunity_type: string | null }>('deals', key);
      const vehicles = new Map((await docs<OwnedVehicle>('vehicles', key)).map((vehicle) => [vehicle.id, vehicle]));
      expect(deals.filter((deal) => deal.sold_at >= '2026-03-01').length, key).toBeGreaterThan(3);
      const trades = deals.filter((deal) => deal.trade_vehicle_id !== null);
      expect(trades.length).toBeGreaterThan(50);
      for (const deal of trades) expect(vehicles.get(deal.trade_vehicle_id ?? '')?.customer_id).toBe(deal.customer_id);
      expect(deals.some((deal) => deal.opportunity_type !== null)).toBe(true);
    }
  });

  it('appointments: open ones today and in the coming weeks, past ones closed or missed', async () => {
    const appointments = await docs<{ appointment_at: string; status: string }>('appointments', 'CAMB01');
    expect(appointments.some((a) => a.appointment_at.startsWith('2026-03-10') && a.status === 'open')).toBe(true);
    expect(appointments.some((a) => a.appointment_at > '2026-03-11' && a.status === 'open')).toBe(true);
    expect(new Set(appointments.filter((a) => a.appointment_at < '2026-03-10').map((a) => a.status))).toEqual(new Set(['closed', 'missed']));
  });

  it('--scale grows only the chosen dealer to the opportunities asked for, once', async () => {
    const before = await docs('opportunities', 'CALG01');
    const scaled = await seedScale(db, createMiningEventStore(db, () => {}), { opportunities: 1200, today: TODAY });
    expect(scaled).toMatchObject({ dealer: 'CAMB01', added: true, customers: 1000 });
    expect((await docs('opportunities', 'CAMB01')).length).toBe(scaled.opportunities);
    expect(scaled.opportunities).toBeGreaterThanOrEqual(1200);
    expect(await docs('opportunities', 'CALG01')).toHaveLength(before.length);
    const again = await seedScale(db, createMiningEventStore(db, () => {}), { opportunities: 1200, today: TODAY });
    expect(again).toMatchObject({ added: false, customers: 0, opportunities: scaled.opportunities });
  });
});
