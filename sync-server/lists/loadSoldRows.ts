import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import { soldOpportunity, type SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { Queryable } from '../db/database.ts';
import { readLiveDocs } from '../events/projectionTables.ts';

/**
 * The dealer's sold opportunities (spec 003): the sales that closed an opportunity, joined with their customer, the
 * vehicles bought and traded in, and the salesperson's name by soldOpportunity, the join the worker makes too.
 */
export async function loadSoldRows(db: Queryable, dealer: string, userName: (id: number) => string | null): Promise<SoldOpportunity[]> {
  const deals = await db.query<{ doc: SaleDeal }>(
    "SELECT doc FROM deals WHERE dealer = $1 AND NOT deleted AND doc->>'opportunity_id' IS NOT NULL",
    [dealer],
  );
  const sales = deals.map((row) => row.doc);
  const customers = await readLiveDocs(db, 'customers', dealer, sales.map((deal) => deal.customer_id));
  const vehicles = await readLiveDocs(
    db,
    'vehicles',
    dealer,
    sales.flatMap((deal) => (deal.trade_vehicle_id === null ? [deal.vehicle_id] : [deal.vehicle_id, deal.trade_vehicle_id])),
  );
  const lookups = { customer: (id: string) => customers.get(id), vehicle: (id: string) => vehicles.get(id), userName };
  return sales.flatMap((deal) => soldOpportunity(deal, lookups) ?? []);
}
