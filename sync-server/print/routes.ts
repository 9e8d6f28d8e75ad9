import { Hono } from 'hono';
import { DealPrintQuerySchema } from '../../domain/deal/dealPrintQuery.ts';
import { listedType } from '../../domain/opportunityList/opportunityColumns.ts';
import { readOpportunityListUrl } from '../../domain/opportunityList/opportunityListUrl.ts';
import { soldFilterError } from '../../domain/soldOpportunities/soldList.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, ServerDeps } from '../context.ts';
import { dealerDay } from '../lists/dealerDay.ts';
import type { DealerLists } from '../lists/dealerLists.ts';
import { DealSheetPrintQuerySchema } from '../lists/listQueries.ts';
import { parseQuery } from '../sync/syncQueries.ts';
import { dealSheetEmailRoutes } from './dealSheetEmailRoutes.ts';
import { dealerContactLine } from './dealerContactLine.ts';
import { dealSheetsPdf } from './dealSheetsPdf.ts';
import { UNKNOWN_OPPORTUNITY_MESSAGE, opportunityDealSheet } from './opportunityDealSheet.ts';
import { pdfResponse } from './pdfResponse.ts';
import { isServiceRole } from '../../domain/session/isServiceRole.ts';

/**
 * GET /dealsheet/print (spec 001 §7 "Print deal sheets", opened in a new tab with a link token): one PDF with a
 * deal sheet per opportunity of the type (equity by default; role 6 prints its service rows) identified between
 * start_date and end_date inclusive (both default to the dealer's today), matching the list's filters, in the
 * list's sort order. With opportunity_id (the deal page's print and preview, spec 001 §2.4): that opportunity's
 * deal sheet alone, with the upgrade_* figures, trade and brand given (DealPrintQuerySchema); 404 when the dealer
 * has no such opportunity. Also mounts the e-mail of a deal sheet (dealSheetEmailRoutes).
 */
export function printRoutes(deps: Pick<ServerDeps, 'db' | 'signer' | 'mail' | 'publicUrl'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/', dealSheetEmailRoutes(deps));

  app.get('/dealsheet/print', requireUser(deps), requireDealer(), async (c) => {
    if (c.req.query('opportunity_id') !== undefined) {
      const single = parseQuery(DealPrintQuerySchema, c.req.query());
      if (!single.ok) return c.json({ message: single.message }, 400);
      const sheet = await opportunityDealSheet(deps.db, c.get('dealer'), single.value);
      return sheet ? pdfResponse(c, sheet) : c.json({ message: UNKNOWN_OPPORTUNITY_MESSAGE }, 404);
    }
    const query = parseQuery(DealSheetPrintQuerySchema, c.req.query());
    if (!query.ok) return c.json({ message: query.message }, 400);
    const dealer = c.get('dealer');
    const today = await dealerDay(deps.db, dealer.token);
    const view = readOpportunityListUrl(new URLSearchParams(c.req.query()));
    const start = view.filter.start_date ?? today;
    const end = view.filter.end_date ?? today;
    const dateError = soldFilterError({ start_date: start, end_date: end });
    if (dateError) return c.json({ message: dateError }, 400);

    const type = listedType(query.value.type ?? 'equity', isServiceRole(c.get('user').role));
    const index = await lists.opportunities(dealer.token);
    const rows = index.list(type, { ...view.filter, start_date: start, end_date: end }, view.sort);
    const { userName } = await lists.users(dealer.token);
    const title = `Deal sheets ${start} to ${end}`;
    const dealerContact = await dealerContactLine(deps.db, dealer);
    const pdf = await dealSheetsPdf(rows, { dealerName: dealer.name, dealerContact, country: dealer.country, today, userName }, title);
    return pdfResponse(c, { pdf, filename: `deal-sheets-${start}-${end}.pdf` });
  });

  return app;
}
