import { Hono } from 'hono';
import { inventoryAge } from '../../domain/inventory/inventoryAge.ts';
import { INVENTORY_COLUMNS } from '../../domain/inventory/inventoryColumns.ts';
import { inventoryFilterOptions } from '../../domain/inventory/inventoryFilterOptions.ts';
import { inventoryList } from '../../domain/inventory/inventoryList.ts';
import { readInventoryListUrl } from '../../domain/inventory/inventoryListUrl.ts';
import { inventoryCounts } from '../../domain/inventory/inventoryType.ts';
import { inStockMatches } from '../../domain/inventory/inStockMatches.ts';
import { REPLACEABLE_TYPES } from '../../domain/inventory/replaceableOpportunities.ts';
import { vehiclePage } from '../../domain/inventory/vehiclePage.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { csvExport, pageRows } from '../lists/listAnswer.ts';
import { dealerDay } from '../lists/dealerDay.ts';
import type { DealerLists } from '../lists/dealerLists.ts';
import { loadDealerMiningInput } from '../opportunities/loadMiningInput.ts';
import { createDealerInventory } from './dealerInventory.ts';
import { InStockQuerySchema, InventoryFilterQuerySchema, InventoryListQuerySchema } from './inventoryQueries.ts';
import { loadVehicleOwner } from './loadVehicleOwner.ts';
import { validQuery } from '../http/validate.ts';

export const VEHICLE_NOT_FOUND_MESSAGE = 'No vehicle of this dealer has this id.';

/**
 * The dealer's inventory of spec 001 §7 "Vehicles and build", for API callers and the CSV export: the list
 * (GET /vehicles, a page of 15, or the whole view as CSV with export=1), its filter options (GET /filter/vehicle),
 * a vehicle's page (GET /vehicles/{id}) and its in-stock matches (GET /vehicles/{id}/instock). The rules are
 * domain/inventory's, the ones the worker applies to its local stock.
 */
export function inventoryRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();
  const stock = createDealerInventory(deps.db);

  app.get('/vehicles', signedIn, ofDealer, validQuery(InventoryListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { type } = query;
    const dealer = c.get('dealer');
    const [today, vehicles] = await Promise.all([dealerDay(deps.db, dealer.token), stock.of(dealer.token)]);
    const url = readInventoryListUrl(new URLSearchParams(c.req.query()));
    const rows = inventoryList(vehicles, { type, filter: url.filter, sort: url.sort }, today);

    if (query.export) {
      return csvExport(c, `${type}-inventory-${today}.csv`, INVENTORY_COLUMNS, rows, { today, country: dealer.country });
    }

    const page = pageRows(rows, url.page).map((row) => ({ ...row, age: inventoryAge(row.stocked_at, today) }));
    const { users } = await lists.users(dealer.token);
    return c.json({ inventory: page, totals: inventoryCounts(vehicles), total: rows.length, page: url.page, current_total: page.length, users });
  });

  app.get('/filter/vehicle', signedIn, ofDealer, validQuery(InventoryFilterQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer').token;
    const [today, vehicles] = await Promise.all([dealerDay(deps.db, dealer), stock.of(dealer)]);
    return c.json(inventoryFilterOptions(vehicles, query.type, today));
  });

  app.get('/vehicles/:id/instock', signedIn, ofDealer, validQuery(InStockQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const vehicles = await stock.of(c.get('dealer').token);
    const vehicle = vehicles.find((candidate) => candidate.id === c.req.param('id'));
    if (!vehicle) return c.json({ message: VEHICLE_NOT_FOUND_MESSAGE }, 404);
    const matches = inStockMatches(vehicle, vehicles);
    const pageNumber = Number(query.page ?? '1');
    const page = pageRows(matches, pageNumber);
    return c.json({ vehicles: page, total: matches.length, current_total: page.length, page: pageNumber });
  });

  app.get('/vehicles/:id', signedIn, ofDealer, async (c) => {
    const dealer = c.get('dealer').token;
    const vehicles = await stock.of(dealer);
    const vehicle = vehicles.find((candidate) => candidate.id === c.req.param('id'));
    if (!vehicle) return c.json({ message: VEHICLE_NOT_FOUND_MESSAGE }, 404);
    const [today, catalogue, owner, index] = await Promise.all([
      dealerDay(deps.db, dealer),
      loadDealerMiningInput(deps.db, dealer),
      loadVehicleOwner(deps.db, dealer, vehicle),
      lists.opportunities(dealer),
    ]);
    return c.json(
      vehiclePage({
        vehicle,
        stock: vehicles,
        build: catalogue.build,
        settings: catalogue.settings,
        opportunities: REPLACEABLE_TYPES.map((type) => index.rowsOf(type)),
        owner,
        today,
      }),
    );
  });

  return app;
}
