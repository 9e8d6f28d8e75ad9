import { describe, expect, it } from 'vitest';
import type { SaleDeal } from '../dms/saleDeal.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import type { DashboardInput, DashboardQuery } from './dashboard.ts';
import { dashboardStats } from './dashboardStats.ts';
import { dashboardInput, dashboardQuery } from './dashboardFixtures.ts';

const sale = (id: string, overrides: Partial<SaleDeal>): SaleDeal => ({
  id,
  customer_id: `C${id}`,
  vehicle_id: `V${id}`,
  trade_vehicle_id: null,
  sale_type: 'finance',
  sold_at: '2026-11-10',
  salesperson: null,
  opportunity_id: null,
  opportunity_type: null,
  ...overrides,
});

const vehicles: Record<string, { year: number; make: string; model: string; trim: string; photo: string }> = {
  V1: { year: 2026, make: 'Toyota', model: 'RAV4', trim: 'LE', photo: '/rav4-a.jpg' },
  V2: { year: 2025, make: 'Toyota', model: 'RAV4', trim: 'XLE', photo: '/rav4-b.jpg' },
  V3: { year: 2026, make: 'Toyota', model: 'Camry', trim: 'SE', photo: '/camry-old.jpg' },
  V4: { year: 2026, make: 'Toyota', model: 'Corolla', trim: 'L', photo: '/corolla-old.jpg' },
  V5: { year: 2026, make: 'Toyota', model: 'Camry', trim: 'SE', photo: '/camry.jpg' },
  V6: { year: 2026, make: 'Toyota', model: 'Corolla', trim: 'LE', photo: '/corolla.jpg' },
  V7: { year: 2024, make: 'Toyota', model: 'Camry', trim: 'XSE', photo: '/camry-2.jpg' },
  V8: { year: 2022, make: 'Honda', model: 'Civic', trim: 'EX', photo: '/civic.jpg' },
  V10: { year: 2021, make: 'Honda', model: 'Civic', trim: '', photo: '/civic-old.jpg' },
  V11: { year: 2026, make: 'Honda', model: 'Civic', trim: 'Sport', photo: '/civic-new.jpg' },
};

// November 2026: S3 is the day before the range, S4 the day after; S1 and S2 are its first and last days.
const sales: SaleDeal[] = [
  sale('1', { sold_at: '2026-11-01', salesperson: 1, opportunity_id: 'equity:V0', opportunity_type: 'equity', price: 30000, gross: 2400 }),
  sale('2', { sold_at: '2026-11-30T18:45:00Z', salesperson: 2, sale_type: 'cash', opportunity_id: 'leasing:V2', opportunity_type: 'leasing', price: 25000, gross: 3000 }),
  sale('3', { sold_at: '2026-10-31', salesperson: 1, opportunity_id: 'equity:V3', opportunity_type: 'equity', price: 40000, gross: 5000 }),
  sale('4', { sold_at: '2026-12-01', salesperson: 2, sale_type: 'lease', opportunity_id: 'equity:V4', opportunity_type: 'equity', price: 45000, gross: 4000 }),
  sale('5', { sold_at: '2026-11-10', salesperson: null, sale_type: 'lease', opportunity_id: 'service:V5', opportunity_type: 'service', price: 35000, gross: 1500 }),
  sale('6', { sold_at: '2026-11-12', salesperson: 3 }),
  sale('7', { sold_at: '2026-11-15', salesperson: 1, sale_type: 'lease', opportunity_id: 'cash:V7', opportunity_type: 'cash', price: 32000, gross: 1001 }),
  sale('8', { sold_at: '2026-11-20', salesperson: 2, opportunity_id: 'nonprime:V8', opportunity_type: 'nonprime', price: 28000.55, gross: null }),
  sale('9', { sold_at: '2026-11-05', salesperson: 3, sale_type: 'cash', price: 20000, gross: 2000 }),
  sale('10', { sold_at: '2026-11-25', salesperson: 99, price: 15000, gross: 900 }),
  sale('11', { sold_at: '2026-11-28', salesperson: 2, price: 22000, gross: 1800 }),
];

const input: DashboardInput = dashboardInput({
  opportunities: [
    opportunityRow({ id: 'equity:V0', customer_id: 'C1', service_months: 30 }),
    opportunityRow({ id: 'service:V0', customer_id: 'C1', service_months: 12 }),
    opportunityRow({ id: 'leasing:V2', customer_id: 'C2', service_months: 18 }),
    opportunityRow({ id: 'equity:V3', customer_id: 'C3', service_months: 1 }),
    opportunityRow({ id: 'service:V5', customer_id: 'C5', service_months: null }),
    opportunityRow({ id: 'cash:V7', customer_id: 'C7', service_months: 40 }),
  ],
  sales,
  vehicle: (id) => vehicles[id],
  users: [
    { id: 1, token: 'u1', name: 'Ann Lee' },
    { id: 2, token: 'u2', name: 'Bob Stone' },
    { id: 3, token: 'u3', name: 'Cara Diaz' },
    { id: 4, token: 'u4', name: 'Dan Moss' },
  ],
});

