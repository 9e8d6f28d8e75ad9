import { DEAL_TYPE_LABELS, type DealType } from '../deal/dealConstants.ts';
import { roundCents } from '../deal/roundCents.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';
import { serviceGroupOf, type ServiceGroup } from '../opportunityList/serviceGroup.ts';
import type { ChartSeries, DashboardInput, DashboardQuery, DashboardStats, ProfitPoint, TopModel } from './dashboard.ts';
import { memoOf } from './dashboardMemo.ts';
import { salesInRange } from './dashboardScope.ts';

/** The leaderboard and Top Models show this many. */
export const STATS_TOP = 10;

/** The close-by-sale-type bar's order (spec 001 §2.1: Finance, Cash, Lease). */
const SALE_TYPE_ORDER: readonly DealType[] = ['finance', 'cash', 'lease'];

/** The close-by-service-type pie's order (spec 001 §2.1: Active, Lost, Lapsed, Inactive). */
const SERVICE_TYPE_ORDER: readonly ServiceGroup[] = ['Active', 'Lost', 'Lapsed', 'Inactive'];

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sales per salesperson named among the dealer's users, most first, ties by name; the first STATS_TOP. */
function leaderboard(sales: readonly SaleDeal[], names: ReadonlyMap<number, string>): ChartSeries {
  const counts = new Map<number, number>();
  for (const sale of sales) {
    if (sale.salesperson !== null && names.has(sale.salesperson)) counts.set(sale.salesperson, (counts.get(sale.salesperson) ?? 0) + 1);
  }
  const ranked = [...counts]
    .map(([id, count]) => ({ name: names.get(id) ?? '', count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name))
    .slice(0, STATS_TOP);
  return { labels: ranked.map((row) => row.name), values: ranked.map((row) => row.count) };
}

/**
 * Per salesperson with a gross on at least one sale: the sales, the total gross and its average over the sales that
 * have one (a sale without a gross is unknown, not 0), in cents. Largest total first, ties by name.
 */
function profit(sales: readonly SaleDeal[], names: ReadonlyMap<number, string>): ProfitPoint[] {
  const people = new Map<number, { sales: number; grossed: number; total: number }>();
  for (const sale of sales) {
    if (sale.salesperson === null || !names.has(sale.salesperson)) continue;
    const person = people.get(sale.salesperson) ?? { sales: 0, grossed: 0, total: 0 };
    person.sales += 1;
    if (sale.gross !== undefined && sale.gross !== null) {
      person.grossed += 1;
      person.total += sale.gross;
    }
    people.set(sale.salesperson, person);
  }
  return [...people]
    .filter(([, person]) => person.grossed > 0)
    .map(([id, person]) => ({
      label: names.get(id) ?? '',
      sales: person.sales,
      average: roundCents(person.total / person.grossed),
      total: roundCents(person.total),
    }))
    .sort((a, b) => b.total - a.total || collator.compare(a.label, b.label));
}

function saleTypes(closing: readonly SaleDeal[]): ChartSeries {
  return {
    labels: SALE_TYPE_ORDER.map((type) => DEAL_TYPE_LABELS[type]),
    values: SALE_TYPE_ORDER.map((type) => closing.filter((sale) => sale.sale_type === type).length),
  };
}

/** Each customer's smallest service_months over their opportunity rows (the most recent service), once per array. */
function serviceMonths(input: DashboardInput): ReadonlyMap<string, number> {
  return memoOf(input.opportunities, 'service-months', () => {
    const months = new Map<string, number>();
    for (const row of input.opportunities) {
      if (row.service_months === null) continue;
      const best = months.get(row.customer_id);
      if (best === undefined || row.service_months < best) months.set(row.customer_id, row.service_months);
    }
    return months;
  });
}

/**
 * The buyers by service group: the group of the customer's most recently serviced opportunity row (the smallest
 * service_months), Inactive without one.
 */
function serviceTypes(closing: readonly SaleDeal[], input: DashboardInput): ChartSeries {
  const months = closing.length > 0 ? serviceMonths(input) : new Map<string, number>();
  const counts = new Map<ServiceGroup, number>();
  for (const sale of closing) {
    const group = serviceGroupOf({ service_months: months.get(sale.customer_id) ?? null });
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return { labels: [...SERVICE_TYPE_ORDER], values: SERVICE_TYPE_ORDER.map((group) => counts.get(group) ?? 0) };
}

/**
 * The vehicles bought, by make and model without the year ("Toyota RAV4"): sales, revenue (the prices; a sale
 * without one adds 0), the latest sale's day and its vehicle's photo. Most sales first, then revenue, then name.
 */
function topModels(sales: readonly SaleDeal[], input: DashboardInput): TopModel[] {
  const models = new Map<string, TopModel & { sold_at: string }>();
  for (const sale of sales) {
    const vehicle = input.vehicle(sale.vehicle_id);
    if (vehicle === undefined) continue;
    const name = [vehicle.make, vehicle.model].filter((part) => part !== '').join(' ');
    const model = models.get(name) ?? { name, photo: vehicle.photo, sales: 0, revenue: 0, last_sale: '', sold_at: '' };
    model.sales += 1;
    model.revenue = roundCents(model.revenue + (sale.price ?? 0));
    if (sale.sold_at > model.sold_at) {
      model.sold_at = sale.sold_at;
      model.last_sale = sale.sold_at.slice(0, 10);
      model.photo = vehicle.photo;
    }
    models.set(name, model);
  }
  return [...models.values()]
    .sort((a, b) => b.sales - a.sales || b.revenue - a.revenue || collator.compare(a.name, b.name))
    .slice(0, STATS_TOP)
    .map(({ name, photo, sales: count, revenue, last_sale }) => ({ name, photo, sales: count, revenue, last_sale }));
}

/** The statistics tab (spec 001 §2.1; docs/dashboard.md "Statistics"): every figure over the range's sales of the user. */
export function dashboardStats(input: DashboardInput, query: DashboardQuery): DashboardStats {
  const sales = salesInRange(input, query);
  const names = new Map(input.users.map((user) => [user.id, user.name]));
  const closing = sales.filter((sale) => sale.opportunity_id !== null);
  return {
    leaderboard: leaderboard(sales, names),
    profit: profit(sales, names),
    saleTypes: saleTypes(closing),
    serviceTypes: serviceTypes(closing, input),
    topModels: topModels(sales, input),
  };
}
