import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { openDatabase, type Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { guardEdge } from '../../sync-server/http/guardEdge.ts';
import { databaseRateCounts } from '../../sync-server/http/rateCounts.ts';
import { derivedId } from '../../sync-server/events/derivedId.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { customerEvent } from '../support/syncFixtures.ts';
import { testDatabases, blankPgliteImage } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, bearer, getAs, useListsTestWorld } from './support/listsTestApp.ts';

/** A listing site's ADF lead; the id, names, e-mail, phone and comment may be changed per test. */
function adf(lead: { id?: string; first?: string; last?: string; email?: string; phone?: string; comments?: string } = {}): string {
  const id = lead.id === undefined ? '<id sequence="1" source="autotrader.ca">AT-99812</id>' : lead.id && `<id source="autotrader.ca">${lead.id}</id>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf>
  <prospect status="new">
    ${id}
    <requestdate>2026-11-23T21:04:11Z</requestdate>
    <vehicle interest="buy" status="used"><year>2019</year><make>Toyota</make><model>RAV4</model><trim>LE AWD</trim></vehicle>
    <customer>
      <contact>
        <name part="first">${lead.first ?? 'Mary-Ann'}</name>
        <name part="last">${lead.last ?? 'ONeil'}</name>
        ${lead.email === '' ? '' : `<email>${lead.email ?? 'mary.oneil@example.ca'}</email>`}
        ${lead.phone === '' ? '' : `<phone>${lead.phone ?? '(647) 555-0123'}</phone>`}
        <address><street line="1">250 Lakeshore Rd W</street><city>Oakville</city><regioncode>ON</regioncode><postalcode>L6K 1G5</postalcode></address>
      </contact>
      <comments><![CDATA[${lead.comments ?? '<p>Is this RAV4 still available?</p>'}]]></comments>
    </customer>
  </prospect>
</adf>`;
}

/**
 * The id a lead's event took before derived ids were keyed (commit 85600c5): SHA-256 of the parts laid out as a
 * version-5 UUID, which anyone could compute from the dealer's token and the sender's lead id.
 */
function publicDerivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Receipt = { lead_id: string; prospect_id?: string; customer_id?: string; duplicate: boolean; message?: string };
type KeyView = { key?: string; masked_key: string | null; created_at: string | null; message?: string };

