import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { MAKE_SEPARATOR, type OpportunityFilterOptions } from '../../domain/opportunityList/filterOptions.ts';
import { opportunityColumns } from '../../domain/opportunityList/opportunityColumns.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ROLE } from '../../domain/session/roles.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, addOpportunities, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type ListAnswer = {
  opportunities: Opportunity[];
  total: number;
  current_total: number;
  page: number;
  users: { id: number; name: string }[];
  totals: Record<string, number>;
};

const pad = (n: number) => String(n).padStart(2, '0');

describe.each(testDatabases())('opportunity lists on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let seller: AuthUser;
  let advisor: AuthUser;
  let stranger: AuthUser;

  /**
   * Dealer A: 20 equity rows (equity 100 to 2,000 in steps of 100, Customer 01 to 20; rows 1-5 Honda, 6 an Acura,
   * the rest Toyota; odd rows new stock; rows 1-4 orphans, 5-8 the seller's; rows 1-10 identified 2026-01-10,
   * the rest 2026-02-10), 2 leasing rows and 3 service rows. Dealer B: one equity row.
   */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER], role: ROLE.salesperson });
    advisor = await addNamedUser(world, { email: 'sam@a.test', first: 'Sam', last: 'Service', dealers: [DEALER], role: ROLE.service });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    await addOpportunities(
      world,
      DEALER,
      Array.from({ length: 20 }, (_, index) => {
        const n = index + 1;
        return {
          vehicle_id: `V${pad(n)}`,
          name: `Customer ${pad(n)}`,
          equity: n * 100,
          rating: n % 6,
          make: n <= 5 ? 'Honda' : n === 6 ? 'Acura' : 'Toyota',
          year: 2015 + (n % 5),
          stock_type: n % 2 === 1 ? 'new' : 'used',
          salesperson: n <= 4 ? null : n <= 8 ? seller.id : manager.id,
          identified_at: n <= 10 ? '2026-01-10' : '2026-02-10',
          service_months: n <= 3 ? null : 6,
        };
      }),
    );
    await addOpportunities(world, DEALER, [
      { type: 'leasing', vehicle_id: 'L1', name: 'Lease One' },
      { type: 'leasing', vehicle_id: 'L2', name: 'Lease Two' },
      { type: 'service', vehicle_id: 'S1', name: 'Service One', service_type: 'Maintenance' },
      { type: 'service', vehicle_id: 'S2', name: 'Service Two', service_type: 'Recall' },
      { type: 'service', vehicle_id: 'S3', name: 'Service Three', service_type: 'Maintenance' },
    ]);
    await addOpportunities(world, OTHER_DEALER, [{ vehicle_id: 'B1', name: 'Other Dealer Customer' }]);
  });

  const list = async (user: AuthUser, query: string): Promise<ListAnswer> => {
    const response = await getAs(app, user, `/opportunities?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ListAnswer;
  };
  const names = (answer: ListAnswer) => answer.opportunities.map((row) => row.name);
  const numbers = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Customer ${pad(from + i)}`);

  it('answers the 15 rows of the first page, the total, the page and the dealer’s users', async () => {
    const answer = await list(manager, 'type=equity&order_by=equity&order=asc');
    expect(names(answer)).toEqual(numbers(1, 15));
    expect(answer).toMatchObject({ total: 20, current_total: 15, page: 1 });
    expect(answer.opportunities[0]).toMatchObject({ id: 'equity:V01', type: 'equity', equity: 100, dealer: DEALER });
    expect(answer.users).toEqual([
      { id: seller.id, name: 'Bob Brown' },
      { id: advisor.id, name: 'Sam Service' },
      { id: manager.id, name: 'Zoe Adams' },
    ]);
  });

  it('page 2 holds rows 16 to 30 of the view', async () => {
    const answer = await list(manager, 'type=equity&order_by=equity&order=asc&page=2');
    expect(names(answer)).toEqual(numbers(16, 20));
    expect(answer).toMatchObject({ total: 20, current_total: 5, page: 2 });
    const past = await list(manager, 'type=equity&page=3');
    expect(past).toMatchObject({ opportunities: [], total: 20, current_total: 0, page: 3 });
  });

  it('sorts by a column both ways, and by rating descending when no sort is given', async () => {
    const descending = await list(manager, 'type=equity&order_by=name&order=desc');
    expect(names(descending)).toEqual(numbers(6, 20).reverse());
    const ascending = await list(manager, 'type=equity&order_by=name&order=asc');
    expect(names(ascending)).toEqual(numbers(1, 15));
    const byDefault = await list(manager, 'type=equity');
    const ratings = byDefault.opportunities.map((row) => row.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBe(5);
  });

  it('applies each kind of filter: lists, ranges, choices, salesperson with Orphan, dates, service group', async () => {
    const count = async (query: string) => (await list(manager, `type=equity&${query}`)).total;
    expect(await count('make=Honda,Acura')).toBe(6);
    expect(await count('year=2015')).toBe(4);
    expect(await count('equity_min=500&equity_max=900')).toBe(5);
    expect(await count('equity_min=1950')).toBe(1);
    expect(await count('stock_type=new')).toBe(10);
    expect(await count('salesperson=0')).toBe(4);
    expect(await count(`salesperson=0,${seller.id}`)).toBe(8);
    expect(await count('start_date=2026-02-01&end_date=2026-02-28')).toBe(10);
    expect(await count('service_group=Inactive')).toBe(3);
    expect(await count('make=Honda&stock_type=used')).toBe(2);
    const honda = await list(manager, 'type=equity&make=Honda&order_by=name&order=asc');
    expect(names(honda)).toEqual(numbers(1, 5));
    expect(honda.totals.equity).toBe(20);
  });

  it('counts every list type unfiltered in totals, sold included', async () => {
    const answer = await list(manager, 'type=leasing&make=Nothing');
    expect(answer.total).toBe(0);
    expect(answer.totals).toEqual({ equity: 20, appt: 0, leasing: 2, warranty: 0, cash: 0, conquest: 0, nonprime: 0, service: 3, sold: 0 });
  });

  it('role 6 gets the service rows in its equity list', async () => {
    const answer = await list(advisor, 'type=equity&order_by=name&order=asc');
    expect(names(answer)).toEqual(['Service One', 'Service Three', 'Service Two']);
    expect(answer.opportunities.every((row) => row.type === 'service')).toBe(true);
    expect(answer.totals.equity).toBe(3);
    expect((await list(manager, 'type=service')).total).toBe(3);
  });

  it('follows the log: a new, a changed and a removed opportunity show at the next call', async () => {
    expect((await list(manager, 'type=leasing')).total).toBe(2);
    await addOpportunities(world, DEALER, [{ type: 'leasing', vehicle_id: 'L3', name: 'Lease Three' }]);
    expect((await list(manager, 'type=leasing')).total).toBe(3);
    await addOpportunities(world, DEALER, [{ type: 'leasing', vehicle_id: 'L1', name: 'Lease One Renamed' }]);
    await world.store.appendSystem([
      { id: crypto.randomUUID(), type: 'opportunity.removed', dealer: DEALER, actor: 0, time: new Date().toISOString(), payload: { id: 'leasing:L2' } },
    ]);
    expect(names(await list(manager, 'type=leasing&order_by=name&order=asc'))).toEqual(['Lease One Renamed', 'Lease Three']);
  });

  it('never answers another dealer’s rows, and refuses a dealer not the user’s', async () => {
    const all = await list(manager, 'type=equity&make=Toyota&page=1');
    expect(all.opportunities.some((row) => row.name === 'Other Dealer Customer')).toBe(false);
    const other = await getAs(app, manager, `/opportunities?token=${OTHER_DEALER}&type=equity`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    const theirs = await getAs(app, stranger, `/opportunities?token=${OTHER_DEALER}&type=equity`);
    expect(((await theirs.json()) as ListAnswer).opportunities.map((row) => row.name)).toEqual(['Other Dealer Customer']);
  });

  it('answers 401 without a valid token', async () => {
    expect((await app.request(`/opportunities?token=${DEALER}&type=equity`)).status).toBe(401);
    const forged = await app.request(`/opportunities?token=${DEALER}&type=equity`, { headers: { authorization: 'Bearer nope' } });
    expect(forged.status).toBe(401);
  });

  it.each([
    ['', 'Please name an opportunity type: equity, appt, leasing, warranty, cash, conquest, nonprime, service (the sold opportunities are at GET /opportunities/sold).'],
    ['type=sold', 'Please name an opportunity type: equity, appt, leasing, warranty, cash, conquest, nonprime, service (the sold opportunities are at GET /opportunities/sold).'],
    ['type=equity&page=0', 'The page must be a whole number from 1.'],
    ['type=equity&order_by=colour', expect.stringMatching(/^Please sort by one of: rating, name, /)],
    ['type=equity&order=up', 'The order must be asc or desc.'],
    ['type=equity&equity_min=lots', 'The filter equity_min must be a number.'],
    ['type=equity&year=20x5', 'The filter year must list whole numbers separated by commas.'],
    ['type=equity&start_date=2026-02-30', 'The start date must be a date written YYYY-MM-DD.'],
    ['type=equity&service_group=Gone', 'The service group must be one of Active, Lapsed, Lost, Inactive.'],
    ['type=equity&export=yes', 'export must be 1 when given.'],
  ])('answers 400 to a malformed query (%s)', async (query, message) => {
    const response = await getAs(app, manager, `/opportunities?token=${DEALER}&${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  describe('the CSV export', () => {
    const today = () => dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);

    it('writes the whole filtered, sorted view with the list’s columns', async () => {
      const response = await getAs(app, manager, `/opportunities?token=${DEALER}&type=equity&order_by=equity&order=asc&stock_type=new&export=1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="equity-opportunities-${today()}.csv"`);
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(opportunityColumns('equity', false).map((column) => column.header).join(','));
      expect(lines[0]).toBe('RATING,NAME,VEHICLE,PAYMENTS LEFT,TERM TOTAL,PAYMENTS,EQUITY,DISTANCE,MATCH');
      expect(lines).toHaveLength(1 + 10 + 1);
      expect(lines.at(-1)).toBe('');
      expect(lines[1]).toBe('1,Customer 01,2021 Toyota RAV4 LE,20,60,$512.34,$100.00,13 KM,2');
      expect(lines[10]).toMatch(/^1,Customer 19,/);
    });

    it('quotes a name holding a comma and a quote, and neutralises a cell starting with =', async () => {
      await addOpportunities(world, DEALER, [
        { type: 'nonprime', vehicle_id: 'N1', name: 'Smith, "Jo"', rating: 5 },
        { type: 'nonprime', vehicle_id: 'N2', name: '=cmd|\'/C calc\'!A0', rating: 4 },
      ]);
      const response = await getAs(app, manager, `/opportunities?token=${DEALER}&type=nonprime&order_by=rating&order=desc&export=1`);
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe('NAME,VEHICLE,PAYMENTS,APR,DISTANCE,MATCH');
      expect(lines[1]).toBe('"Smith, ""Jo""",2021 Toyota RAV4 LE,$512.34,4.99%,13 KM,2');
      expect(lines[2]).toBe("'=cmd|'/C calc'!A0,2021 Toyota RAV4 LE,$512.34,4.99%,13 KM,2");
    });

    it('role 6 exports its equity list with the service columns', async () => {
      const response = await getAs(app, advisor, `/opportunities?token=${DEALER}&type=equity&export=1`);
      const lines = (await response.text()).split('\r\n');
      expect(lines[0]).toBe(opportunityColumns('service', false).map((column) => column.header).join(','));
      expect(lines.filter(Boolean)).toHaveLength(4);
      expect(response.headers.get('content-disposition')).toContain('equity-opportunities-');
    });

    it('opens with a link token in a new tab, and only on the path it was made for', async () => {
      const url = await signedLink(app, manager, `/opportunities?token=${DEALER}&type=equity&export=1`);
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect((await response.text()).split('\r\n').filter(Boolean)).toHaveLength(21);
      const elsewhere = await signedLink(app, manager, `/opportunities/sold?token=${DEALER}&export=1`);
      const misused = await app.request(elsewhere.replace('/opportunities/sold?', '/opportunities?type=equity&'));
      expect(misused.status).toBe(401);
      expect((await app.request(`/opportunities?token=${DEALER}&type=equity&export=1`)).status).toBe(401);
    });
  });

  describe('GET /filter/opportunity', () => {
    it('offers the type’s choices with the dealer’s brand first', async () => {
      const response = await getAs(app, manager, `/filter/opportunity?token=${DEALER}&type=equity`);
      expect(response.status).toBe(200);
      const options = (await response.json()) as OpportunityFilterOptions;
      expect(options.makes).toEqual(['Toyota', MAKE_SEPARATOR, 'Acura', 'Honda']);
      expect(options.years).toEqual([2019, 2018, 2017, 2016, 2015]);
      expect(options.ranges.equity).toEqual([100, 2000]);
      expect(options.salesperson).toEqual([
        { id: seller.id, name: 'Bob Brown' },
        { id: manager.id, name: 'Zoe Adams' },
        { id: 0, name: 'Orphan' },
      ]);
    });

    it('role 6 gets the service rows’ choices for equity; a bad type is a 400, another dealer a 403', async () => {
      const service = (await (await getAs(app, advisor, `/filter/opportunity?token=${DEALER}&type=equity`)).json()) as OpportunityFilterOptions;
      expect(service.service_types).toEqual([
        { id: 'Maintenance', name: 'Maintenance' },
        { id: 'Recall', name: 'Recall' },
      ]);
      expect((await getAs(app, manager, `/filter/opportunity?token=${DEALER}&type=sold`)).status).toBe(400);
      expect((await getAs(app, manager, `/filter/opportunity?token=${OTHER_DEALER}&type=equity`)).status).toBe(403);
      expect((await app.request(`/filter/opportunity?token=${DEALER}&type=equity`)).status).toBe(401);
    });
  });
});
