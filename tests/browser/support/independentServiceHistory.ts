import type { Queryable } from '../../../sync-server/db/database.ts';

/**
 * A customer's service history read straight from the server's service and vehicles tables with SQL, and its row
 * cells written out here from spec 001 §2.7 (Service tab) and docs/decisions.md "Customer header, service history
 * and activities", not through the app's loadServiceHistory or serviceColumns.
 */

/** A repair order as these tests expect it on screen. */
export type ExpectedRepairOrder = {
  id: string;
  ro: string;
  opened_at: string;
  /** Its date: the completion day, or the opening day while open. */
  day: string;
  mileage: number | null;
  total_parts: number;
  total_labour: number;
  total_warranty: number;
  total_customer: number;
  total: number;
  /** Year, make, model and trim of its vehicle, blanks left out ('' when the vehicle is gone). */
  vehicle_name: string;
  /** Per job line, in order: whether it is flagged Declined Service. */
  lines: boolean[];
  declined: boolean;
};

/**
 * A job line is declined when the DMS flags it, when its description or cause contains DECLINE (any case, as
 * "Customer declined" says it), or when its op code is the dealer's declined-service op code (spec 002 §3).
 */
const DECLINED_LINE = `coalesce((l.line->>'declined')::boolean, false)
  OR l.line->>'description' ILIKE '%decline%' OR l.line->>'cause' ILIKE '%decline%'
  OR (coalesce(cfg.op_code, '') <> '' AND l.line->>'op_code' = cfg.op_code)`;

/** The live repair orders of a customer at a dealer (its token), newest first: by date, then opening time, then id. */
export async function serviceHistoryOf(db: Queryable, dealer: string, customerId: string): Promise<ExpectedRepairOrder[]> {
  const rows = await db.query<ExpectedRepairOrder>(
    `WITH cfg AS (SELECT (SELECT doc->'config'->>'service_declined' FROM refs
                           WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'settings' LIMIT 1) AS op_code)
     SELECT s.doc->>'id' AS id, s.doc->>'ro' AS ro, s.doc->>'opened_at' AS opened_at,
            left(coalesce(s.doc->>'completed_at', s.doc->>'opened_at'), 10) AS day,
            (s.doc->>'mileage')::float8 AS mileage,
            (s.doc->>'total_parts')::float8 AS total_parts, (s.doc->>'total_labour')::float8 AS total_labour,
            (s.doc->>'total_warranty')::float8 AS total_warranty, (s.doc->>'total_customer')::float8 AS total_customer,
            (s.doc->>'total')::float8 AS total,
            coalesce(concat_ws(' ', nullif(v.doc->>'year', ''), nullif(v.doc->>'make', ''), nullif(v.doc->>'model', ''), nullif(v.doc->>'trim', '')), '')
              AS vehicle_name,
            (SELECT coalesce(jsonb_agg(${DECLINED_LINE} ORDER BY l.n), '[]'::jsonb)
               FROM jsonb_array_elements(s.doc->'lines') WITH ORDINALITY AS l(line, n)) AS lines
       FROM service s CROSS JOIN cfg
       LEFT JOIN vehicles v ON v.dealer = s.dealer AND v.id = s.doc->>'vehicle_id' AND NOT v.deleted
      WHERE s.dealer = $1 AND s.doc->>'customer_id' = $2 AND NOT s.deleted
      ORDER BY 4 DESC, s.doc->>'opened_at' DESC, s.doc->>'id' COLLATE "C" DESC`,
    [dealer, customerId],
  );
  return rows.map((row) => ({ ...row, declined: row.lines.some(Boolean) }));
}

const separated = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Dollars and cents with thousands separators, a credit with its minus before the dollar sign: -$1,250.50. */
export const dollars = (value: number): string => `${value < 0 ? '-' : ''}$${separated(2).format(Math.abs(value))}`;

/**
 * A row's cells after the expand button at a Canadian dealer, in spec 001 §2.7's order: date, RO number, vehicle,
 * mileage (whole kilometres, KM), parts, labour, warranty pay, customer pay, total.
 */
export function repairOrderCells(record: ExpectedRepairOrder): string[] {
  const { day, ro, vehicle_name, mileage, total_parts, total_labour, total_warranty, total_customer, total } = record;
  const km = mileage === null ? '' : `${separated(0).format(Math.round(mileage))} KM`;
  return [day, ro, vehicle_name, km, ...[total_parts, total_labour, total_warranty, total_customer, total].map(dollars)];
}
