import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DMS_KINDS } from '../../domain/dms/dmsImports.ts';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import { createApp } from '../../sync-server/app.ts';
import type { AppEnv, AuthUser, ServerDeps } from '../../sync-server/context.ts';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { importRecords } from '../../sync-server/dms/importRecords.ts';
import type { EventStore } from '../../sync-server/events/eventStore.ts';
import { createMailPort } from '../../sync-server/mail/createMailPort.ts';
import { createDealerMailboxes } from '../../sync-server/mail/dealerMailboxes.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { createBackgroundMining, type BackgroundMining } from '../../sync-server/settings/backgroundMining.ts';
import { settingsAfterPush } from '../../sync-server/settings/settingsAfterPush.ts';
import { createLiveHub, type LiveHub } from '../../sync-server/sync/liveHub.ts';
import { dmsRecords } from '../support/dmsRecords.ts';
import { addDealer, addUser, idToken, resetTables, signer } from '../support/syncFixtures.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

const DEALER = 'dealer-a';
const OTHER = 'dealer-b';
const FORBIDDEN = { message: 'You do not have permission to do this.' };

const profile = {
  name: 'Maple Motors Kitchener',
  address: '400 Fairway Rd S',
  city: 'Kitchener',
  province: 'ON',
  country: 'canada',
  postal_code: 'N2C 1X3',
  phone: '519.555.01',
  url: 'https://maple.example',
  timezone: 'America/Winnipeg',
};

