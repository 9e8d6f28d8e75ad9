import type { Customer } from '../../domain/customers/customer.ts';
import type { OwnedVehicle } from '../../domain/dms/ownedVehicle.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import { soldOpportunity, type SoldOpportunity } from '../../domain/soldOpportunities/soldOpportunity.ts';
import type { Queryable } from '../db/database.ts';
import { readProjectionRows } from '../events/projectionTables.ts';

/** Live documents of one collection by id (a deleted one is gone, as on the clients). */
async function liveDocs<T>(db: Queryable, collection: 'customers' | 'vehicles', dealer: string, ids: Iterable<string>): Promise<Map<string, T>> {
  const rows = await readProjectionRows(db, collection, dealer, [...new Set(ids)]);
  return new Map(rows.filter((row) => !row.deleted).map((row) => [row.id, row.doc as unknown as T]));
}

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
  const customers = await liveDocs<Customer>(db, 'customers', dealer, sales.map((deal) => deal.customer_id));
  const vehicles = await liveDocs<OwnedVehicle>(
    db,
    'vehicles',
    dealer,
    sales.flatMap((deal) => (deal.trade_vehicle_id === null ? [deal.vehicle_id] : [deal.vehicle_id, deal.trade_vehicle_id])),
  );
  const lookups = { customer: (id: string) => customers.get(id), vehicle: (id: string) => vehicles.get(id), userName };
  return sales.flatMap((deal) => soldOpportunity(deal, lookups) ?? []);
}
