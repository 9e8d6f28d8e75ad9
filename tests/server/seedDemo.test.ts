import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema } from '../../domain/customers/customer.ts';
import { DealerUserSchema } from '../../domain/dealers/dealerUsers.ts';
import { UUID_PATTERN, type EventEnvelope } from '../../domain/events/envelope.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import { haversineKm } from '../../domain/format/distance.ts';
import { verifyPassword } from '../../sync-server/auth/passwords.ts';
import { openDatabase, type Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { isSeeded, seedDemo, type SeedOptions } from '../../sync-server/seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../sync-server/seed/demoLogins.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ image: await blankPgliteImage() });
  await migrate(db);
});
afterAll(() => db.close());

const TODAY = new Date('2026-03-10T00:00:00Z');
const emptyDatabase = () =>
  db.exec(
    `TRUNCATE dealers, users, user_dealers, refresh_tokens, password_resets, events, dealer_sequences, customers, refs,
     vehicles, service, deals, inventory, appointments, opportunities RESTART IDENTITY CASCADE`,
  );

/** Seeds an empty database through the event store, recording the system events it appends. */
async function seedRecorded(options: SeedOptions): Promise<EventEnvelope[]> {
  await emptyDatabase();
  const events: EventEnvelope[] = [];
  const store = createMiningEventStore(db, () => {});
  const recording: EventStore = {
    ...store,
    appendSystem: (batch) => (events.push(...batch), store.appendSystem(batch)),
    appendPrepared: (batch) => (events.push(...batch.map((prepared) => prepared.event)), store.appendPrepared(batch)),
  };
  await seedDemo(db, recording, options);
  return events;
}

describe('haversineKm', () => {
  it('measures great-circle distances in kilometres', () => {
    expect(haversineKm({ latitude: 43.39, longitude: -80.32 }, { latitude: 43.39, longitude: -80.32 })).toBe(0);
    const torontoToMontreal = haversineKm({ latitude: 43.6532, longitude: -79.3832 }, { latitude: 45.5017, longitude: -73.5673 });
    expect(torontoToMontreal).toBeGreaterThan(500);
    expect(torontoToMontreal).toBeLessThan(510);
  });
});

