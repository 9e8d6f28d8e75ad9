import { Hono } from 'hono';
import * as v from 'valibot';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { searchDealer, searchTabRows } from '../../domain/search/dealerSearch.ts';
import { customerSearchRow, prospectSearchRow, type DealerPlace } from '../../domain/search/searchRows.ts';
import { SEARCH_TABS } from '../../domain/search/searchTabs.ts';
import { firstSearchTab, isSearchable, parseSearchTerm, SEARCH_TOO_SHORT } from '../../domain/search/searchTerm.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { validQuery } from '../http/validate.ts';
import type { DealerLists } from '../lists/dealerLists.ts';
import { createDealerSearchSources } from './dealerSearchSources.ts';

const SearchQuerySchema = v.object({
  search: v.optional(v.string(), ''),
  type: v.optional(v.picklist(SEARCH_TABS, `The type must be one of: ${SEARCH_TABS.join(', ')}.`)),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'))),
});

/**
 * GET /search?token=&search=&type=&page= (spec 000 §7) for integrators: the global search of the screen, the same
 * rule (searchDealer) over the dealer's data held in memory. `type` is the tab whose page of 15 rows is answered
 * (by default Vehicle for a 17-character VIN, else Customer); the other lists are empty. Answers
 * { opportunities, customers, prospects, vehicles, total: {opportunity, customer, prospect, vehicle}, current_total,
 * page, type } (spec 000 §3); distances in kilometres, as the rows keep them.
 */
export function searchRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const sources = createDealerSearchSources(deps.db, lists);

  const placeOf = async (dealer: string): Promise<DealerPlace> => {
    const [row] = await deps.db.query<DealerPlace>('SELECT latitude, longitude FROM dealers WHERE token = $1', [dealer]);
    return row ?? { latitude: null, longitude: null };
  };

  app.get('/search', requireUser(deps), requireDealer(), validQuery(SearchQuerySchema), async (c) => {
    const query = c.req.valid('query');
    if (!isSearchable(query.search)) return c.json({ message: SEARCH_TOO_SHORT }, 400);
    const dealer = c.get('dealer').token;
    const term = parseSearchTerm(query.search);
    const [found, place] = await Promise.all([sources.sources(dealer, term), placeOf(dealer)]);
    const result = searchDealer(found, term);
    const type = query.type ?? firstSearchTab(query.search);
    const page = Number(query.page ?? 1);
    const rows = searchTabRows(
      result,
      type,
      { offset: listPaging.firstRowOf(page), limit: listPaging.pageSize },
      { customer: customerSearchRow, prospect: (prospect) => prospectSearchRow(prospect, place) },
    );
    return c.json({
      opportunities: type === 'opportunity' ? rows : [],
      customers: type === 'customer' ? rows : [],
      prospects: type === 'prospect' ? rows : [],
      vehicles: type === 'vehicle' ? rows : [],
      total: result.totals,
      current_total: rows.length,
      page,
      type,
    });
  });

  return app;
}
