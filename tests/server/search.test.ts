import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { customerRecord, inventoryRecord, ownedVehicleRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, addOpportunities, getAs, useListsTestWorld } from './support/listsTestApp.ts';

type Person = { kind: string; id: string; number: string; full_name: string; address: string; province: string; postal_code: string; phone: string; distance: number | null };
type SearchAnswer = {
  opportunities: { id: string; name: string; type: string }[];
  customers: Person[];
  prospects: Person[];
  vehicles: { id: string; vin: string; stock: string }[];
  total: { opportunity: number; customer: number; prospect: number; vehicle: number };
  current_total: number;
  page: number;
  type: string;
};

const VIN = '2T3P1RFV8MC123456';

describe.each(testDatabases())('GET /search on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let seller: AuthUser;
  let stranger: AuthUser;

  const importAs = (dealer: string, type: string, payloads: unknown[]) =>
    world.store.appendSystem(payloads.map((payload) => ({ id: randomUUID(), type, dealer, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload })));

  /**
   * Dealer A: Amélie Côté (C1, cell 519 555 0123, owns the VIN, an equity and a service opportunity on it), Mark
   * Thompson (C2, cash opportunity), the business Côté Landscaping (C3, work 519 555 9876), the prospect Jane Doe; in
   * stock the VIN's vehicle (S1), the same VIN sold (S2) and another vehicle. Dealer B: another Amélie Côté.
   */
  beforeEach(async () => {
    app = await world.reset();
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    await addImported(world, DEALER, 'customer', [
      customerRecord('C1', 'Côté', { first_name: 'Amélie', full_name: 'Amélie Côté', distance: 12.3, contact: { home: '', cell: '5195550123', work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 } }),
      customerRecord('C2', 'Thompson', { first_name: 'Mark', full_name: 'Mark Thompson', contact: { home: '', cell: '2265550199', work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 } }),
      customerRecord('C3', '', { type: 'B', first_name: '', full_name: 'Côté Landscaping Ltd.', contact: { home: '', cell: '', work: '5195559876', email: '', can_call: 1, can_mail: 0, can_email: 0 } }),
    ]);
    await addImported(world, DEALER, 'vehicle', [ownedVehicleRecord('V1', { customer_id: 'C1', vin: VIN })]);
    await addOpportunities(world, DEALER, [
      { vehicle_id: 'V1', customer_id: 'C1', name: 'Côté, Amélie' },
      { type: 'service', vehicle_id: 'V1', customer_id: 'C1', name: 'Côté, Amélie' },
      { type: 'cash', vehicle_id: 'V2', customer_id: 'C2', name: 'Thompson, Mark' },
    ]);
    await importAs(DEALER, 'inventory.imported', [
      inventoryRecord('S1', 'used', { vin: VIN }),
      inventoryRecord('S2', 'used', { vin: VIN, deleted_at: '2025-01-15' }),
      inventoryRecord('S3', 'new', { vin: 'JTMW1RFV0RD012345' }),
    ]);
    await importAs(DEALER, 'lead.received', [
      {
        lead_id: 'L1',
        person: { kind: 'prospect', id: 'P1', country: 'canada' },
        lead: {
          type: 'Buy', category: 'Used', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', phone: '4165550199',
          vehicle: '2021 Honda Civic EX', comment: '', received_at: '2026-11-20T15:00:00.000Z',
          address: '', city: '', province: '', postal_code: '', source_id: '',
        },
      },
    ]);
    await addImported(world, OTHER_DEALER, 'customer', [customerRecord('C1', 'Côté', { first_name: 'Amélie', full_name: 'Amélie Côté' })]);
  });

  const search = async (query: string, user: AuthUser = seller): Promise<SearchAnswer> => {
    const response = await getAs(app, user, `/search?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SearchAnswer;
  };
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  it('finds customers by name whatever the accents, with the tab counts, customers first', async () => {
    const answer = await search('search=cote');
    expect(answer.type).toBe('customer');
    // "Côté Landscaping Ltd." sorts before "Côté, Amélie" (a space before a comma).
    expect(ids(answer.customers)).toEqual(['C3', 'C1']);
    expect(answer.customers[1]).toMatchObject({
      kind: 'customer',
      number: '111111',
      full_name: 'Amélie Côté',
      address: '12 King St',
      province: 'ON',
      postal_code: 'N1R 1A1',
      phone: '5195550123',
      distance: 12.3,
    });
    expect(answer.total).toEqual({ opportunity: 2, customer: 2, prospect: 0, vehicle: 0 });
    expect(answer).toMatchObject({ opportunities: [], prospects: [], vehicles: [], current_total: 2, page: 1 });
    const opportunities = await search('search=cote&type=opportunity');
    expect(ids(opportunities.opportunities)).toEqual(['equity:V1', 'service:V1']);
    expect(opportunities.customers).toEqual([]);
  });

  it('forgives a typo in a name and finds prospects', async () => {
    const answer = await search('search=Thompsn&type=opportunity');
    expect(ids(answer.opportunities)).toEqual(['cash:V2']);
    expect(answer.total).toEqual({ opportunity: 1, customer: 1, prospect: 0, vehicle: 0 });
    const prospects = await search('search=jane%20doe&type=prospect');
    expect(prospects.prospects).toEqual([expect.objectContaining({ kind: 'prospect', id: 'P1', full_name: 'Jane Doe', phone: '4165550199', distance: null })]);
  });

  it('finds phones by their digits, as SQL over the customers finds them', async () => {
    const expected = async (digits: string) =>
      (
        await world.db.query<{ id: string }>(
          `SELECT id FROM customers WHERE dealer = $1 AND NOT deleted AND EXISTS (
             SELECT 1 FROM jsonb_each_text(doc->'contact') AS phone(kind, number)
             WHERE kind IN ('cell', 'home', 'work') AND regexp_replace(number, '\\D', '', 'g') LIKE '%' || $2 || '%')`,
          [DEALER, digits],
        )
      ).map((row) => row.id);
    const byPhone = await search(`search=${encodeURIComponent('(519) 555-01')}`);
    expect(ids(byPhone.customers)).toEqual(await expected('51955501'));
    expect(ids(byPhone.customers)).toEqual(['C1']);
    const wider = await search(`search=${encodeURIComponent('519 555')}`);
    expect(ids(wider.customers).sort()).toEqual((await expected('519555')).sort());
    expect(ids(wider.customers)).toEqual(['C3', 'C1']);
  });

  it('takes 17 characters for a VIN: the vehicle in stock, its owner and their opportunities on it', async () => {
    const answer = await search(`search=${VIN.toLowerCase()}`);
    expect(answer.type).toBe('vehicle');
    expect(answer.vehicles).toEqual([expect.objectContaining({ id: 'S1', vin: VIN, stock: 'SS1' })]);
    expect(answer.total).toEqual({ opportunity: 2, customer: 1, prospect: 0, vehicle: 1 });
    expect(ids((await search(`search=${VIN}&type=customer`)).customers)).toEqual(['C1']);
  });

  it('answers pages of 15 and follows new data', async () => {
    expect((await search('search=pager')).total.customer).toBe(0);
    await addImported(
      world,
      DEALER,
      'customer',
      Array.from({ length: 20 }, (_, i) => customerRecord(`C${100 + i}`, `Pager${String(i).padStart(2, '0')}`)),
    );
    const first = await search('search=pager&page=1');
    expect(first.total.customer).toBe(20);
    expect(first.current_total).toBe(15);
    const second = await search('search=pager&page=2');
    expect(ids(second.customers)).toEqual(['C115', 'C116', 'C117', 'C118', 'C119']);
    expect(second).toMatchObject({ page: 2, current_total: 5 });
  });

  it('refuses a term under 2 characters, a bad type or page, and another dealer’s user', async () => {
    const short = await getAs(app, seller, `/search?token=${DEALER}&search=%20a`);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ message: 'Please enter at least 2 characters to search.' });
    expect((await getAs(app, seller, `/search?token=${DEALER}&search=cote&type=deal`)).status).toBe(400);
    expect((await getAs(app, seller, `/search?token=${DEALER}&search=cote&page=0`)).status).toBe(400);
    expect((await getAs(app, stranger, `/search?token=${DEALER}&search=cote`)).status).toBe(403);
    const other = await getAs(app, stranger, `/search?token=${OTHER_DEALER}&search=cote`);
    expect(((await other.json()) as SearchAnswer).total.customer).toBe(1);
  });
});
