import { describe, expect, it } from 'vitest';
import type { SaleDeal } from '../dms/saleDeal.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import type { DashboardInput, DashboardQuery } from './dashboard.ts';
import { highlights, soldCounts } from './highlights.ts';
import { dashboardInput, dashboardQuery } from './dashboardFixtures.ts';

const row = (type: OpportunityType, vehicle: string, customer: string, salesperson: number, identified: string) =>
  opportunityRow({ id: `${type}:${vehicle}`, type, vehicle_id: vehicle, customer_id: customer, salesperson, identified_at: identified });

const sale = (id: string, type: OpportunityType | null, soldAt: string, salesperson: number): SaleDeal => ({
  id,
  customer_id: 'c1',
  vehicle_id: `bought-${id}`,
  trade_vehicle_id: null,
  sale_type: 'finance',
  sold_at: soldAt,
  salesperson,
  opportunity_id: type === null ? null : `${type}:${id}`,
  opportunity_type: type,
});

/** Salespeople 7 and 8; the range is November 2026. */
const input: DashboardInput = dashboardInput({
  opportunities: [
    row('equity', 'v1', 'c1', 7, '2026-11-01'), // first day of the range: new
    row('cash', 'v1', 'c1', 7, '2026-10-31'), // the day before: not new
    row('equity', 'v2', 'c2', 7, '2026-11-30'), // last day: new
    row('warranty', 'v2', 'c2', 7, '2026-12-01'), // the day after: not new
    row('equity', 'v3', 'c3', 8, '2026-11-15'), // new
    row('service', 'v3', 'c3', 8, '2026-09-01'),
  ],
  sales: [
    sale('s1', 'equity', '2026-11-01', 7), // first day, a bare day
    sale('s2', 'cash', '2026-11-30T23:59:00Z', 7), // last day, a timestamp
    sale('s3', 'equity', '2026-10-31T23:59:59Z', 8), // the day before
    sale('s4', 'equity', '2026-11-15T10:00:00Z', 8),
    sale('s5', null, '2026-11-10', 7), // closed no opportunity
    sale('s6', 'conquest', '2026-12-01T00:00:00Z', 7), // the day after
  ],
  customers: [
    { id: 'c1', user_id: 7, deleted_at: null },
    { id: 'c2', user_id: 7, deleted_at: null },
    { id: 'c3', user_id: 8, deleted_at: null },
    { id: 'c4', user_id: 7, deleted_at: '2026-06-01T00:00:00Z' }, // inactive
    { id: 'c5', user_id: 8, deleted_at: null },
    { id: 'c6', user_id: 7, deleted_at: null },
  ],
});

const query = (user: number | null): DashboardQuery => dashboardQuery({ user });

describe('soldCounts: a grid of sold counts per opportunity type', () => {
  it('All: every type in order with its label; s1 and s4 closed equity rows, s2 a cash row (range edges included)', () => {
    expect(soldCounts(input, query(null)).map(({ label, count }) => [label, count])).toEqual([
      ['UPGRADE', 2],
      ['SERVICE APPT', 0],
      ['LEASING', 0],
      ['WARRANTY', 0],
      ['CASH CONVERSION', 1],
      ['CONQUEST', 0],
      ['NON-PRIME', 0],
      ['SERVICE', 0],
    ]);
  });

  it('a user counts the sales they made: 7 sold s1 (equity) and s2 (cash); s6 is a day late', () => {
    const counts = soldCounts(input, query(7));
    expect(counts.filter((cell) => cell.count > 0).map(({ type, count }) => [type, count])).toEqual([
      ['equity', 1],
      ['cash', 1],
    ]);
  });

  it('links to the sold list filtered to the type, the range and the user', () => {
    expect(soldCounts(input, query(7))[0]?.href).toBe(
      '/sold/opportunities?page=1&opportunity_type=equity&start_date=2026-11-01&end_date=2026-11-30&salesperson=7',
    );
  });

  it('All leaves the salesperson out of the link', () => {
    expect(soldCounts(input, query(null))[4]?.href).toBe('/sold/opportunities?page=1&opportunity_type=cash&start_date=2026-11-01&end_date=2026-11-30');
  });
});

describe('highlights: NEW OPS, SOLD, Identified OPS, Total OPS and a percentage in op position', () => {
  it('All: 3 new, 3 sold, 3 of the 5 active customers identified (60 %), 6 open rows', () => {
    const { types, ...figures } = highlights(input, query(null));
    expect(figures).toEqual({ new: 3, sold: 3, identified: 3, total: 6, percentage: 60 });
  });

  it('user 7: 2 new, 2 sold, 2 of their 3 active customers (66.7 %; c4 is inactive), 4 open rows', () => {
    const { types, ...figures } = highlights(input, query(7));
    expect(figures).toEqual({ new: 2, sold: 2, identified: 2, total: 4, percentage: 66.7 });
  });

  it('All, per type: 3 of 6 equity rows is 50 %, 1 of 6 is 16.7 %; the largest is over 40 % so bars are the percents', () => {
    const { types } = highlights(input, query(null));
    expect(types.map(({ type, count, percent, bar }) => [type, count, percent, bar])).toEqual([
      ['equity', 3, 50, 50],
      ['appt', 0, 0, 0],
      ['leasing', 0, 0, 0],
      ['warranty', 1, 16.7, 16.7],
      ['cash', 1, 16.7, 16.7],
      ['conquest', 0, 0, 0],
      ['nonprime', 0, 0, 0],
      ['service', 1, 16.7, 16.7],
    ]);
    expect(types[0]).toMatchObject({ label: 'UPGRADE', href: '/opportunity/equity?page=1' });
  });

  it('bars of a largest share up to 40 % are drawn on a 40 % track: 40 % → 100, 20 % → 50', () => {
    const spread: DashboardInput = {
      ...input,
      opportunities: [
        row('equity', 'v1', 'c1', 7, '2026-11-01'),
        row('equity', 'v2', 'c1', 7, '2026-11-01'),
        row('cash', 'v1', 'c1', 7, '2026-11-01'),
        row('leasing', 'v2', 'c1', 7, '2026-11-01'),
        row('appt', 'v1', 'c1', 7, '2026-11-01'),
      ],
    };
    const bars = highlights(spread, query(null)).types.filter((type) => type.count > 0);
    expect(bars.map(({ type, percent, bar }) => [type, percent, bar])).toEqual([
      ['equity', 40, 100],
      ['appt', 20, 50],
      ['leasing', 20, 50],
      ['cash', 20, 50],
    ]);
  });

  it('a user with no customers and no rows: every figure is 0, the percentage too', () => {
    const { types, ...figures } = highlights(input, query(99));
    expect(figures).toEqual({ new: 0, sold: 0, identified: 0, total: 0, percentage: 0 });
    expect(types.every((type) => type.count === 0 && type.percent === 0 && type.bar === 0)).toBe(true);
  });
});