describe.each(testDatabases())('lead intake on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let admin: AuthUser;
  let seller: AuthUser;
  let key: string;

  const rotate = async (user: AuthUser, dealer: string = DEALER) => {
    const response = await app.request(`/settings/leads/intake-key?token=${dealer}`, { method: 'POST', headers: await bearer(user) });
    return { status: response.status, body: (await response.json()) as KeyView };
  };
  const send = async (body: string, type = 'application/xml', intakeKey = key) => {
    const response = await app.request(`/leads/intake/${intakeKey}`, { method: 'POST', headers: { 'content-type': type }, body });
    return { status: response.status, body: (await response.json()) as Receipt };
  };
  const rows = async (table: 'leads' | 'prospects', dealer = DEALER) =>
    (await world.db.query<{ doc: Record<string, unknown> }>(`SELECT doc FROM ${table} WHERE dealer = $1 ORDER BY id`, [dealer])).map((row) => row.doc);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  beforeEach(async () => {
    app = await world.reset();
    admin = await addNamedUser(world, { email: 'ada@a.test', first: 'Ada', last: 'Admin', dealers: [DEALER, OTHER_DEALER], admin: ADMIN.administrator });
    seller = await addNamedUser(world, { email: 'sam@a.test', first: 'Sam', last: 'Seller', dealers: [DEALER], role: ROLE.salesperson });
    const made = await rotate(admin);
    expect(made.status).toBe(200);
    key = made.body.key ?? '';
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('accepts an ADF lead: the lead is recorded, a prospect made, and the lead bin lists it', async () => {
    const { status, body } = await send(adf());
    expect(status).toBe(201);
    expect(body).toEqual({ lead_id: expect.any(String), prospect_id: expect.any(String), duplicate: false });
    expect(await rows('leads')).toEqual([
      {
        id: body.lead_id,
        dealer: DEALER,
        prospect_id: body.prospect_id,
        customer_id: null,
        type: 'Buy',
        category: 'Used',
        first_name: 'Mary-Ann',
        last_name: 'ONeil',
        email: 'mary.oneil@example.ca',
        phone: '6475550123',
        vehicle: '2019 Toyota RAV4 LE AWD',
        received_at: '2026-11-23T21:04:11.000Z',
        comment: '<p>Is this RAV4 still available?</p>',
        source_id: 'autotrader.ca:AT-99812',
      },
    ]);
    const [prospect] = await rows('prospects');
    expect(prospect).toMatchObject({ id: body.prospect_id, full_name: 'Mary-Ann ONeil', city: 'Oakville', postal_code: 'L6K 1G5', user_id: null, deleted_at: null });
    expect(prospect?.number).toMatch(/^P[0-9A-F]{7}$/);
    const list = await getAs(app, seller, `/leads?token=${DEALER}`);
    expect(list.status).toBe(200);
    const page = (await list.json()) as { leads: { id: string }[]; total: number; current: number; page: number; users: { name: string }[] };
    expect(page).toMatchObject({ total: 1, current: 1, page: 1 });
    expect(page.leads.map((lead) => lead.id)).toEqual([body.lead_id]);
    expect(page.users.map((user) => user.name)).toEqual(['Ada Admin', 'Sam Seller']);
  });

  it('accepts a JSON lead', async () => {
    const lead = { type: 'Test Drive', category: 'New', first_name: 'Jean', last_name: 'Côté', phone: '+1 905 555 0142', vehicle: '2027 Honda CR-V' };
    const { status, body } = await send(JSON.stringify(lead), 'application/json');
    expect(status).toBe(201);
    expect(await rows('leads')).toEqual([expect.objectContaining({ id: body.lead_id, type: 'Test Drive', phone: '9055550142', source_id: '' })]);
  });

  it('takes a lead dated later than its arrival (a sender clock ahead) as received when it arrived', async () => {
    const before = new Date().toISOString();
    await send(JSON.stringify({ first_name: 'Ahead', email: 'ahead@example.ca', received_at: '2099-01-01T00:00:00Z' }), 'application/json');
    const [lead] = await rows('leads');
    expect(String(lead?.received_at) >= before && String(lead?.received_at) <= new Date().toISOString()).toBe(true);
  });

  it('refuses a bad document with its reason and saves nothing', async () => {
    const broken = await send('<adf><prospect><customer></prospect></adf>');
    expect(broken).toEqual({ status: 400, body: { message: "The XML is not well-formed at line 1, column 26: Expected closing tag 'customer' (opened in line 1, col 16) instead of closing tag 'prospect'." } });
    const noContact = await send(adf({ email: '', phone: '' }));
    expect(noContact).toEqual({ status: 400, body: { message: 'A lead needs a name and an e-mail or a phone.' } });
    expect(await send('{"first_name": ', 'application/json')).toEqual({ status: 400, body: { message: 'The lead is not valid JSON.' } });
    expect((await send('Jane Doe 4165550199', 'text/plain')).status).toBe(415);
    expect((await send(adf({ comments: 'x'.repeat(600 * 1024) }))).status).toBe(413);
    expect(await rows('leads')).toEqual([]);
    expect(await rows('prospects')).toEqual([]);
    expect(await world.db.query('SELECT id FROM events WHERE dealer = $1 AND type = $2', [DEALER, 'lead.received'])).toEqual([]);
  });

  it('links a lead to the customer with the same e-mail, whatever its case, and makes no prospect', async () => {
    await addImported(world, DEALER, 'customer', [customerRecord('C1', 'Moreau', { contact: { home: '', cell: '', work: '', email: 'Mary.ONeil@Example.ca ', can_call: 1, can_mail: 1, can_email: 1 } })]);
    const { status, body } = await send(adf());
    expect(status).toBe(201);
    expect(body).toEqual({ lead_id: body.lead_id, customer_id: 'C1', duplicate: false });
    expect(await rows('leads')).toEqual([expect.objectContaining({ customer_id: 'C1', prospect_id: null })]);
    expect(await rows('prospects')).toEqual([]);
  });

  it("gives a person's later leads to their prospect, by e-mail and then by phone", async () => {
    const first = await send(adf({ id: 'A1' }));
    const byEmail = await send(adf({ id: 'A2', first: 'M.', phone: '' }));
    const byPhone = await send(adf({ id: 'A3', email: 'other@example.ca', phone: '+1 647-555-0123' }));
    expect(byEmail.body.prospect_id).toBe(first.body.prospect_id);
    expect(byPhone.body.prospect_id).toBe(first.body.prospect_id);
    expect(await rows('prospects')).toHaveLength(1);
    expect(await rows('leads')).toHaveLength(3);
    const someoneElse = await send(adf({ id: 'A4', email: 'zed@example.ca', phone: '4165550000' }));
    expect(someoneElse.body.prospect_id).not.toBe(first.body.prospect_id);
  });

  it('links a lead to the customer with the same phone number', async () => {
    await addImported(world, DEALER, 'customer', [customerRecord('C2', 'Singh')]);
    const { body } = await send(adf({ email: '', phone: '519-555-0100' }));
    expect(body.customer_id).toBe('C2');
  });

  it('records the same source id from the same dealer once, and answers the lead already received', async () => {
    const first = await send(adf());
    const again = await send(adf({ first: 'Changed' }));
    expect(again).toEqual({ status: 201, body: { ...first.body, duplicate: true } });
    expect(await rows('leads')).toHaveLength(1);
    const otherKey = (await rotate(admin, OTHER_DEALER)).body.key ?? '';
    const elsewhere = await send(adf(), 'application/xml', otherKey);
    expect(elsewhere.body.duplicate).toBe(false);
    expect(elsewhere.body.lead_id).not.toBe(first.body.lead_id);
    expect(await rows('leads', OTHER_DEALER)).toHaveLength(1);
  });

  it("stores a lead whose public id a user of the dealer or of another dealer pushed first, and answers it", async () => {
    const outsider = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    const taken = publicDerivedId('lead', DEALER, 'autotrader.ca:AT-99812');
    const there = await world.store.push(outsider, OTHER_DEALER, [{ ...customerEvent('customer.created', OTHER_DEALER, outsider.id, 'c-olga'), id: taken }]);
    const here = await world.store.push(seller, DEALER, [{ ...customerEvent('customer.created', DEALER, seller.id, 'c-sam'), id: taken }]);
    const { status, body } = await send(adf());
    expect(status).toBe(201);
    expect(body).toEqual({ lead_id: expect.any(String), prospect_id: expect.any(String), duplicate: false });
    expect(await rows('leads')).toEqual([expect.objectContaining({ id: body.lead_id, prospect_id: body.prospect_id, first_name: 'Mary-Ann', source_id: 'autotrader.ca:AT-99812' })]);
    expect(await rows('prospects')).toEqual([expect.objectContaining({ id: body.prospect_id, full_name: 'Mary-Ann ONeil' })]);
    const list = (await (await getAs(app, seller, `/leads?token=${DEALER}`)).json()) as { leads: { id: string }[] };
    expect(list.leads.map((lead) => lead.id)).toEqual([body.lead_id]);
    // A derived id is no client's random id: neither push took it.
    const refused = { accepted: [], rejected: [{ id: taken, reason: 'The event id must be a random UUID (version 4).' }] };
    expect([there, here]).toEqual([refused, refused]);
  });

  it("answers 500, never 201, when the lead's event id is taken by another event, and stores nothing", async () => {
    const leadId = await derivedId(world.db, 'lead', DEALER, 'autotrader.ca:AT-99812');
    await world.db.query(
      `INSERT INTO events (id, dealer, seq, type, actor, time, payload) VALUES ($1, $2, 1000000, 'customer.created', $3, '2026-11-28T10:00:00.000Z', '{}')`,
      [leadId, DEALER, seller.id],
    );
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
      logged.push(parts.map(String).join(' '));
    });
    expect(await send(adf())).toEqual({ status: 500, body: { message: 'Something went wrong on the server.' } });
    expect(await rows('leads')).toEqual([]);
    expect(await rows('prospects')).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^POST \/leads\/intake\/\*\*\*\* failed: LeadNotStoredError\n\s+at /)]);
    expect(logged.join('\n')).not.toContain(key);
  });

  it('takes the intake key from the X-Intake-Key header at POST /leads/intake', async () => {
    const post = (headers: Record<string, string>) => app.request('/leads/intake', { method: 'POST', headers: { 'content-type': 'application/xml', ...headers }, body: adf() });
    const taken = await post({ 'x-intake-key': key });
    expect(taken.status).toBe(201);
    const receipt = (await taken.json()) as Receipt;
    expect(receipt).toEqual({ lead_id: expect.any(String), prospect_id: expect.any(String), duplicate: false });
    expect((await rows('leads')).map((lead) => lead.id)).toEqual([receipt.lead_id]);
    const withoutKey: Record<string, string>[] = [{}, { 'x-intake-key': 'not-a-key' }];
    for (const headers of withoutKey) {
      const refused = await post(headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'This lead intake key is not valid.' });
    }
  });

  it('a user may not push a lead.received event: only the intake records leads', async () => {
    const payload = { lead_id: 'L1', lead: { first_name: 'Eve', email: 'eve@example.ca', received_at: '2026-11-24T10:00:00Z' }, person: { kind: 'customer', id: 'C1' } };
    const event = { id: randomUUID(), type: 'lead.received', dealer: DEALER, actor: admin.id, time: new Date().toISOString(), payload };
    expect(await world.store.push(admin, DEALER, [event])).toEqual({ accepted: [], rejected: [{ id: event.id, reason: 'Only the server may record this event.' }] });
    expect(await rows('leads')).toEqual([]);
  });

  it('refuses an unknown key with 401', async () => {
    expect(await send(adf(), 'application/xml', 'not-a-key')).toEqual({ status: 401, body: { message: 'This lead intake key is not valid.' } });
  });

  it('shows the key masked, and a rotation stops the old key at once', async () => {
    const shown = await getAs(app, admin, `/settings/leads/intake-key?token=${DEALER}`);
    expect(await shown.json()).toEqual({ masked_key: `••••••••${key.slice(-4)}`, created_at: expect.any(String) });
    const rotated = await rotate(admin);
    expect(rotated.body.key).not.toBe(key);
    expect((await send(adf())).status).toBe(401);
    expect((await send(adf(), 'application/xml', rotated.body.key)).status).toBe(201);
  });

  it('lets only an administrator of the dealer read or rotate its key', async () => {
    expect(await rotate(seller)).toEqual({ status: 403, body: { message: 'You do not have permission to do this.' } });
    expect((await getAs(app, seller, `/settings/leads/intake-key?token=${DEALER}`)).status).toBe(403);
    const outsider = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER], admin: ADMIN.administrator });
    expect(await rotate(outsider)).toEqual({ status: 403, body: { message: 'You do not belong to this dealer.' } });
    expect((await send(adf())).status).toBe(201);
  });

  it('filters the lead bin by type and category and exports it as CSV', async () => {
    await send(adf({ id: 'B1' }));
    await send(JSON.stringify({ type: 'Lease', category: 'New', first_name: 'Lee', email: 'lee@example.ca', received_at: '2026-11-24T09:00:00-05:00' }), 'application/json');
    const page = async (query: string) => ((await (await getAs(app, seller, `/leads?token=${DEALER}${query}`)).json()) as { leads: { first_name: string }[] }).leads;
    expect((await page('')).map((lead) => lead.first_name)).toEqual(['Lee', 'Mary-Ann']);
    expect((await page('&type=lease')).map((lead) => lead.first_name)).toEqual(['Lee']);
    expect((await page('&category=Used')).map((lead) => lead.first_name)).toEqual(['Mary-Ann']);
    const refused = await getAs(app, seller, `/leads?token=${DEALER}&type=rent`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Please name a lead type: all, Buy, Lease, Sell, Trade-In, Test Drive.' });
    const options = await getAs(app, seller, `/filter/prospect?token=${DEALER}&type=all`);
    expect(await options.json()).toEqual({ types: ['Buy', 'Lease', 'Sell', 'Trade-In', 'Test Drive'], categories: ['New', 'Used'] });
    const csv = await getAs(app, seller, `/leads?token=${DEALER}&export=1`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await csv.text()).toBe(
      'TYPE,CATEGORY,NAME,EMAIL,PHONE,VEHICLE,RECEIVED AT\r\n' +
        'Lease,New,Lee,lee@example.ca,,,2026-11-24 09:00\r\n' +
        'Buy,Used,Mary-Ann ONeil,mary.oneil@example.ca,6475550123,2019 Toyota RAV4 LE AWD,2026-11-23 16:04\r\n',
    );
    expect((await getAs(app, seller, `/leads?token=${OTHER_DEALER}`)).status).toBe(403);
  });
});

