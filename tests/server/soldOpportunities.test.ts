import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { ROLE } from '../../domain/session/roles.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { SOLD_DATE_MESSAGE, SOLD_PAGE_COLUMNS, type SoldFilterOptions } from '../../domain/soldOpportunities/soldList.ts';
import { monthOf } from '../../domain/time/months.ts';
import type { SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { customerRecord, ownedVehicleRecord, saleDealRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type SoldAnswer = { opportunities: SoldOpportunity[]; total: number; current_total: number; page: number; users: { id: number; name: string }[] };

/** The day before a day (YYYY-MM-DD). */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('sold opportunities on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let seller: AuthUser;
  const today = dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
  const month = monthOf(today);
  const lastMonth = dayBefore(month.start);

  /**
   * D1: Dana Moreau bought a 2024 Toyota Camry today, trading in her RAV4, financed, sold by Bob Brown (equity).
   * D2: Dana Singh leased a Corolla on the first of this month, no trade, no salesperson (leasing).
   * D3: Dana Moreau paid cash for a Tacoma last month (cash). D4 closed no opportunity. Dealer B has a sale too.
   */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER], role: ROLE.salesperson });
    await addImported(world, DEALER, 'customer', [customerRecord('C1', 'Moreau'), customerRecord('C2', 'Singh')]);
    await addImported(world, DEALER, 'vehicle', [
      ownedVehicleRecord('V1', { customer_id: 'C1', year: 2024, model: 'Camry', trim: 'SE' }),
      ownedVehicleRecord('V2', { customer_id: 'C1' }),
      ownedVehicleRecord('V3', { customer_id: 'C2', year: 2025, model: 'Corolla', trim: 'LE' }),
      ownedVehicleRecord('V4', { customer_id: 'C1', year: 2023, model: 'Tacoma', trim: '' }),
    ]);
    await addImported(world, DEALER, 'deal', [
      saleDealRecord('D1', 'V1', { customer_id: 'C1', trade_vehicle_id: 'V2', sold_at: `${today}T15:00:00Z`, salesperson: seller.id, opportunity_id: 'equity:V2', opportunity_type: 'equity' }),
      saleDealRecord('D2', 'V3', { customer_id: 'C2', sale_type: 'lease', sold_at: month.start, salesperson: null, opportunity_id: 'leasing:V9', opportunity_type: 'leasing' }),
      saleDealRecord('D3', 'V4', { customer_id: 'C1', sale_type: 'cash', sold_at: lastMonth, salesperson: seller.id, opportunity_id: 'cash:V8', opportunity_type: 'cash' }),
      saleDealRecord('D4', 'V4', { customer_id: 'C1', sold_at: today, opportunity_id: null, opportunity_type: null }),
    ]);
    await addImported(world, OTHER_DEALER, 'customer', [customerRecord('C1', 'Elsewhere')]);
    await addImported(world, OTHER_DEALER, 'deal', [saleDealRecord('D1', 'V1', { customer_id: 'C1', sold_at: today, opportunity_id: 'equity:V1' })]);
  });

  const sold = async (query: string): Promise<SoldAnswer> => {
    const response = await getAs(app, manager, `/opportunities/sold?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as SoldAnswer;
  };
  const ids = (answer: SoldAnswer) => answer.opportunities.map((row) => row.id);

  it('joins each sale that closed an opportunity with its customer, vehicles and salesperson', async () => {
    const answer = await sold('order_by=name&order=asc');
    expect(ids(answer)).toEqual(['D1', 'D2']);
    expect(answer.opportunities[0]).toEqual({
      id: 'D1',
      opportunity_id: 'equity:V2',
      opportunity_type: 'equity',
      customer_id: 'C1',
      name: 'Moreau, Dana',
      purchased_vehicle: { name: '2024 Toyota Camry SE', photo: '' },
      traded_vehicle: { name: '2021 Toyota RAV4 XLE AWD' },
      sale_date: today,
      sale_type: 'finance',
      salesperson: 'Bob Brown',
      salesperson_id: seller.id,
    });
    expect(answer.opportunities[1]).toMatchObject({ id: 'D2', name: 'Singh, Dana', traded_vehicle: null, salesperson: null, salesperson_id: null });
    expect(answer).toMatchObject({ total: 2, current_total: 2, page: 1 });
    expect(answer.users).toEqual([
      { id: seller.id, name: 'Bob Brown' },
      { id: manager.id, name: 'Zoe Adams' },
    ]);
  });

  it('lists the current month by default, and the dates asked for otherwise', async () => {
    expect(ids(await sold('order_by=sale_date&order=asc'))).toEqual(month.start === today ? ['D1', 'D2'] : ['D2', 'D1']);
    expect(ids(await sold(`start_date=${lastMonth}&end_date=${today}&order_by=sale_date&order=desc`))).toEqual(
      month.start === today ? ['D2', 'D1', 'D3'] : ['D1', 'D2', 'D3'],
    );
    expect(ids(await sold(`start_date=${lastMonth}&end_date=${lastMonth}`))).toEqual(['D3']);
    expect(ids(await sold('dates=all&order_by=name&order=asc')).sort()).toEqual(['D1', 'D2', 'D3']);
  });

  it('applies the sold filters', async () => {
    const wide = `start_date=${lastMonth}&end_date=${today}&order_by=name&order=asc`;
    expect(ids(await sold(`${wide}&customer_name=SINGH`))).toEqual(['D2']);
    expect(ids(await sold(`${wide}&opportunity_type=cash`))).toEqual(['D3']);
    expect(ids(await sold(`${wide}&sale_type=finance`))).toEqual(['D1']);
    expect(ids(await sold(`${wide}&purchased_vehicle=${encodeURIComponent('2025 Toyota Corolla LE')}`))).toEqual(['D2']);
    expect(ids(await sold(`${wide}&traded_vehicle=${encodeURIComponent('2021 Toyota RAV4 XLE AWD')}`))).toEqual(['D1']);
    expect(ids(await sold(`${wide}&salesperson=${seller.id}&order_by=sale_date`))).toEqual(['D1', 'D3']);
    expect(ids(await sold(`${wide}&salesperson=0`))).toEqual(['D2']);
  });

  it('refuses a start date after the end date with the spec’s words', async () => {
    const response = await getAs(app, manager, `/opportunities/sold?token=${DEALER}&start_date=${today}&end_date=${lastMonth}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: SOLD_DATE_MESSAGE });
  });

  it.each([
    ['page=first', 'The page must be a whole number from 1.'],
    ['order_by=price', 'Please sort by one of: name, opportunity_type, purchased_vehicle, traded_vehicle, sale_date, sale_type, salesperson.'],
    ['opportunity_type=sold', 'The op type must be all, equity, appt, leasing, warranty, cash, conquest, nonprime, service.'],
    ['sale_type=barter', 'The sale type must be all, finance, lease, cash.'],
    ['salesperson=bob', 'The salesperson must be a user id (0 for none).'],
    ['end_date=31-01-2026', 'The end date must be a date written YYYY-MM-DD.'],
    ['start_date=2026-13-45', 'The start date must be a date written YYYY-MM-DD.'],
  ])('answers 400 to a malformed query (%s)', async (query, message) => {
    const response = await getAs(app, manager, `/opportunities/sold?token=${DEALER}&${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('exports the view as CSV with the sold screen’s columns, by link token too', async () => {
    const path = `/opportunities/sold?token=${DEALER}&start_date=${lastMonth}&end_date=${today}&order_by=name&order=desc&opportunity_type=all&export=1`;
    const response = await getAs(app, manager, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="sold-opportunities-${today}.csv"`);
    const csv = await response.text();
    expect(csv.split('\r\n')).toEqual([
      SOLD_PAGE_COLUMNS.map((column) => column.header).join(','),
      `"Singh, Dana",Leasing,2025 Toyota Corolla LE,NO TRADE,${month.start},Lease,UNKNOWN`,
      `"Moreau, Dana",Cash Conversion,2023 Toyota Tacoma,NO TRADE,${lastMonth},Cash,Bob Brown`,
      `"Moreau, Dana",Upgrade,2024 Toyota Camry SE,2021 Toyota RAV4 XLE AWD,${today},Finance,Bob Brown`,
      '',
    ]);
    expect(csv.split('\r\n')[0]).toBe('CUSTOMER NAME,OP TYPE,PURCHASED VEHICLE,TRADED VEHICLE,SALE DATE,SALE TYPE,SALES PERSON');
    const linked = await app.request(await signedLink(app, manager, path));
    expect(await linked.text()).toBe(csv);
  });

  it('offers the filter choices from every sold row', async () => {
    const response = await getAs(app, manager, `/filter/sold?token=${DEALER}`);
    expect(response.status).toBe(200);
    const options = (await response.json()) as SoldFilterOptions;
    expect(options.purchased_vehicles).toEqual(['2023 Toyota Tacoma', '2024 Toyota Camry SE', '2025 Toyota Corolla LE']);
    expect(options.traded_vehicles).toEqual(['2021 Toyota RAV4 XLE AWD']);
    expect(options.salespeople).toEqual([
      { id: seller.id, name: 'Bob Brown' },
      { id: 0, name: 'UNKNOWN' },
    ]);
    expect(options.opportunity_types[0]).toBe('all');
    expect(options.sale_types).toEqual(['all', 'finance', 'lease', 'cash']);
  });

  it('counts every sold row in the opportunity list’s totals, and follows new sales', async () => {
    const totals = async () => ((await (await getAs(app, manager, `/opportunities?token=${DEALER}&type=equity`)).json()) as { totals: Record<string, number> }).totals;
    expect((await totals()).sold).toBe(3);
    await addImported(world, DEALER, 'deal', [saleDealRecord('D5', 'V3', { customer_id: 'C2', sold_at: today, opportunity_id: 'equity:V3' })]);
    expect((await totals()).sold).toBe(4);
    expect((await sold('')).total).toBe(3);
  });

  it('answers 401 without a token and 403 for another dealer; never another dealer’s sales', async () => {
    expect((await app.request(`/opportunities/sold?token=${DEALER}`)).status).toBe(401);
    expect((await app.request(`/filter/sold?token=${DEALER}`)).status).toBe(401);
    const other = await getAs(app, manager, `/opportunities/sold?token=${OTHER_DEALER}`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    expect((await getAs(app, manager, `/filter/sold?token=${OTHER_DEALER}`)).status).toBe(403);
    expect((await sold(`customer_name=elsewhere`)).total).toBe(0);
  });
});
