import type { Opportunity } from '../../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../../domain/opportunities/opportunityType.ts';
import type { Queryable } from '../../../sync-server/db/database.ts';

/**
 * The opportunity lists' rows read straight from the server's opportunities table (filters as SQL WHERE, the order
 * as SQL ORDER BY) and their cells written out here from spec 001 §2.2 and §9, not through the app's columns.
 */

/** A row as the query answers it: the document, and for the service view the first name of its salesperson. */
type Row = Opportunity & { salesperson_name: string | null };

/** What these tests filter by: a make, a model year, an equity range (a row without equity fails it), a stock type. */
export type OpportunityView = { make?: string; year?: number; equity?: { min: number; max: number }; stock_type?: 'new' | 'used' };

/** The numeric columns these tests sort by: empty values last both ways, ties by id, all in the sort's direction. */
export type OpportunityOrder = { by: 'rating' | 'equity' | 'trade'; order: 'asc' | 'desc' };

/** The lists open best rated first (spec 001 §2.2). */
export const BEST_FIRST: OpportunityOrder = { by: 'rating', order: 'desc' };

export type OpportunityQuery = { type: OpportunityType; view?: OpportunityView; order?: OpportunityOrder; limit?: number };

/** The rows of a list of one dealer (its token), as the documents the server keeps. */
export async function opportunityRowsOf(db: Queryable, dealer: string, query: OpportunityQuery): Promise<Row[]> {
  const { type, view = {}, order = BEST_FIRST, limit } = query;
  const params: unknown[] = [dealer, type];
  const where = ["o.dealer = $1", 'NOT o.deleted', "o.doc->>'type' = $2"];
  const bind = (value: unknown) => `$${params.push(value)}`;
  if (view.make !== undefined) where.push(`o.doc->>'make' = ${bind(view.make)}`);
  if (view.year !== undefined) where.push(`(o.doc->>'year')::int = ${bind(view.year)}`);
  if (view.equity) where.push(`(o.doc->>'equity')::numeric BETWEEN ${bind(view.equity.min)} AND ${bind(view.equity.max)}`);
  if (view.stock_type !== undefined) where.push(`o.doc->>'stock_type' = ${bind(view.stock_type)}`);
  const direction = order.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<{ doc: Opportunity; salesperson_name: string | null }>(
    `SELECT o.doc, NULLIF(btrim(concat(u.doc->>'first_name', ' ', u.doc->>'last_name')), '') AS salesperson_name
     FROM opportunities o
     LEFT JOIN refs u ON u.dealer = o.dealer AND NOT u.deleted AND u.doc->>'kind' = 'user'
       AND (u.doc->>'user_id')::int = (o.doc->>'salesperson')::int
     WHERE ${where.join(' AND ')}
     ORDER BY (o.doc->>'${order.by}')::numeric ${direction} NULLS LAST, o.doc->>'id' COLLATE "C" ${direction}
     ${limit === undefined ? '' : `LIMIT ${bind(limit)}`}`,
    params,
  );
  return rows.map(({ doc, salesperson_name }) => ({ ...doc, salesperson_name }));
}

