import { Hono } from 'hono';
import { ServiceHistoryQuerySchema } from '../../domain/service/serviceHistoryQuery.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { loadServiceHistory } from './loadServiceHistory.ts';
import { validQuery } from '../http/validate.ts';

/**
 * GET /service: the repair orders of a customer, an owned vehicle or a VIN (exactly one of customer_id,
 * vehicle_id, vin) with their job lines, newest first. Repair orders are not replicated to browsers
 * (BROWSER_COLLECTIONS): the deal page's and the vehicle page's service sections ask here.
 */
export function serviceRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/service', requireUser(deps), requireDealer(), validQuery(ServiceHistoryQuerySchema), async (c) => {
    const query = c.req.valid('query');
    return c.json({ service: await loadServiceHistory(deps.db, c.get('dealer').token, query) });
  });
  return app;
}