describe.each(testDatabases())('the dealership and opportunity settings calls on $name', (database) => {
  let opened: OpenedTestDatabase;
  let db: Database;
  let hub: LiveHub;
  let store: EventStore;
  let mining: BackgroundMining;
  let app: Hono<AppEnv>;
  let admin: AuthUser;

  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    await migrate(db);
    hub = await createLiveHub(db, opened.url);
    mining = createBackgroundMining(db);
    store = createMiningEventStore(db, hub.publish, [settingsAfterPush(db, mining)]);
    const mail = createMailPort(db);
    const deps: ServerDeps = { db, signer, mail, mailboxes: createDealerMailboxes(), publicUrl: '', poke: hub.publish, alerted: hub.publishUser };
    app = createApp(deps, { store, hub });
  });
  afterAll(async () => {
    await mining.idle();
    await hub.close();
    await opened.close();
  });
  beforeEach(async () => {
    await mining.idle();
    await resetTables(db);
    await addDealer(db, DEALER);
    await addDealer(db, OTHER);
    for (const kind of DMS_KINDS) await importRecords(store, DEALER, kind, dmsRecords(kind), { db });
    admin = await addUser(db, { email: 'admin@a.test', dealers: [DEALER], role: ROLE.salesManager, admin: ADMIN.administrator });
  });

  const call = async (user: AuthUser, method: 'GET' | 'POST', path: string, body?: Record<string, string> | object, token = DEALER) => {
    const form = body && Object.values(body).every((value) => typeof value === 'string');
    const response = await app.request(`${path}?token=${token}`, {
      method,
      headers: {
        authorization: `Bearer ${await idToken(user.id)}`,
        ...(body ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
      },
      body: body ? (form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body)) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const liveTypes = async () => {
    const rows = await db.query<{ type: string; n: number }>(
      `SELECT doc->>'type' AS type, count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted GROUP BY 1 ORDER BY 1`,
      [DEALER],
    );
    return Object.fromEntries(rows.map((row) => [row.type, row.n]));
  };

  const calls: ['GET' | 'POST', string, Record<string, string>?][] = [
    ['GET', '/settings/dealership'],
    ['GET', '/settings/total'],
    ['POST', '/dealership/update', profile],
    ['POST', '/settings/opportunity', { 'dealsheet.expiry': '9' }],
    ['POST', '/settings/rates', { rates: '[{"term":60,"type":"finance","rate":4.99}]' }],
    ['POST', '/settings/fees', { fees: '[]' }],
    ['POST', '/settings/tax', { taxes: '[]' }],
  ];

  it('answers 403 to every call for a standard user, a role 1 administrator and a user of another dealer', async () => {
    const standard = await addUser(db, { email: 'manager@a.test', dealers: [DEALER], role: ROLE.generalManager, admin: ADMIN.standard });
    const salesperson = await addUser(db, { email: 'sales@a.test', dealers: [DEALER], role: ROLE.salesperson, admin: ADMIN.administrator });
    const stranger = await addUser(db, { email: 'olga@b.test', dealers: [OTHER], role: ROLE.salesManager, admin: ADMIN.administrator });
    for (const [method, path, body] of calls) {
      for (const user of [standard, salesperson]) expect(await call(user, method, path, body), `${path} as ${user.email}`).toEqual({ status: 403, body: FORBIDDEN });
      expect(await call(stranger, method, path, body)).toEqual({ status: 403, body: { message: 'You do not belong to this dealer.' } });
    }
    const push = await call(salesperson, 'POST', '/sync/push', {
      events: [
        { id: randomUUID(), type: 'dealership.updated', dealer: DEALER, actor: salesperson.id, time: new Date().toISOString(), payload: profile },
        { id: randomUUID(), type: 'settings.saved', dealer: DEALER, actor: salesperson.id, time: new Date().toISOString(), payload: { rates: [] } },
      ],
    });
    expect((push.body.rejected as { reason: string }[]).map((rejection) => rejection.reason)).toEqual([FORBIDDEN.message, FORBIDDEN.message]);
    const [dealer] = await db.query<{ name: string }>('SELECT name FROM dealers WHERE token = $1', [DEALER]);
    expect(dealer?.name).toBe('Dealer dealer-a');
  });

  it('saves the dealership profile: the dealers row mirrors it, the time zone becomes the dealer’s, the answer and GET show it', async () => {
    const saved = await call(admin, 'POST', '/dealership/update', profile);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'success', message: 'Sucessfully saved dealership settings.' });
    const [row] = await db.query('SELECT name, address, city, province, postal_code, phone, country FROM dealers WHERE token = $1', [DEALER]);
    expect(row).toEqual({ name: profile.name, address: profile.address, city: 'Kitchener', province: 'ON', postal_code: 'N2C 1X3', phone: '519.555.01', country: 'canada' });
    const { body } = await call(admin, 'GET', '/settings/dealership');
    expect(body.dealer).toMatchObject({ ...profile, brand: 'Toyota', brands: ['Toyota'], config: { dealer_timezone: 'America/Winnipeg' } });
    expect((body.dealer as { timezones: string[] }).timezones).toContain('America/Winnipeg');
    expect((body.dealer as { updated_at: string }).updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const partial = await call(admin, 'POST', '/dealership/update', { name: 'Maple Motors', country: 'US' });
    expect(partial.body.dealer).toMatchObject({ ...profile, name: 'Maple Motors', country: 'us' });
  });

  it('refuses a dealership form that breaks its rules with the rule’s message, and another dealer’s id', async () => {
    for (const [change, message] of [
      [{ phone: '(519) 555-0100' }, 'The phone holds only digits and dots, 10 characters at most.'],
      [{ phone: '51955501000' }, 'The phone holds only digits and dots, 10 characters at most.'],
      [{ name: ' ' }, 'Please enter the dealership name.'],
      [{ timezone: 'Europe/Nowhere' }, 'Please choose a time zone from the list.'],
      [{ country: 'France' }, 'Please choose Canada or the United States.'],
      [{ id: '999999' }, 'The id is not the id of the dealer the token names.'],
    ] as const) {
      expect(await call(admin, 'POST', '/dealership/update', { ...profile, ...change })).toEqual({ status: 400, body: { status: 'error', message } });
    }
    const [row] = await db.query<{ name: string }>('SELECT name FROM dealers WHERE token = $1', [DEALER]);
    expect(row?.name).toBe('Dealer dealer-a');
  });

  it('mines the dealer again after saving: a type turned off loses its opportunities and shows inactive; on again, they return', async () => {
    expect(await call(admin, 'POST', '/settings/opportunity', { 'dealsheet.expiry': '7' })).toEqual({
      status: 200,
      body: { status: 'success', message: 'Opportunty settings successfully updated' },
    });
    await mining.idle();
    const before = await liveTypes();
    const [type, count] = Object.entries(before)[0] ?? [];
    expect(count).toBeGreaterThan(0);
    const flag = type === 'appt' ? 'appointment' : String(type);

    const off = await call(admin, 'POST', '/settings/opportunity', { opportunities: JSON.stringify({ [flag]: 0 }), 'service.declined': 'DECL' });
    expect(off.status).toBe(200);
    await mining.idle();
    const after = await liveTypes();
    expect(after[String(type)]).toBeUndefined();
    expect(Object.keys(after)).toEqual(Object.keys(before).filter((name) => name !== type));
    const { body } = await call(admin, 'GET', '/settings/dealership');
    const dealer = body.dealer as { opportunity_types: { name: string; status: string }[]; config: Record<string, unknown> };
    expect(dealer.opportunity_types).toHaveLength(8);
    expect(dealer.opportunity_types.filter((entry) => entry.status === 'inactive')).toEqual([{ name: type, status: 'inactive' }]);
    expect(dealer.config).toMatchObject({ service_declined: 'DECL', dealsheet_expiry: 7 });

    await call(admin, 'POST', '/settings/opportunity', { opportunities: { [flag]: 1 } });
    await mining.idle();
    expect(await liveTypes()).toEqual(before);
  });

  it('saves rates, fees and taxes, answering the saved list, and refuses a bad row with its message', async () => {
    const rates = [{ term: 60, type: 'finance', rate: 4.99 }, { term: 36, type: 'lease', rate: 3.5 }];
    expect(await call(admin, 'POST', '/settings/rates', { rates: JSON.stringify(rates) })).toEqual({ status: 200, body: { rates } });
    const fees = [{ name: 'Admin fee', type: 'fixed', value: 499, rebate: 0, tax: 0 }];
    expect(await call(admin, 'POST', '/settings/fees', { fees })).toEqual({ status: 200, body: { fees } });
    expect(await call(admin, 'POST', '/settings/tax', { taxes: '[{"name":"GST","value":5}]' })).toEqual({
      status: 200,
      body: { taxes: [{ name: 'GST', type: 'variable', value: 5 }] },
    });
    expect(await call(admin, 'POST', '/settings/rates', { rates: '[{"term":60,"type":"balloon","rate":4}]' })).toEqual({
      status: 400,
      body: { status: 'error', message: 'Please choose finance or lease.' },
    });
    expect(await call(admin, 'POST', '/settings/fees', { fees: 'not json' })).toEqual({ status: 400, body: { message: 'The field "fees" must be a JSON list.' } });
    expect((await call(admin, 'GET', '/settings/dealership')).body.dealer).toMatchObject({ rates, fees, taxes: [{ name: 'GST', type: 'variable', value: 5 }] });
    expect(await call(admin, 'GET', '/settings/total')).toEqual({ status: 200, body: { users: 0 } });
  });
});