const separated = (digits: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Dollars and cents with thousands separators, a minus before the dollar sign: -$1,250.50. */
const money = (value: number) => `${value < 0 ? '-' : ''}$${separated(2).format(Math.abs(value))}`;
const count = (value: number | null) => (value === null ? '' : separated(0).format(value));

/** Kilometres in the dealer's unit (spec 000 §1: canada KM, us MI), rounded up for a distance, to the nearest for mileage. */
function inUnit(km: number | null, country: string, round: (value: number) => number): string {
  if (km === null) return '';
  const [unit, perUnit] = country === 'us' ? ['MI', 1.609344] : ['KM', 1];
  return `${separated(0).format(round(km / perUnit))} ${unit}`;
}

/** What a cell needs besides the row: the dealer's country and today (the dealer's day). */
export type CellContext = { country: string; today: string };
type Column = [header: string, cell: (row: Row, context: CellContext) => string];

/** Spec 001 §2.2's service badges in its order; "new" only qualifies a risk (docs/decisions.md "Badges"). */
function badges({ badges: on }: Row): string {
  const labels = [on.risk ? (on.new ? 'New At Risk' : 'At Risk') : '', on.declined ? 'Declined' : '', on.due ? 'Service Due' : '', on.recall ? 'Recall' : ''];
  return labels.filter(Boolean).join(' | ');
}

/** The appointment's time only with a risk badge and an appointment today or later, otherwise No Appointment. */
function appointment(row: Row, { today }: CellContext): string {
  const at = row.appointment_at;
  return row.badges.risk && at !== null && at.slice(0, 10) >= today ? at.slice(0, 16).replace('T', ' ') : 'No Appointment';
}

const RATING: Column = ['RATING', (row) => String(row.rating)];
const NAME: Column = ['NAME', (row) => row.name];
const VEHICLE: Column = ['VEHICLE', (row) => row.vehicle_name];
const PAYMENTS_LEFT: Column = ['PAYMENTS LEFT', (row) => count(row.payments_left)];
const TERM_TOTAL: Column = ['TERM TOTAL', (row) => count(row.payments_total)];
const PAYMENTS: Column = ['PAYMENTS', (row) => money(row.payments)];
const EQUITY: Column = ['EQUITY', (row) => money(row.equity)];
const DISTANCE: Column = ['DISTANCE', (row, { country }) => inUnit(row.distance_km, country, Math.ceil)];
const MATCH: Column = ['MATCH', (row) => count(row.matches)];
const SERVICED: Column = ['SERVICED', (row) => row.serviced_at ?? ''];
const SERVICE_TOTAL: Column = ['SERVICE TOTAL', (row) => money(row.service_total)];
const KM_RISK: Column = ['EST. KM RISK', (row, { country }) => inUnit(row.km_risk, country, Math.round)];

/** Spec 001 §2.2's columns per type, each sales type after NAME and VEHICLE (docs/decisions.md "Columns"). */
const COLUMNS: Record<OpportunityType, Column[]> = {
  equity: [RATING, NAME, VEHICLE, PAYMENTS_LEFT, TERM_TOTAL, PAYMENTS, EQUITY, DISTANCE, MATCH],
  appt: [NAME, VEHICLE, ['APPOINTMENT', (row) => row.appointment_at ?? ''], SERVICE_TOTAL, DISTANCE, MATCH],
  leasing: [RATING, NAME, VEHICLE, PAYMENTS_LEFT, TERM_TOTAL, PAYMENTS, EQUITY, KM_RISK, DISTANCE, MATCH],
  warranty: [
    NAME,
    VEHICLE,
    ['MANUFACTURER WARRANTY', (row) => row.warranty_at ?? ''],
    ['MONTHS LEFT', (row) => count(row.warranty_months)],
    ['DISTANCE LEFT', (row, { country }) => inUnit(row.warranty_mileage, country, Math.round)],
    DISTANCE,
    MATCH,
  ],
  cash: [NAME, VEHICLE, SERVICED, SERVICE_TOTAL, EQUITY, DISTANCE, MATCH],
  conquest: [NAME, VEHICLE, SERVICED, SERVICE_TOTAL, ['TRADE', (row) => money(row.trade)], DISTANCE],
  nonprime: [NAME, VEHICLE, PAYMENTS, ['APR', (row) => `${row.apr.toFixed(2)}%`], DISTANCE, MATCH],
  service: [
    NAME,
    VEHICLE,
    ['SERVICE TYPE', (row) => row.service_type ?? ''],
    ['LAST SERVICED', (row) => row.serviced_at ?? ''],
    ['OPS', badges],
    ['APPOINTMENT', appointment],
    ['ROS', (row) => count(row.service_ro_total)],
    SERVICE_TOTAL,
    // The salesperson's initial, or Orphan if none (spec 001 §2.2).
    ['SALESPERSON', (row) => row.salesperson_name?.charAt(0).toUpperCase() ?? 'Orphan'],
  ],
};

/** The headers of a list of rows of this type (role 6's equity list is the service view). */
export function opportunityHeaders(type: OpportunityType): string[] {
  return COLUMNS[type].map(([header]) => header);
}

/** A row's cells as the CSV writes them; `onScreen` reads a rating as its stars' label. */
export function opportunityCells(row: Row, context: CellContext, onScreen = false): string[] {
  return COLUMNS[row.type].map(([header, cell]) => (onScreen && header === 'RATING' ? `Rating ${row.rating} of 5` : cell(row, context)));
}