describe('the lead intake edge', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ image: await blankPgliteImage() });
    await migrate(db);
  });
  afterAll(() => db.close());
  beforeEach(() => db.query('TRUNCATE rate_requests'));

  it('counts the leads of one key together, whether the key comes in the X-Intake-Key header or the path', async () => {
    const app = new Hono<AppEnv>();
    guardEdge(app, databaseRateCounts(db), { leadIntake: { max: 2, windowMs: 60_000 } });
    app.post('/leads/intake', (c) => c.json({ ok: true }, 201));
    app.post('/leads/intake/:key', (c) => c.json({ ok: true }, 201));
    const byHeader = (key: string) => app.request('/leads/intake', { method: 'POST', headers: { 'content-type': 'application/json', 'x-intake-key': key }, body: '{}' });
    const inPath = (key: string) => app.request(`/leads/intake/${key}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await byHeader('one')).status).toBe(201);
    expect((await inPath('one')).status).toBe(201);
    expect((await byHeader('one')).status).toBe(429);
    expect((await inPath('one')).status).toBe(429);
    expect((await byHeader('two')).status).toBe(201);
  });

  it('counts leads per intake key: past the limit 429 with Retry-After, other keys go on', async () => {
    const app = new Hono<AppEnv>();
    guardEdge(app, databaseRateCounts(db), { leadIntake: { max: 2, windowMs: 60_000 } });
    app.post('/leads/intake/:key', (c) => c.json({ ok: true }, 201));
    const send = (key: string) => app.request(`/leads/intake/${key}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await send('one')).status).toBe(201);
    expect((await send('one')).status).toBe(201);
    const refused = await send('one');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ message: 'Too many leads for this intake key. Please try again in 60 seconds.' });
    expect((await send('two')).status).toBe(201);
  });
});
