import { Hono } from 'hono';
import { toCsv } from '../../domain/csv/csv.ts';
import { CUSTOMER_COLUMNS } from '../../domain/customers/customerColumns.ts';
import { customerFilterOptions } from '../../domain/customers/customerFilterOptions.ts';
import { customerListRow, type CustomerListContext } from '../../domain/customers/customerList.ts';
import { readCustomerListUrl } from '../../domain/customers/readCustomerListUrl.ts';
import { distanceUnit } from '../../domain/format/units.ts';
import { listPaging } from '../../domain/lists/listPaging.ts';
import { requireDealer, requireUser } from '../auth/middleware.ts';
import type { AppEnv, DealerRow, ServerDeps } from '../context.ts';
import { validQuery } from '../http/validate.ts';
import { csvAttachment } from './csvAttachment.ts';
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
      const csv = toCsv(
        CUSTOMER_COLUMNS.map((column) => column.header),
        rows.map((row) => {
          const listed = customerListRow(row, context.opportunities);
          return CUSTOMER_COLUMNS.map((column) => column.text(listed, dealer.country));
        }),
      );
      return csvAttachment(c, `${query.type}-customers-${today}.csv`, csv);
    }

    const first = listPaging.firstRowOf(view.page);
    const page = rows.slice(first, first + listPaging.pageSize).map((row) => customerListRow(row, context.opportunities));
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
