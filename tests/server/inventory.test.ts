import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { INVENTORY_COLUMNS } from '../../domain/inventory/inventoryColumns.ts';
import { EMPTY_INVENTORY_FILTER } from '../../domain/inventory/inventoryFilter.ts';
import type { InventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import { inventoryList } from '../../domain/inventory/inventoryList.ts';
import type { VehiclePage } from '../../domain/inventory/vehiclePage.ts';
import { buildVehicle, stockVehicle } from '../../domain/opportunities/miningFixtures.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import { VEHICLE_NOT_FOUND_MESSAGE } from '../../sync-server/inventory/inventoryRoutes.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { customerRecord, ownedVehicleRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addImported, addNamedUser, addOpportunities, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type InventoryAnswer = {
  inventory: (InventoryVehicle & { age: number | null })[];
  totals: Record<string, number>;
  total: number;
  page: number;
  current_total: number;
  users: { id: number; name: string }[];
};

const today = () => dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
const daysAgo = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Dealer A's stock: 17 new 2026 Honda Civics (LX, 20 to 36 days in stock, 30,000 to 31,600), a used 2019 Toyota
 * RAV4 stocked yesterday, a demo 2025 Honda Accord, and a 2026 Civic sold last week (SOLD1, VIN ...009).
 */
function dealerStock(): InventoryVehicle[] {
  const civics = Array.from({ length: 17 }, (_, i) =>
    stockVehicle({
      id: `N${String(i + 1).padStart(2, '0')}`,
      stock: `H26${String(100 + i)}`,
      stock_type: 'new',
      year: 2026,
      make: 'Honda',
      model: 'Civic',
      trim: 'LX',
      price: 30_000 + i * 100,
      kilometres: 10 + i,
      stocked_at: daysAgo(20 + i),
    }),
  );
  return [
    ...civics,
    stockVehicle({ id: 'U1', stock: 'T19001A', stock_type: 'used', year: 2019, make: 'Toyota', model: 'RAV4', trim: 'LE', price: 19_999, kilometres: 96_400, stocked_at: daysAgo(1) }),
    stockVehicle({ id: 'D1', stock: 'H25500', stock_type: 'demo', year: 2025, make: 'Honda', model: 'Accord', trim: 'Sport', price: 33_000, kilometres: 4_800, stocked_at: daysAgo(60) }),
    stockVehicle({ id: 'SOLD1', stock: 'H26999', stock_type: 'new', year: 2026, make: 'Honda', model: 'Civic', trim: 'LX', vin: '2HGFE1F90TH000009', deleted_at: daysAgo(7) }),
  ];
}

describe.each(testDatabases())('the inventory API on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  const stock = dealerStock();

  const importAs = (dealer: string, type: string, payloads: unknown[]) =>
    world.store.appendSystem(payloads.map((payload) => ({ id: randomUUID(), type, dealer, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload })));

  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    await importAs(DEALER, 'inventory.imported', stock);
    await importAs(OTHER_DEALER, 'inventory.imported', [stockVehicle({ id: 'B1', stock_type: 'used' })]);
  });

  const list = async (query: string): Promise<InventoryAnswer> => {
    const response = await getAs(app, manager, `/vehicles?token=${DEALER}&${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as InventoryAnswer;
  };
  const ids = (answer: InventoryAnswer) => answer.inventory.map((row) => row.id);

  it('lists a type of vehicles in stock 15 to a page, with the counts per type, as the domain orders them', async () => {
    const first = await list('type=all&order_by=price&order=desc');
    const expected = inventoryList(stock, { type: 'all', filter: EMPTY_INVENTORY_FILTER, sort: { by: 'price', order: 'desc' } }, today());
    expect(first).toMatchObject({ total: 19, page: 1, current_total: 15, totals: { all: 19, new: 17, used: 1, demo: 1 } });
    expect(ids(first)).toEqual(expected.slice(0, 15).map((vehicle) => vehicle.id));
    expect(first.users).toEqual([{ id: manager.id, name: 'Zoe Adams' }]);
    const second = await list('type=all&order_by=price&order=desc&page=2');
    expect(ids(second)).toEqual(expected.slice(15).map((vehicle) => vehicle.id));
    expect(ids(second)).toEqual(['N03', 'N02', 'N01', 'U1']);
    expect(second).toMatchObject({ page: 2, current_total: 4 });
    expect(second.inventory[3]?.age).toBe(1);
    expect(ids(await list('type=used'))).toEqual(['U1']);
    // The sold Civic is not in stock; no type means all.
    expect((await list('')).total).toBe(19);
    expect(ids(await list('type=new&order_by=stocked_at&order=asc&page=1')).slice(0, 2)).toEqual(['N17', 'N16']);
  });

  it('filters by year, make, model, age and price, bounds included', async () => {
    expect((await list('type=all&year=2026')).total).toBe(17);
    expect(ids(await list('type=all&make=honda&model=accord'))).toEqual(['D1']);
    expect(ids(await list('type=new&age_min=34&age_max=35&order_by=stocked_at&order=desc'))).toEqual(['N15', 'N16']);
    expect(ids(await list('type=all&price_min=19999&price_max=30000&order_by=price&order=asc'))).toEqual(['U1', 'N01']);
  });

  it('refuses a malformed parameter with what is wrong', async () => {
    const cases: [string, string][] = [
      ['type=sold', 'Please name a vehicle type: all, new, used, demo.'],
      ['order_by=cost', 'Please sort by one of: stock_type, stock, vin, year, make, model, trim, engine, price, kilometres, stocked_at.'],
      ['page=0', 'The page must be a whole number from 1.'],
      ['year=26', 'The filter year must be a model year such as 2025.'],
      ['age_min=ten', 'The filter age_min must be a number.'],
    ];
    for (const [query, message] of cases) {
      const response = await getAs(app, manager, `/vehicles?token=${DEALER}&${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect((await getAs(app, manager, `/vehicles?token=${OTHER_DEALER}&type=all`)).status).toBe(403);
    expect(await (await getAs(app, manager, `/filter/vehicle?token=${OTHER_DEALER}`)).json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    expect((await app.request(`/vehicles?token=${DEALER}`)).status).toBe(401);
  });

  it('offers the filter choices of a type', async () => {
    const response = await getAs(app, manager, `/filter/vehicle?token=${DEALER}&type=new`);
    const options = (await response.json()) as InventoryFilterOptions;
    expect(options).toEqual({ years: [2026], makes: ['Honda'], models: [{ make: 'Honda', model: 'Civic' }], price: [30_000, 31_600], age: [20, 36] });
  });

  it('exports the filtered, sorted view as CSV under a signed link', async () => {
    const path = `/vehicles?token=${DEALER}&type=all&make=Honda&order_by=stocked_at&order=desc&export=1`;
    const response = await app.request(await signedLink(app, manager, path));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="all-inventory-${today()}.csv"`);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('TYPE,STOCK,VIN,YEAR,MAKE,MODEL,TRIM,ENGINE,PRICE,MILEAGE,AGE (DAYS)');
    expect(lines).toHaveLength(1 + 18 + 1);
    expect(lines[1]).toBe(`NEW,H26100,2HGFE1F90RH000002,2026,Honda,Civic,LX,2.0L,"$30,000.00",10 KM,20`);
    expect(lines[18]).toBe(`DEMO,H25500,2HGFE1F90RH000002,2025,Honda,Accord,Sport,2.0L,"$33,000.00","4,800 KM",60`);
    expect(INVENTORY_COLUMNS).toHaveLength(11);
    // The link opens only the path it was made for.
    const link = new URL(await signedLink(app, manager, path), 'http://app.test');
    expect((await app.request(`/filter/vehicle${link.search}`)).status).toBe(401);
  });

  describe('a vehicle', () => {
    const vehicle = async (id: string): Promise<VehiclePage> => {
      const response = await getAs(app, manager, `/vehicles/${id}?token=${DEALER}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as VehiclePage;
    };

    it('answers its details, build incentives, in-stock matches and the open opportunities it could replace', async () => {
      await importAs(DEALER, 'build.imported', [buildVehicle({ id: 'B1', year: 2026, make: 'Honda', model: 'Civic', trim: 'LX' })]);
      const [fits] = await addOpportunities(world, DEALER, [
        { make: 'Honda', model: 'Civic', year: 2019, payments: 900, payments_left: 12, frequency: 'm', name: 'Chan, Lee' },
        { make: 'Toyota', year: 2019, payments: 900, payments_left: 12 },
        { make: 'Honda', year: 2019, payments: 50, payments_left: 12 },
      ]);
      const page = await vehicle('N01');
      expect(page.vehicle).toMatchObject({ id: 'N01', available: true, age: 20, updated_at: daysAgo(20) });
      expect(page.incentives.map((incentive) => incentive.id)).toEqual(['F60']);
      expect(page.matches).toHaveLength(16);
      expect(page.opportunities).toEqual([
        { id: fits?.id, type: 'equity', customer_id: fits?.customer_id, name: 'Chan, Lee', vehicle_name: fits?.vehicle_name, payments: 900, frequency: 'm', equity: fits?.equity },
      ]);
      expect(page.customer).toBeNull();
    });

    it('names the owner of a sold vehicle, found by VIN', async () => {
      await addImported(world, DEALER, 'customer', [customerRecord('C1', 'Moreau')]);
      await addImported(world, DEALER, 'vehicle', [ownedVehicleRecord('V1', { customer_id: 'C1', vin: '2HGFE1F90TH000009' })]);
      const page = await vehicle('SOLD1');
      expect(page.vehicle).toMatchObject({ available: false, updated_at: daysAgo(7) });
      expect(page.customer).toEqual({ customer_id: 'C1', name: 'Moreau, Dana' });
      expect(page.opportunities).toEqual([]);
    });

    it('pages its in-stock matches, 15 at a time', async () => {
      const response = await getAs(app, manager, `/vehicles/N01/instock?token=${DEALER}&page=2`);
      expect(await response.json()).toMatchObject({ total: 16, current_total: 1, page: 2 });
    });

    it('is not found at another dealer nor under an unknown id', async () => {
      for (const path of [`/vehicles/B1?token=${DEALER}`, `/vehicles/NOPE/instock?token=${DEALER}`]) {
        const response = await getAs(app, manager, path);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: VEHICLE_NOT_FOUND_MESSAGE });
      }
    });
  });
});
