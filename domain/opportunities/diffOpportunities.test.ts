import { describe, expect, it } from 'vitest';
import { diffOpportunities } from './diffOpportunities.ts';
import { mineCustomer } from './mineCustomer.ts';
import { financeContract, miningContext, ownedVehicle, repairOrder } from './miningFixtures.ts';

const before = mineCustomer(miningContext());

describe('diffOpportunities', () => {
  it('the same mining again changes nothing', () => {
    expect(diffOpportunities(before, mineCustomer(miningContext()))).toEqual({ set: [], removed: [] });
  });

  it('a rerun on a later day keeps the day each row was first identified', () => {
    // same rows a day later: only the fields that move with the calendar change (days_out 730 → 729)
    const { set } = diffOpportunities(before, mineCustomer(miningContext({ today: '2025-06-16' })));
    expect(set.map((row) => [row.id, row.identified_at, row.days_out])).toEqual([
      ['equity:V1', '2025-06-15', 729],
      ['service:V1', '2025-06-15', 729],
    ]);
  });

  it('a new repair order updates the rows of its vehicle only', () => {
    const service = [repairOrder({ opened_at: '2025-06-01', completed_at: '2025-06-01', total: 80 })];
    const diff = diffOpportunities(before, mineCustomer(miningContext({ service })));
    // the visit clears the service badges (no service row any more) and changes the equity row's service fields
    expect(diff.removed).toEqual(['service:V1']);
    expect(diff.set.map((row) => [row.id, row.serviced_at, row.service_total])).toEqual([['equity:V1', '2025-06-01', 80]]);
  });

  it('a row found for the first time is set with today as its identified day', () => {
    const vehicles = [ownedVehicle({ contract: financeContract({ rate: 11 }) })];
    const { set, removed } = diffOpportunities(before, mineCustomer(miningContext({ vehicles })));
    expect(removed).toEqual([]);
    expect(set.map((row) => [row.id, row.identified_at])).toEqual([
      ['equity:V1', '2025-06-15'],
      ['nonprime:V1', '2025-06-15'],
      ['service:V1', '2025-06-15'],
    ]);
  });

  it('rows that no longer hold are removed by id', () => {
    expect(diffOpportunities(before, [])).toEqual({ set: [], removed: ['equity:V1', 'service:V1'] });
  });

  it('key order does not make a change (rows read back from a store)', () => {
    const reordered = before.map((row) => Object.fromEntries(Object.entries(row).reverse()) as typeof row);
    expect(diffOpportunities(reordered, before)).toEqual({ set: [], removed: [] });
  });
});
