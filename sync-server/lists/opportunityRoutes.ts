import { Hono } from 'hono';
import { opportunityFilterOptions } from '../../domain/opportunityList/filterOptions.ts';
import { listedType, opportunityColumns } from '../../domain/opportunityList/opportunityColumns.ts';
import { OPPORTUNITY_LIST_TYPES, type OpportunityListType } from '../../domain/opportunityList/opportunityListType.ts';
import { readOpportunityListUrl } from '../../domain/opportunityList/opportunityListUrl.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { csvExport, pageRows } from './listAnswer.ts';
import { dealerDay } from './dealerDay.ts';
import type { DealerLists } from './dealerLists.ts';
import { isServiceRole } from '../../domain/session/isServiceRole.ts';
import { FilterQuerySchema, OpportunityListQuerySchema } from './listQueries.ts';
import { validQuery } from '../http/validate.ts';

/**
 * The opportunity list of spec 001 §7 (GET /opportunities?type=, a page of 15 rows, or the whole view as CSV with
 * export=1) and its filter options (GET /filter/opportunity?type=), over the dealer's rows held in memory. The
 * filter, the sort, the columns and the option sets are the shared rules of domain/opportunityList, the ones the
 * worker applies to its local rows.
 */
export function opportunityRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  app.get('/opportunities', signedIn, ofDealer, validQuery(OpportunityListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { type } = query;
    const dealer = c.get('dealer');
    const serviceRole = isServiceRole(c.get('user').role);
    const view = readOpportunityListUrl(new URLSearchParams(c.req.query()));
    const index = await lists.opportunities(dealer.token);
    const names = await lists.users(dealer.token);
    const rows = index.list(listedType(type, serviceRole), view.filter, view.sort);

    if (query.export) {
      const today = await dealerDay(deps.db, dealer.token);
      const columns = opportunityColumns(type, serviceRole);
      return csvExport(c, `${type}-opportunities-${today}.csv`, columns, rows, { country: dealer.country, userName: names.userName, today });
    }

    const page = pageRows(rows, view.page);
    const sold = (await lists.sold(dealer.token)).length;
    const totals = Object.fromEntries(
      OPPORTUNITY_LIST_TYPES.map((listType) => [listType, listType === 'sold' ? sold : index.counts()[listedType(listType, serviceRole)]]),
    ) as Record<OpportunityListType, number>;
    return c.json({ opportunities: page, total: rows.length, current_total: page.length, page: view.page, users: names.users, totals });
  });

  app.get('/filter/opportunity', signedIn, ofDealer, validQuery(FilterQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer');
    const [brand] = await deps.db.query<{ brand: string }>('SELECT brand FROM dealers WHERE id = $1', [dealer.id]);
    const index = await lists.opportunities(dealer.token);
    const { userName } = await lists.users(dealer.token);
    const rows = index.rowsOf(listedType(query.type, isServiceRole(c.get('user').role)));
    return c.json(opportunityFilterOptions(rows, { brand: brand?.brand ?? '', userName }));
  });

  return app;
}
