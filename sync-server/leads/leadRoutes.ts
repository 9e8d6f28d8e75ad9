import { Hono } from 'hono';
import { LEAD_COLUMNS, LEAD_FILTER_OPTIONS } from '../../domain/leads/leadList.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validQuery } from '../http/validate.ts';
import { csvExport } from '../lists/listAnswer.ts';
import type { DealerLists } from '../lists/dealerLists.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { countLeads, readLeads } from './leadQueries.ts';
import { LeadFilterQuerySchema, LeadListQuerySchema, leadQueryFilter } from './leadListQuery.ts';

/**
 * The lead bin for API callers (spec 003 §7 "Leads and prospects"), by the rules the app applies to its local leads
 * (domain/leads/leadList.ts):
 * - GET /leads?token=&type=&category=&prospect_id=&page=: `{leads, total, current, page, users}`, 15 a page, newest
 *   first; with export=1 the whole view as `leads-<dealer's today>.csv`.
 * - GET /filter/prospect?token=&type=: the lead filter's choices `{types, categories}`.
 */
export function leadRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.get('/leads', signedIn, ofDealer, validQuery(LeadListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer').token;
    const filter = leadQueryFilter(query);

    if (query.export) {
      const [leads, settings] = await Promise.all([readLeads(deps.db, dealer, filter), loadDealerSettings(deps.db, dealer)]);
      const timeZone = settings.config.dealer_timezone;
      return csvExport(c, `leads-${dayInTimeZone(timeZone)}.csv`, LEAD_COLUMNS, leads, timeZone);
    }

    const page = { offset: listPaging.firstRowOf(query.page), limit: listPaging.pageSize };
    const [leads, total, { users }] = await Promise.all([readLeads(deps.db, dealer, filter, page), countLeads(deps.db, dealer, filter), lists.users(dealer)]);
    return c.json({ leads, total, current: leads.length, page: query.page, users });
  });

  app.get('/filter/prospect', signedIn, ofDealer, validQuery(LeadFilterQuerySchema), (c) => c.json(LEAD_FILTER_OPTIONS));

  return app;
}
