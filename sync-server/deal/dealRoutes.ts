import { Hono } from 'hono';
import * as v from 'valibot';
import type { Doc } from '../../domain/events/collections.ts';
import { buildDocId } from '../../domain/dms/dmsImportEvents.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { readCustomerDocs, readProjectionRows } from '../events/projectionTables.ts';
import { validQuery } from '../http/validate.ts';

export const OPPORTUNITY_NOT_FOUND_MESSAGE = 'There was a problem loading their request';
export const BUILD_NOT_FOUND_MESSAGE = 'No such vehicle in the build catalogue.';

const IdSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('An id is required.'), v.maxLength(100, 'The id is too long.'));
const BuildIncentivesQuerySchema = v.object({
  type: v.optional(v.picklist(['finance', 'lease'] as const, 'type must be finance or lease.')),
  origin: v.optional(v.picklist(['build', 'inventory'] as const, 'origin must be build or inventory.'), 'build'),
});

/**
 * The deal page's reads for API callers and for a browser that has not synced the opportunity yet (spec 001 §7):
 * GET /opportunity/{id} answers the opportunity row with its customer, owned vehicle, the customer's appointments,
 * sales and opportunity rows; GET /build/incentives/{vehicleId}?type&origin a build vehicle's options ('rate'
 * incentives) and programs ('additional').
 */
export function dealRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  const one = async (collection: 'opportunities' | 'customers' | 'vehicles' | 'refs', dealer: string, id: string): Promise<Doc | null> => {
    const [row] = await readProjectionRows(deps.db, collection, dealer, [id]);
    return row && !row.deleted ? row.doc : null;
  };
  const ofCustomer = (collection: 'appointments' | 'deals' | 'opportunities', dealer: string, customerId: string) =>
    readCustomerDocs(deps.db, collection, dealer, customerId);

  app.get('/opportunity/:id', signedIn, ofDealer, async (c) => {
    const id = v.safeParse(IdSchema, c.req.param('id'));
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    const dealer = c.get('dealer').token;
    const opportunity = await one('opportunities', dealer, id.output);
    if (!opportunity) return c.json({ message: OPPORTUNITY_NOT_FOUND_MESSAGE }, 404);
    const customerId = opportunity.customer_id as string;
    const [customer, vehicle, appointments, sales, opportunities] = await Promise.all([
      one('customers', dealer, customerId),
      one('vehicles', dealer, opportunity.vehicle_id as string),
      ofCustomer('appointments', dealer, customerId),
      ofCustomer('deals', dealer, customerId),
      ofCustomer('opportunities', dealer, customerId),
    ]);
    return c.json({ opportunity, customer, vehicle, appointments, sales, opportunities });
  });

  app.get('/build/incentives/:vehicleId', signedIn, ofDealer, validQuery(BuildIncentivesQuerySchema), async (c) => {
    const id = v.safeParse(IdSchema, c.req.param('vehicleId'));
    if (!id.success) return c.json({ message: id.issues[0].message }, 400);
    const query = c.req.valid('query');
    if (query.origin === 'inventory') return c.json({ incentives: [], additional: [] });
    const docId = id.output.startsWith('build:') ? id.output : buildDocId(id.output);
    const vehicle = await one('refs', c.get('dealer').token, docId);
    if (!vehicle || vehicle.kind !== 'build') return c.json({ message: BUILD_NOT_FOUND_MESSAGE }, 404);
    const incentives = (vehicle.incentives as { type: string; incentive: string }[]).filter(
      (incentive) => query.type === undefined || incentive.type === query.type,
    );
    return c.json({
      incentives: incentives.filter((incentive) => incentive.incentive === 'rate'),
      additional: incentives.filter((incentive) => incentive.incentive === 'additional'),
    });
  });

  return app;
}
