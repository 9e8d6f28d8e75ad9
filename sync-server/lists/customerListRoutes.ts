import { Hono } from 'hono';
import { CUSTOMER_COLUMNS } from '../../domain/customers/customerColumns.ts';
import { customerFilterOptions } from '../../domain/customers/customerFilterOptions.ts';
import { customerListRow, type CustomerListContext } from '../../domain/customers/customerList.ts';
import { readCustomerListUrl } from '../../domain/customers/readCustomerListUrl.ts';
import { distanceUnit } from '../../domain/format/units.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, DealerRow, ServerDeps } from '../context.ts';
import { validQuery } from '../http/validate.ts';
import { csvExport, pageRows } from './listAnswer.ts';
import { dealerDay } from './dealerDay.ts';
import type { DealerLists } from './dealerLists.ts';
import { CustomerFilterQuerySchema, CustomerListQuerySchema } from './listQueries.ts';

/**
 * The customer list of spec 000 §7 (GET /customers?type=, a page of 15 customers with their opportunity chips, or
 * the whole view as CSV with export=1) and its distance range (GET /filter/customer?type=), over the dealer's
 * customers and opportunities held in memory. The filter, the sort, the columns and the bounds are the shared rules
 * of domain/customers, the ones the worker applies to its local rows.
 */
export function customerListRoutes(deps: Pick<ServerDeps, 'db' | 'signer'>, lists: DealerLists): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const signedIn = requireUser(deps);
  const ofDealer = requireDealer();

  const contextOf = async (dealer: DealerRow): Promise<CustomerListContext> => ({
    unit: distanceUnit(dealer.country),
    opportunities: (await lists.opportunities(dealer.token)).customerCounts(),
  });

  app.get('/customers', signedIn, ofDealer, validQuery(CustomerListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const dealer = c.get('dealer');
    const view = readCustomerListUrl(new URLSearchParams(c.req.query()));
    const [customers, context] = await Promise.all([lists.customers(dealer.token), contextOf(dealer)]);
    const rows = customers.list({ ...view.filter, type: query.type }, view.sort, context);

    if (query.export) {
      const today = await dealerDay(deps.db, dealer.token);
      const listed = rows.map((row) => customerListRow(row, context.opportunities));
      return csvExport(c, `${query.type}-customers-${today}.csv`, CUSTOMER_COLUMNS, listed, dealer.country);
    }

    const page = pageRows(rows, view.page).map((row) => customerListRow(row, context.opportunities));
    const { users } = await lists.users(dealer.token);
    const totals = customers.counts(view.filter, context);
    return c.json({ customers: page, totals, total: rows.length, page: view.page, current_total: page.length, users });
  });

  app.get('/filter/customer', signedIn, ofDealer, validQuery(CustomerFilterQuerySchema), async (c) => {
    const { type } = c.req.valid('query');
    const dealer = c.get('dealer');
    return c.json(customerFilterOptions((await lists.customers(dealer.token)).rows(), type, distanceUnit(dealer.country)));
  });

  return app;
}
