import { Hono } from 'hono';
import { SOLD_PAGE_COLUMNS, compareSold, soldFilterError, soldFilterOptions, soldPredicate } from '../../domain/soldOpportunities/soldList.ts';
import { readSoldListUrl } from '../../domain/soldOpportunities/soldListUrl.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { csvExport, pageRows } from './listAnswer.ts';
import { dealerDay } from './dealerDay.ts';
import type { DealerLists } from './dealerLists.ts';
import { SoldListQuerySchema } from './listQueries.ts';
import { validQuery } from '../http/validate.ts';

/**
 * The sold opportunities of spec 003 (GET /opportunities/sold: a page of 15, or the whole view as CSV with
 * export=1; the sale dates default to the dealer's current month) and their filter options (GET /filter/sold).
 */
export function soldRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.get('/opportunities/sold', signedIn, ofDealer, validQuery(SoldListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer');
    const today = await dealerDay(deps.db, dealer.token);
    const view = readSoldListUrl(new URLSearchParams(c.req.query()), today, true);
    const dateError = soldFilterError(view.filter);
    if (dateError) return c.json({ message: dateError }, 400);
    const rows = (await lists.sold(dealer.token)).filter(soldPredicate(view.filter)).sort(compareSold(view.sort));

    if (query.export) {
      return csvExport(c, `sold-opportunities-${today}.csv`, SOLD_PAGE_COLUMNS, rows, null);
    }

    const page = pageRows(rows, view.page);
    const { users } = await lists.users(dealer.token);
    return c.json({ opportunities: page, total: rows.length, current_total: page.length, page: view.page, users });
  });

  app.get('/filter/sold', signedIn, ofDealer, async (c) => c.json(soldFilterOptions(await lists.sold(c.get('dealer').token))));

  return app;
}
