import { opportunityRowLink } from '../opportunityList/opportunityColumns.ts';
import { memoOf } from './dashboardMemo.ts';
import { clampedPage } from './dashboardScope.ts';
import { listPaging } from '../lists/listPaging.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import { ORPHAN } from '../opportunityList/serviceRow.ts';
import type { Dashboard, DashboardInput, DashboardQuery, TopOpportunityRow } from './dashboard.ts';

/** The lowest rating the list shows (of the 5-star scale, spec 001 §9). */
export const TOP_RATING = 4;

/** The list's empty text: the spec gives none for this tab (docs/dashboard.md). */
export const NO_TOP_OPPORTUNITIES_TEXT = 'No opportunities rated 4 stars or more';

/** Best first: the higher rating, then the more equity, then the id (so equal rows keep one order). */
const byRank = (a: Opportunity, b: Opportunity) => b.rating - a.rating || b.equity - a.equity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The ranked rows of a user (null: All), once per opportunities array: a page turn or a range change reuses them. */
function ranked(opportunities: readonly Opportunity[], user: number | null): Opportunity[] {
  return memoOf(opportunities, `top:${user}`, () => {
    const rows: Opportunity[] = [];
    for (const row of opportunities) {
      if (row.rating >= TOP_RATING && (user === null || row.salesperson === user)) rows.push(row);
    }
    return rows.sort(byRank);
  });
}

/**
 * Top Opportunities (spec 001 §2.1, docs/dashboard.md): the user's open opportunities (All: every one) rated 4 or 5,
 * best first, 15 a page (spec 001 §9); a page past the last shows the last. The range does not apply: an open
 * opportunity is open now.
 */
export function topOpportunities(input: DashboardInput, query: DashboardQuery): Dashboard['top'] {
  const rows = ranked(input.opportunities, query.user);
  const { page, first } = clampedPage(rows.length, listPaging.pageSize, query.top_page);
  const userNames = new Map(input.users.map((user) => [user.id, user.name]));
  return {
    rows: rows.slice(first, first + listPaging.pageSize).map(
      (row): TopOpportunityRow => ({
        id: row.id,
        type: row.type,
        label: OPPORTUNITY_TYPE_LABELS[row.type],
        name: row.name,
        vehicle_name: row.vehicle_name,
        rating: row.rating,
        equity: row.equity,
        payments_left: row.payments_left,
        salesperson: (row.salesperson === null ? undefined : userNames.get(row.salesperson)) ?? ORPHAN,
        href: opportunityRowLink(row),
      }),
    ),
    total: rows.length,
    page,
  };
}