describe('seedDemo', () => {
  it('the same seed gives the same imported records twice; another seed gives other data', async () => {
    const payloads = (events: EventEnvelope[]) => events.filter((e) => e.type.endsWith('.imported')).map((e) => e.payload);
    const first = payloads(await seedRecorded({ seed: 7, customersPerDealer: 20, today: TODAY }));
    const second = payloads(await seedRecorded({ seed: 7, customersPerDealer: 20, today: TODAY }));
    expect(second).toEqual(first);
    const other = payloads(await seedRecorded({ seed: 8, customersPerDealer: 20, today: TODAY }));
    expect(other).not.toEqual(first);
  });

  it('every event is a valid system event with a UUID id', async () => {
    const events = await seedRecorded({ seed: 1, customersPerDealer: 40, today: TODAY });
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const event of events) {
      expect(event.id).toMatch(UUID_PATTERN);
      expect(event.id[14]).toBe('4');
      expect(event.actor).toBe(0);
      const prepared = prepareEvent(event);
      expect(prepared.ok, JSON.stringify(prepared)).toBe(true);
    }
  });

  it('makes three dealers: Cambridge ON, another in canada and one in the us', async () => {
    await seedRecorded({ seed: 1, customersPerDealer: 0, today: TODAY });
    const dealers = await db.query<{ key: string; city: string; province: string; country: string; token: string; latitude: number; longitude: number; logo: string }>(
      'SELECT key, city, province, country, token, latitude, longitude, logo FROM dealers ORDER BY id',
    );
    expect(dealers.map((d) => [d.key, d.city, d.province, d.country])).toEqual([
      ['CAMB01', 'Cambridge', 'ON', 'canada'],
      ['CALG01', 'Calgary', 'AB', 'canada'],
      ['COLU01', 'Columbus', 'OH', 'us'],
    ]);
    const cambridge = dealers[0];
    expect(haversineKm({ latitude: 43.39, longitude: -80.32 }, { latitude: cambridge?.latitude ?? 0, longitude: cambridge?.longitude ?? 0 })).toBeLessThan(2);
    for (const dealer of dealers) {
      expect(dealer.token.length).toBeGreaterThanOrEqual(24);
      expect(decodeURIComponent(dealer.logo.replace('data:image/svg+xml,', ''))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    }
  });

  it('creates the demo logins with the demo password and their roles and dealers', async () => {
    await seedRecorded({ seed: 1, customersPerDealer: 0, today: TODAY });
    const users = await db.query<{ email: string; role_id: number; admin: number; password_hash: string; dealers: string }>(
      `SELECT u.email, u.role_id, u.admin, u.password_hash, string_agg(d.key, ',' ORDER BY d.key) AS dealers
       FROM users u JOIN user_dealers ud ON ud.user_id = u.id JOIN dealers d ON d.id = ud.dealer_id
       GROUP BY u.id ORDER BY u.id`,
    );
    const byEmail = new Map(users.map((u) => [u.email, u]));
    for (const login of DEMO_LOGINS) expect(byEmail.has(login.email)).toBe(true);
    expect(byEmail.get('admin@demo.dealer')).toMatchObject({ role_id: 3, admin: 1, dealers: 'CALG01,CAMB01,COLU01' });
    expect(byEmail.get('sales@demo.dealer')).toMatchObject({ role_id: 1, admin: 0, dealers: 'CALG01,CAMB01' });
    expect(byEmail.get('service@demo.dealer')).toMatchObject({ role_id: 6, admin: 0, dealers: 'CAMB01,COLU01' });
    expect(byEmail.get('inactive@demo.dealer')).toMatchObject({ admin: 2 });
    expect(await verifyPassword(DEMO_PASSWORD, byEmail.get('sales@demo.dealer')?.password_hash ?? '')).toBe(true);
    for (const key of ['CAMB01', 'CALG01', 'COLU01']) {
      const roles = new Set(users.filter((u) => u.dealers.includes(key)).map((u) => u.role_id));
      expect([...roles].length).toBeGreaterThanOrEqual(4);
    }
  });

  it('announces every membership with a dealer.user_set event', async () => {
    const events = (await seedRecorded({ seed: 1, customersPerDealer: 0, today: TODAY })).filter((e) => e.type === 'dealer.user_set');
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_dealers');
    expect(events).toHaveLength(row?.n ?? -1);
    for (const event of events) v.parse(DealerUserSchema, event.payload);
  });

  it('imports realistic customers around each dealer', async () => {
    const events = await seedRecorded({ seed: 1, customersPerDealer: 400, today: TODAY });
    const dealers = await db.query<{ id: number; token: string; country: string; latitude: number; longitude: number }>(
      'SELECT id, token, country, latitude, longitude FROM dealers',
    );
    const imports = events.filter((e) => e.type === 'customer.imported');
    expect(imports).toHaveLength(1200);
    for (const dealer of dealers) {
      const customers = imports
        .filter((e) => e.dealer === dealer.token)
        .map((e) => v.parse(v.omit(CustomerSchema, ['dealer']), e.payload));
      expect(customers).toHaveLength(400);
      const businesses = customers.filter((c) => c.type === 'B').length / customers.length;
      expect(businesses).toBeGreaterThan(0.08);
      expect(businesses).toBeLessThan(0.25);
      expect(customers.some((c) => c.deleted_at !== null)).toBe(true);
      expect(customers.filter((c) => c.user_id !== null).length / customers.length).toBeGreaterThan(0.75);
      const salespeople = await db.query<{ id: number }>(
        'SELECT u.id FROM users u JOIN user_dealers ud ON ud.user_id = u.id WHERE ud.dealer_id = $1 AND u.role_id = 1',
        [dealer.id],
      );
      const ids = new Set(salespeople.map((s) => s.id));
      expect(new Set(customers.map((c) => c.number)).size).toBe(400);
      for (const c of customers) {
        expect(c.number).toMatch(/^\d{6,8}$/);
        expect(c.country).toBe(dealer.country);
        expect(c.postal_code).toMatch(dealer.country === 'us' ? /^\d{5}$/ : /^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        for (const phone of [c.contact.home, c.contact.cell, c.contact.work]) expect(phone).toMatch(/^(\d{10})?$/);
        if (c.user_id !== null) expect(ids.has(c.user_id)).toBe(true);
        const km = haversineKm(dealer, { latitude: c.latitude ?? 0, longitude: c.longitude ?? 0 });
        expect(c.distance).toBeCloseTo(km, 1);
        expect(km).toBeLessThan(80);
        expect(c.type === 'B' ? c.full_name : c.first_name && c.last_name).toBeTruthy();
        expect(c.created_at <= c.updated_at && c.updated_at <= TODAY.toISOString().slice(0, 10) + 'T12:00:00.000Z').toBe(true);
      }
    }
  });

  it('through the event store, the projections hold the dealers’ customers and users', async () => {
    await emptyDatabase();
    expect(await isSeeded(db)).toBe(false);
    const summary = await seedDemo(db, createMiningEventStore(db, () => {}), { customersPerDealer: 50, today: TODAY });
    expect(summary).toMatchObject({ dealers: 3, users: 24, customers: 150 });
    expect(summary.opportunities).toBeGreaterThan(150);
    expect(await isSeeded(db)).toBe(true);
    const [customers] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    const [refs] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM refs WHERE doc->>'kind' = 'user'");
    const [memberships] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_dealers');
    expect(customers?.n).toBe(150);
    expect(refs?.n).toBe(memberships?.n);
  });
});
