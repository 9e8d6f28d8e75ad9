import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { barWidth } from './barWidth.ts';
import type { DashboardInput, DashboardQuery, Highlights, SoldCount } from './dashboard.ts';
import { memoOf } from './dashboardMemo.ts';
import { inDayRange, salesInRange } from './dashboardScope.ts';

/**
 * The sold grid and the highlights panel of the dashboard (spec 001 §2.1; docs/dashboard.md, "Sold grid and
 * highlights", defines every figure). Both list every type of OPPORTUNITY_TYPES in that order, 0 included.
 */

type TypeCounts = Record<OpportunityType, number>;

const noCounts = (): TypeCounts => ({ equity: 0, appt: 0, leasing: 0, warranty: 0, cash: 0, conquest: 0, nonprime: 0, service: 0 });

/** One decimal of a part's percent of a whole; 0 of nothing. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The sales of the user (all for null) sold in range that closed an opportunity, by the type of that opportunity. */
function soldByType(input: DashboardInput, query: DashboardQuery): TypeCounts {
  const counts = noCounts();
  for (const sale of salesInRange(input, query)) {
    if (sale.opportunity_type !== null && sale.opportunity_id !== null) counts[sale.opportunity_type] += 1;
  }
  return counts;
}

/** /sold/opportunities filtered to a type, the range and the user (left out for All), as the sold page reads it. */
function soldHref(type: OpportunityType, query: DashboardQuery): string {
  const params = new URLSearchParams({ page: '1', opportunity_type: type, start_date: query.start_date, end_date: query.end_date });
  if (query.user !== null) params.set('salesperson', String(query.user));
  return `/sold/opportunities?${params}`;
}

/** One cell per opportunity type: the sales in range that closed an opportunity of that type. */
export function soldCounts(input: DashboardInput, query: DashboardQuery): SoldCount[] {
  const counts = soldByType(input, query);
  return OPPORTUNITY_TYPES.map((type) => ({ type, label: OPPORTUNITY_TYPE_LABELS[type], count: counts[type], href: soldHref(type, query) }));
}

/** What the highlights read of a user's open opportunities, whatever the range: kept per opportunities array. */
type OpenRows = { total: number; open: TypeCounts; identified: number; identifiedAt: string[] };

function openRows(input: DashboardInput, user: number | null): OpenRows {
  return memoOf(input.opportunities, `highlights:${user}`, () => {
    const open = noCounts();
    const identified = new Set<string>();
    const identifiedAt: string[] = [];
    for (const row of input.opportunities) {
      if (user !== null && row.salesperson !== user) continue;
      open[row.type] += 1;
      identified.add(row.customer_id);
      identifiedAt.push(row.identified_at);
    }
    identifiedAt.sort();
    return { total: identifiedAt.length, open, identified: identified.size, identifiedAt };
  });
}

/** The user's active customers (deleted_at null; All: every one), kept per customers array. */
function activeCustomers(input: DashboardInput, user: number | null): number {
  return memoOf(input.customers, `active:${user}`, () => {
    let active = 0;
    for (const customer of input.customers) {
      if (customer.deleted_at === null && (user === null || customer.user_id === user)) active += 1;
    }
    return active;
  });
}

const same = (day: string) => day;

/**
 * NEW OPS (rows identified in range), SOLD (the sold grid's sum), Total OPS (open rows), Identified OPS (customers
 * with an open row) and their percentage of the active customers, and each type's share of Total OPS.
 */
export function highlights(input: DashboardInput, query: DashboardQuery): Highlights {
  const { total, open, identified, identifiedAt } = openRows(input, query.user);
  const sold = soldByType(input, query);
  const shares = OPPORTUNITY_TYPES.map((type) => percentOf(open[type], total));
  const largest = Math.max(...shares);
  return {
    new: inDayRange(identifiedAt, query, same).length,
    sold: OPPORTUNITY_TYPES.reduce((sum, type) => sum + sold[type], 0),
    identified,
    total,
    percentage: percentOf(identified, activeCustomers(input, query.user)),
    types: OPPORTUNITY_TYPES.map((type, index) => {
      const percent = shares[index] ?? 0;
      return { type, label: OPPORTUNITY_TYPE_LABELS[type], count: open[type], percent, bar: barWidth(percent, largest), href: `/opportunity/${type}?page=1` };
    }),
  };
}
