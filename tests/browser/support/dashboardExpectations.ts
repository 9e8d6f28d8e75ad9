import type { Queryable } from '../../../sync-server/db/database.ts';

/**
 * What the dashboard should show, computed from the server's projection tables with plain SQL, independently of
 * domain/dashboard: the definitions are docs/dashboard.md's (sold grid, highlights, tabs, statistics).
 */

export type Range = { start_date: string; end_date: string };

/** The sold grid's cells in the page's order: the type key (as the links carry it) and its label. */
export const SOLD_TYPES = [
  ['equity', 'UPGRADE'],
  ['appt', 'SERVICE APPT'],
  ['leasing', 'LEASING'],
  ['warranty', 'WARRANTY'],
  ['cash', 'CASH CONVERSION'],
  ['conquest', 'CONQUEST'],
  ['nonprime', 'NON-PRIME'],
  ['service', 'SERVICE'],
] as const;

/** A count as the page writes it: thousands separated by commas. */
export const countText = (value: number): string => value.toLocaleString('en-US');

/** Dollars and cents as the page writes them: $65,000.55. */
export const moneyText = (value: number): string =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Adds days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last day of the month a day is in. */
export function monthRange(day: string): Range {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start_date: `${day.slice(0, 7)}-01`, end_date: `${day.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
function dayOf(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const count = async (db: Queryable, sql: string, params: unknown[]): Promise<number> => {
  const [row] = await db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
};

/** The sales in range (by the day sold_at starts with) that closed an opportunity, per type; of a salesperson if given. */
export async function soldByType(db: Queryable, dealer: string, range: Range, salesperson: number | null = null): Promise<Record<string, number>> {
  const rows = await db.query<{ type: string; n: number }>(
    `SELECT doc->>'opportunity_type' AS type, count(*)::int AS n FROM deals
     WHERE dealer = $1 AND NOT deleted AND doc->>'opportunity_id' IS NOT NULL AND doc->>'opportunity_type' IS NOT NULL
       AND left(doc->>'sold_at', 10) BETWEEN $2 AND $3 AND ($4::int IS NULL OR (doc->>'salesperson')::int = $4::int)
     GROUP BY 1`,
    [dealer, range.start_date, range.end_date, salesperson],
  );
  return Object.fromEntries(SOLD_TYPES.map(([type]) => [type, Number(rows.find((row) => row.type === type)?.n ?? 0)]));
}

export type ExpectedHighlights = { newOps: number; total: number; identified: number; percentage: string };

/** NEW OPS, Total OPS, Identified OPS and the percentage in op position ("60%"), for a user or All (null). */
export async function highlightsOf(db: Queryable, dealer: string, range: Range, user: number | null): Promise<ExpectedHighlights> {
  const mine = `($2::int IS NULL OR (doc->>'salesperson')::int = $2::int)`;
  const total = await count(db, `SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted AND ${mine}`, [dealer, user]);
  const identified = await count(
    db,
    `SELECT count(DISTINCT doc->>'customer_id')::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted AND ${mine}`,
    [dealer, user],
  );
  const newOps = await count(
    db,
    `SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted AND ${mine} AND left(doc->>'identified_at', 10) BETWEEN $3 AND $4`,
    [dealer, user, range.start_date, range.end_date],
  );
  const active = await count(
    db,
    `SELECT count(*)::int AS n FROM customers WHERE dealer = $1 AND NOT deleted AND doc->>'deleted_at' IS NULL
       AND ($2::int IS NULL OR (doc->>'user_id')::int = $2::int)`,
    [dealer, user],
  );
  const percentage = active === 0 ? 0 : Math.round((identified / active) * 1000) / 10;
  return { newOps, total, identified, percentage: `${percentage}%` };
}

/** The open opportunity rows rated 4 or 5 (the Top Opportunities tab, All). */
export function topRatedCount(db: Queryable, dealer: string): Promise<number> {
  return count(db, `SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted AND (doc->>'rating')::int >= 4`, [dealer]);
}

/**
 * Recent Activity's count for All: notes, e-mails and texts that did not fail, and appointments booked here, whose
 * created_at falls on a dealer day of the range.
 */
export async function recentActivityCount(db: Queryable, dealer: string, range: Range, timeZone: string): Promise<number> {
  const rows = await db.query<{ created_at: string }>(
    `SELECT doc->>'created_at' AS created_at FROM activities WHERE dealer = $1 AND NOT deleted
       AND (doc->>'kind' = 'note' OR (doc->>'kind' IN ('email', 'text') AND doc->>'status' IS DISTINCT FROM 'failed'))
     UNION ALL
     SELECT doc->>'created_at' FROM appointments WHERE dealer = $1 AND NOT deleted AND doc->>'source' = 'booked'`,
    [dealer],
  );
  return rows.filter((row) => {
    const day = dayOf(row.created_at, timeZone);
    return day >= range.start_date && day <= range.end_date;
  }).length;
}

/**
 * The APPOINTMENTS tab's count for All: the sales appointments (not Service, with a customer, or a prospect when
 * booked here) of the range's days, and the Service appointments of today.
 */
export function appointmentsCount(db: Queryable, dealer: string, range: Range, today: string): Promise<number> {
  return count(
    db,
    `SELECT count(*)::int AS n FROM appointments WHERE dealer = $1 AND NOT deleted AND (
       (doc->>'appointment_type' <> 'Service'
         AND (doc->>'customer_id' IS NOT NULL OR (doc->>'source' = 'booked' AND doc->>'prospect_id' IS NOT NULL))
         AND left(doc->>'appointment_at', 10) BETWEEN $2 AND $3)
       OR (doc->>'appointment_type' = 'Service' AND left(doc->>'appointment_at', 10) = $4))`,
    [dealer, range.start_date, range.end_date, today],
  );
}

export type ExpectedStats = { leaderboard: boolean; profit: boolean; closed: boolean; models: string[][] };

/**
 * Which STATS panels draw a chart for All in a range (the others say "Nothing to show in this range."), and the
 * Top Models rows as the table writes them: name, SALES, REVENUE, LAST SALE.
 */
export async function statsOf(db: Queryable, dealer: string, range: Range): Promise<ExpectedStats> {
  const inRange = `d.dealer = $1 AND NOT d.deleted AND left(d.doc->>'sold_at', 10) BETWEEN $2 AND $3`;
  const params = [dealer, range.start_date, range.end_date];
  const byUser = `EXISTS (SELECT 1 FROM refs u WHERE u.dealer = d.dealer AND NOT u.deleted AND u.doc->>'kind' = 'user'
                    AND (u.doc->>'user_id')::int = (d.doc->>'salesperson')::int)`;
  const leaderboard = await count(db, `SELECT count(*)::int AS n FROM deals d WHERE ${inRange} AND ${byUser}`, params);
  const profit = await count(db, `SELECT count(*)::int AS n FROM deals d WHERE ${inRange} AND ${byUser} AND d.doc->>'gross' IS NOT NULL`, params);
  const closed = await count(db, `SELECT count(*)::int AS n FROM deals d WHERE ${inRange} AND d.doc->>'opportunity_id' IS NOT NULL`, params);
  const models = await db.query<{ name: string; sales: number; revenue: string; last_sale: string }>(
    `SELECT v.doc->>'make' || ' ' || (v.doc->>'model') AS name, count(*)::int AS sales,
            coalesce(sum((d.doc->>'price')::numeric), 0)::text AS revenue, max(left(d.doc->>'sold_at', 10)) AS last_sale
     FROM deals d JOIN vehicles v ON v.dealer = d.dealer AND v.id = d.doc->>'vehicle_id' AND NOT v.deleted
     WHERE ${inRange} GROUP BY 1 ORDER BY 2 DESC, coalesce(sum((d.doc->>'price')::numeric), 0) DESC, 1 LIMIT 10`,
    params,
  );
  return {
    leaderboard: leaderboard > 0,
    profit: profit > 0,
    closed: closed > 0,
    models: models.map((model) => [model.name, countText(model.sales), moneyText(Number(model.revenue)), model.last_sale]),
  };
}
