import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerListRow } from '../../domain/customers/customerList.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, addOpportunities, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type ListAnswer = {
  customers: CustomerListRow[];
  totals: { individual: number; business: number };
  total: number;
  page: number;
  current_total: number;
  users: { id: number; name: string }[];
};

const HEADER = 'STATUS,NUMBER,NAME,OPPORTUNITIES,ADDRESS,POSTAL CODE,PHONE,DISTANCE';

describe.each(testDatabases())('the customer list endpoint on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let stranger: AuthUser;
  const today = dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);

  /**
   * Dealer A: Moreau (12.3 km, two equity and one service opportunity), Singh (30 km, one cash), Tran (no distance,
   * inactive, none) and the business Acme Ltd (5 km, one equity). Dealer B: one customer with an equity row.
   */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    await addImported(world, DEALER, 'customer', [
      customerRecord('C1', 'Moreau', { distance: 12.3 }),
      customerRecord('C2', 'Singh', { distance: 30 }),
      customerRecord('C3', 'Tran', { deleted_at: '2025-03-01T00:00:00.000Z' }),
      customerRecord('C4', '', { type: 'B', first_name: '', full_name: 'Acme Ltd', distance: 5 }),
    ]);
    await addOpportunities(world, DEALER, [
      { vehicle_id: 'V1', customer_id: 'C1' },
      { vehicle_id: 'V2', customer_id: 'C1' },
      { type: 'service', vehicle_id: 'V1', customer_id: 'C1' },
      { type: 'cash', vehicle_id: 'V3', customer_id: 'C2' },
      { vehicle_id: 'V4', customer_id: 'C4' },
    ]);
    await addImported(world, OTHER_DEALER, 'customer', [customerRecord('C1', 'Elsewhere')]);
    await addOpportunities(world, OTHER_DEALER, [{ vehicle_id: 'B1', customer_id: 'C1' }]);
  });

  const list = async (query: string): Promise<ListAnswer> => {
    const response = await getAs(app, manager, `/customers?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ListAnswer;
  };
  const names = (answer: ListAnswer) => answer.customers.map((row) => row.last_name || row.full_name);

  it('answers a page of customers with their opportunity chips, the tab totals and the dealer’s users', async () => {
    const answer = await list('type=individual');
    expect(names(answer)).toEqual(['Moreau', 'Singh', 'Tran']);
    expect(answer.customers[0]?.opportunities).toEqual([
      { type: 'equity', count: 2 },
      { type: 'service', count: 1 },
    ]);
    expect(answer.customers[2]?.opportunities).toEqual([]);
    expect(answer).toMatchObject({ totals: { individual: 3, business: 1 }, total: 3, page: 1, current_total: 3 });
    expect(answer.users).toEqual([{ id: manager.id, name: 'Zoe Adams' }]);
  });

  it('filters by opportunity type, distance and status, and sorts by opportunities', async () => {
    expect(names(await list('type=individual&opportunity_type=equity'))).toEqual(['Moreau']);
    expect(names(await list('type=individual&opportunity_type=cash'))).toEqual(['Singh']);
    expect((await list('type=individual&opportunity_type=equity')).totals).toEqual({ individual: 1, business: 1 });
    expect(names(await list('type=individual&distance_min=13&distance_max=30'))).toEqual(['Moreau', 'Singh']);
    expect(names(await list('type=individual&distance_max=12'))).toEqual([]);
    expect(names(await list('type=individual&status=inactive'))).toEqual(['Tran']);
    expect(names(await list('type=individual&order_by=opportunities&order=desc'))).toEqual(['Moreau', 'Singh', 'Tran']);
    expect(names(await list('type=individual&order_by=opportunities&order=asc'))).toEqual(['Tran', 'Singh', 'Moreau']);
    expect(names(await list('type=business'))).toEqual(['Acme Ltd']);
  });

  it('follows the log: a new opportunity shows in the chips at the next call', async () => {
    expect((await list('type=individual&opportunity_type=warranty')).total).toBe(0);
    await addOpportunities(world, DEALER, [{ type: 'warranty', vehicle_id: 'V3', customer_id: 'C2' }]);
    const answer = await list('type=individual&opportunity_type=warranty');
    expect(names(answer)).toEqual(['Singh']);
    expect(answer.customers[0]?.opportunities).toEqual([
      { type: 'warranty', count: 1 },
      { type: 'cash', count: 1 },
    ]);
  });

  it('answers the distance range of each type from its customers (GET /filter/customer)', async () => {
    const bounds = async (type: string) => (await (await getAs(app, manager, `/filter/customer?token=${DEALER}&type=${type}`)).json()) as unknown;
    expect(await bounds('individual')).toEqual({ distance: [13, 30] });
    expect(await bounds('business')).toEqual({ distance: [5, 5] });
  });

  it('exports the view as CSV, in the list’s order and texts, through a signed link too', async () => {
    const path = `/customers?token=${DEALER}&type=individual&order_by=opportunities&order=desc&status=active&export=1`;
    const response = await getAs(app, manager, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="individual-customers-${today}.csv"`);
    const csv = await response.text();
    expect(csv.split('\r\n')).toEqual([
      HEADER,
      'ACTIVE,111111,"Moreau, Dana","UPGRADE 2, SERVICE 1","12 King St, Cambridge ON",N1R 1A1,5195550100,13 KM',
      'ACTIVE,111112,"Singh, Dana",CASH CONVERSION 1,"12 King St, Cambridge ON",N1R 1A1,5195550100,30 KM',
      '',
    ]);
    const linked = await app.request(await signedLink(app, manager, path));
    expect(linked.status).toBe(200);
    expect(await linked.text()).toBe(csv);
  });

  it.each([
    ['', 'Please name a customer type: individual, business.'],
    ['type=add', 'Please name a customer type: individual, business.'],
    ['type=individual&order_by=email', 'Please sort by one of: deleted_at, number, name, opportunities, address, postal_code, phone, distance.'],
    ['type=individual&opportunity_type=sold', 'The opportunity type must be all, equity, appt, leasing, warranty, cash, conquest, nonprime, service.'],
    ['type=individual&distance_min=far', 'The filter distance_min must be a number.'],
    ['type=individual&status=gone', 'The status must be all, active or inactive.'],
    ['type=individual&export=yes', 'export must be 1 when given.'],
  ])('answers 400 to a malformed query (%s)', async (query, message) => {
    const response = await getAs(app, manager, `/customers?token=${DEALER}&${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 401 without a token and 403 for a dealer the user does not belong to; never another dealer’s customers', async () => {
    expect((await app.request(`/customers?token=${DEALER}&type=individual`)).status).toBe(401);
    const other = await getAs(app, manager, `/customers?token=${OTHER_DEALER}&type=individual&export=1`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    expect((await getAs(app, manager, `/filter/customer?token=${OTHER_DEALER}&type=individual`)).status).toBe(403);
    expect((await getAs(app, stranger, `/customers?token=${DEALER}&type=individual&export=1`)).status).toBe(403);
    // A link made for one dealer opens that dealer only.
    const link = new URL(await signedLink(app, manager, `/customers?token=${DEALER}&type=individual&export=1`), 'http://test');
    link.searchParams.set('token', OTHER_DEALER);
    expect((await app.request(`${link.pathname}${link.search}`)).status).toBe(403);
    expect(names(await list('type=individual&search=elsewhere'))).toEqual([]);
  });
});
