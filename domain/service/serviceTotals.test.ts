import { describe, expect, it } from 'vitest';
import { serviceTotals } from './serviceTotals.ts';

const order = (total: number, total_customer: number, total_warranty: number) => ({ total, total_customer, total_warranty });

describe('service totals', () => {
  it('counts the repair orders and sums total spend, customer pay and warranty pay to the cent', () => {
    expect(serviceTotals([order(420.5, 420.5, 0), order(1310.1, 89.99, 1220.11), order(0.2, 0.1, 0.1)])).toEqual({
      count: 3,
      total: 1730.8,
      customer: 510.59,
      warranty: 1220.21,
    });
  });
  it('counts credits as they are', () => {
    expect(serviceTotals([order(100, 100, 0), order(-25, -25, 0)])).toEqual({ count: 2, total: 75, customer: 75, warranty: 0 });
  });
  it('is all zeros without repair orders', () => {
    expect(serviceTotals([])).toEqual({ count: 0, total: 0, customer: 0, warranty: 0 });
  });
});