const november: DashboardQuery = dashboardQuery();

describe('dashboard statistics', () => {
  const stats = dashboardStats(input, november);

  it('ranks salespeople by their sales in range, ties by name, leaving out sales without a known salesperson', () => {
    // Bob: 2, 8, 11. Ann: 1, 7 (3 is before the range). Cara: 6, 9. Sale 5 has nobody, sale 10 a user not on file.
    expect(stats.leaderboard).toEqual({ labels: ['Bob Stone', 'Ann Lee', 'Cara Diaz'], values: [3, 2, 2] });
  });

  it('gives each salesperson with a gross their sales, average gross over the grossed sales and total gross', () => {
    // Bob: 3000 + 1800 = 4800 over 2 grossed sales (8 has none). Ann: 2400 + 1001 = 3401, 1700.50. Cara: 2000 (6 has none).
    expect(stats.profit).toEqual([
      { label: 'Bob Stone', sales: 3, average: 2400, total: 4800 },
      { label: 'Ann Lee', sales: 2, average: 1700.5, total: 3401 },
      { label: 'Cara Diaz', sales: 2, average: 2000, total: 2000 },
    ]);
  });

  it('counts the sales that closed an opportunity by sale type: Finance, Cash, Lease', () => {
    // Closing sales in range: 1 finance, 2 cash, 5 lease, 7 lease, 8 finance.
    expect(stats.saleTypes).toEqual({ labels: ['Finance', 'Cash', 'Lease'], values: [2, 1, 2] });
  });

  it('counts those sales by the buyer’s most recently serviced opportunity: Active, Lost, Lapsed, Inactive', () => {
    // C1: 12 months (Active); C2: 18 (Lapsed); C5: never serviced (Inactive); C7: 40 (Lost); C8: no row (Inactive).
    expect(stats.serviceTypes).toEqual({ labels: ['Active', 'Lost', 'Lapsed', 'Inactive'], values: [1, 1, 1, 2] });
  });

  it('lists the models bought by sales, then revenue, with the latest sale’s day and photo', () => {
    // Civic: 28000.55 + 15000 + 22000. Camry: 35000 + 32000. RAV4: 30000 + 25000. Corolla: sale 6 has no price.
    expect(stats.topModels).toEqual([
      { name: 'Honda Civic', photo: '/civic-new.jpg', sales: 3, revenue: 65000.55, last_sale: '2026-11-28' },
      { name: 'Toyota Camry', photo: '/camry-2.jpg', sales: 2, revenue: 67000, last_sale: '2026-11-15' },
      { name: 'Toyota RAV4', photo: '/rav4-b.jpg', sales: 2, revenue: 55000, last_sale: '2026-11-30' },
      { name: 'Toyota Corolla', photo: '/corolla.jpg', sales: 1, revenue: 0, last_sale: '2026-11-12' },
    ]);
  });

  it('keeps only the chosen user’s sales', () => {
    const bob = dashboardStats(input, { ...november, user: 2 });
    expect(bob.leaderboard).toEqual({ labels: ['Bob Stone'], values: [3] });
    expect(bob.profit).toEqual([{ label: 'Bob Stone', sales: 3, average: 2400, total: 4800 }]);
    expect(bob.saleTypes.values).toEqual([1, 1, 0]);
    expect(bob.serviceTypes.values).toEqual([0, 0, 1, 1]);
    expect(bob.topModels.map((model) => [model.name, model.sales, model.revenue])).toEqual([
      ['Honda Civic', 2, 50000.55],
      ['Toyota RAV4', 1, 25000],
    ]);
  });

  it('has nothing to show for a range without sales, the labels of the bars and pie kept', () => {
    expect(dashboardStats(input, { ...november, start_date: '2027-01-01', end_date: '2027-01-31' })).toEqual({
      leaderboard: { labels: [], values: [] },
      profit: [],
      saleTypes: { labels: ['Finance', 'Cash', 'Lease'], values: [0, 0, 0] },
      serviceTypes: { labels: ['Active', 'Lost', 'Lapsed', 'Inactive'], values: [0, 0, 0, 0] },
      topModels: [],
    });
  });

  it('shows the top 10 salespeople, ties by name', () => {
    const users = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, token: `u${index + 1}`, name: `User ${index + 1}` }));
    const many = dashboardStats(
      { ...input, users, sales: users.map((user) => sale(`S${user.id}`, { salesperson: user.id })) },
      november,
    );
    expect(many.leaderboard.labels).toEqual(['User 1', 'User 2', 'User 3', 'User 4', 'User 5', 'User 6', 'User 7', 'User 8', 'User 9', 'User 10']);
    expect(many.leaderboard.values).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
