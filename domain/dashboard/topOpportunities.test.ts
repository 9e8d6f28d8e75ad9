import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import type { DashboardInput } from './dashboard.ts';
import { topOpportunities } from './topOpportunities.ts';
import { dashboardInput, dashboardQuery } from './dashboardFixtures.ts';

const row = (id: string, rating: number, equity: number, salesperson: number | null): Opportunity =>
  opportunityRow({ id, type: id.split(':')[0] as Opportunity['type'], rating, equity, salesperson, name: `Name ${id}` });

const ranked = [
  row('equity:a', 5, 3000, 7),
  row('leasing:b', 5, 3000, 8),
  row('cash:c', 5, 9000, null),
  row('equity:d', 4, 12000, 7),
  row('equity:e', 3, 50000, 7),
  row('warranty:f', 4, -500, 8),
  row('nonprime:g', 0, 0, 7),
  row('conquest:h', 4, 12000, 99),
];
/** Twelve more rows rated 4 for user 7, equity 100 (f01) to 1,200 (f12): 18 rows rated 4 or 5 in all. */
const fillers = Array.from({ length: 12 }, (_, at) => row(`equity:f${String(at + 1).padStart(2, '0')}`, 4, (at + 1) * 100, 7));

const input = (opportunities: Opportunity[]): DashboardInput =>
  dashboardInput({
    opportunities,
    users: [
      { id: 7, token: 't7', name: 'Sam Sales' },
      { id: 8, token: 't8', name: 'Kim Boss' },
    ],
  });

const query = dashboardQuery;

const ids = (top: ReturnType<typeof topOpportunities>) => top.rows.map((entry) => entry.id);

describe('top opportunities', () => {
  it('lists the rows rated 4 or more, highest rating first, then most equity, then by id', () => {
    const top = topOpportunities(input(ranked), query());
    expect(ids(top)).toEqual(['cash:c', 'equity:a', 'leasing:b', 'conquest:h', 'equity:d', 'warranty:f']);
    expect(top.total).toBe(6);
    expect(top.page).toBe(1);
  });

  it("gives each row its type's label, the salesperson's name or Orphan, and the deal sheet link", () => {
    const [c, a, , h] = topOpportunities(input(ranked), query()).rows;
    expect(c).toEqual({
      id: 'cash:c',
      type: 'cash',
      label: 'CASH CONVERSION',
      name: 'Name cash:c',
      vehicle_name: '2021 Toyota RAV4 LE',
      rating: 5,
      equity: 9000,
      payments_left: 20,
      salesperson: 'Orphan',
      href: '/deal/cash%3Ac/dealsheet',
    });
    expect(a).toMatchObject({ label: 'UPGRADE', salesperson: 'Sam Sales', href: '/deal/equity%3Aa/dealsheet' });
    expect(h).toMatchObject({ label: 'CONQUEST', salesperson: 'Orphan' });
  });

  it("keeps the chosen user's rows", () => {
    expect(ids(topOpportunities(input(ranked), query({ user: 7 })))).toEqual(['equity:a', 'equity:d']);
    expect(ids(topOpportunities(input(ranked), query({ user: 8 })))).toEqual(['leasing:b', 'warranty:f']);
    expect(topOpportunities(input(ranked), query({ user: 42 }))).toEqual({ rows: [], total: 0, page: 1 });
  });

  it('shows 15 a page, and a page past the last shows the last', () => {
    const all = input([...ranked, ...fillers]);
    const first = topOpportunities(all, query());
    expect(first.total).toBe(18);
    expect(ids(first)).toEqual([
      'cash:c', 'equity:a', 'leasing:b', 'conquest:h', 'equity:d',
      'equity:f12', 'equity:f11', 'equity:f10', 'equity:f09', 'equity:f08', 'equity:f07', 'equity:f06', 'equity:f05', 'equity:f04', 'equity:f03',
    ]);
    expect(ids(topOpportunities(all, query({ top_page: 2 })))).toEqual(['equity:f02', 'equity:f01', 'warranty:f']);
    expect(topOpportunities(all, query({ top_page: 9 })).page).toBe(2);
    expect(topOpportunities(all, query({ top_page: 0 })).page).toBe(1);
  });

  it('ranks a new array of opportunities again', () => {
    const opportunities = [...ranked];
    expect(ids(topOpportunities(input(opportunities), query({ user: 8 })))).toEqual(['leasing:b', 'warranty:f']);
    const changed = opportunities.map((entry) => (entry.id === 'warranty:f' ? { ...entry, rating: 5, equity: 4000 } : entry));
    expect(ids(topOpportunities(input(changed), query({ user: 8 })))).toEqual(['warranty:f', 'leasing:b']);
  });
});
