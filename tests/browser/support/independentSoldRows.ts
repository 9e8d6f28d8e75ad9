import type { ContractType } from '../../../domain/dms/dmsFields.ts';
import type { OpportunityType } from '../../../domain/opportunities/opportunityType.ts';
import type { Queryable } from '../../../sync-server/db/database.ts';

/**
 * A sale that closed an opportunity as the sold lists show it (spec 003 "Sold opportunity"), read straight from the
 * server's tables rather than through the app's join: the customer's list name (last, first for an individual, the
 * business name otherwise, spec 000 §2), the vehicles as year make model trim, the sale's day and the salesperson's
 * name (null when the sale names none, or a user the dealer does not have).
 */
export type IndependentSoldRow = {
  id: string;
  opportunity_id: string;
  opportunity_type: OpportunityType;
  /** The type as the side menu names it (spec 001 §2.1: equity UPGRADE, appt SERVICE APPT, cash CASH CONVERSION). */
  type_name: string;
  name: string;
  purchased_vehicle: string;
  traded_vehicle: string | null;
  sale_date: string;
  sale_type: ContractType;
  sale_type_name: string;
  salesperson: string | null;
  salesperson_id: number | null;
};

const SOLD_ROWS = `
  WITH users AS (
    SELECT (doc->>'user_id')::int AS user_id, NULLIF(btrim(concat(doc->>'first_name', ' ', doc->>'last_name')), '') AS name
    FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'user'
  ), vehicle_names AS (
    SELECT doc->>'id' AS id,
      concat_ws(' ', doc->>'year', NULLIF(doc->>'make', ''), NULLIF(doc->>'model', ''), NULLIF(doc->>'trim', '')) AS name
    FROM vehicles WHERE dealer = $1 AND NOT deleted
  ), customer_names AS (
    SELECT doc->>'id' AS id,
      CASE WHEN doc->>'type' = 'B' THEN doc->>'full_name'
        ELSE concat_ws(', ', NULLIF(doc->>'last_name', ''), NULLIF(doc->>'first_name', '')) END AS name
    FROM customers WHERE dealer = $1 AND NOT deleted
  )
  SELECT deal.doc->>'id' AS id, deal.doc->>'opportunity_id' AS opportunity_id, deal.doc->>'opportunity_type' AS opportunity_type,
    COALESCE(customer.name, '') AS name, COALESCE(bought.name, '') AS purchased_vehicle, traded.name AS traded_vehicle,
    left(deal.doc->>'sold_at', 10) AS sale_date, deal.doc->>'sale_type' AS sale_type,
    salesperson.name AS salesperson, (deal.doc->>'salesperson')::int AS salesperson_id
  FROM deals deal
  LEFT JOIN customer_names customer ON customer.id = deal.doc->>'customer_id'
  LEFT JOIN vehicle_names bought ON bought.id = deal.doc->>'vehicle_id'
  LEFT JOIN vehicle_names traded ON traded.id = deal.doc->>'trade_vehicle_id'
  LEFT JOIN users salesperson ON salesperson.user_id = (deal.doc->>'salesperson')::int
  WHERE deal.dealer = $1 AND NOT deal.deleted
    AND deal.doc->>'opportunity_id' IS NOT NULL AND deal.doc->>'opportunity_type' IS NOT NULL`;

/** Spec 001 §2.1's labels of the types, as words; nonprime reads Non-Prime as the trade says it (issue 28). */
const TYPE_NAMES: Record<OpportunityType, string> = {
  equity: 'Upgrade',
  appt: 'Service Appt',
  leasing: 'Leasing',
  warranty: 'Warranty',
  cash: 'Cash Conversion',
  conquest: 'Conquest',
  nonprime: 'Non-Prime',
  service: 'Service',
};

/** Spec 003's sale types (finance, lease, cash) as words. */
const SALE_TYPE_NAMES: Record<ContractType, string> = { finance: 'Finance', lease: 'Lease', cash: 'Cash' };

/** Every sold opportunity of a dealer (its token), in no particular order. */
export async function independentSoldRows(db: Queryable, dealer: string): Promise<IndependentSoldRow[]> {
  const rows = await db.query<Omit<IndependentSoldRow, 'type_name' | 'sale_type_name'>>(SOLD_ROWS, [dealer]);
  return rows.map((row) => ({ ...row, type_name: TYPE_NAMES[row.opportunity_type], sale_type_name: SALE_TYPE_NAMES[row.sale_type] }));
}
