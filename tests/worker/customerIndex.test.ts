import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import { createCustomerIndex } from '../../domain/customers/customerIndex.ts';
import {
  compareCustomers,
  customerPredicate,
  EMPTY_CUSTOMER_FILTER,
  type CustomerListContext,
  type CustomerListFilter,
  type CustomerSort,
} from '../../domain/customers/customerList.ts';
import { countCustomerOpportunities, NO_CUSTOMER_OPPORTUNITIES } from '../../domain/customers/customerOpportunities.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { importedCustomer } from './customerFixtures.ts';

const customer = (id: string, lastName: string, changes: Partial<Customer> = {}): Customer => ({
  ...importedCustomer(id, lastName),
  dealer: 'tok-a',
  ...changes,
});

const all: CustomerListFilter = { ...EMPTY_CUSTOMER_FILTER, type: 'individual' };
const byName: CustomerSort = { by: 'name', order: 'asc' };
const plain: CustomerListContext = { unit: 'KM', opportunities: NO_CUSTOMER_OPPORTUNITIES };
const withRows = (rows: [string, OpportunityType][]): CustomerListContext => ({
  unit: 'KM',
  opportunities: countCustomerOpportunities(rows.map(([customer_id, type]) => ({ customer_id, type }))),
});

describe('the in-memory customer index', () => {
  it('lists in the domain order and filter', () => {
    const index = createCustomerIndex();
    const rows = [customer('1', 'Baker'), customer('2', 'adams'), customer('3', 'Clark', { deleted_at: '2024-01-01' })];
    index.reset(rows);
    expect(index.list(all, byName, plain).map((c) => c.last_name)).toEqual(['adams', 'Baker', 'Clark']);
    expect(index.list({ ...all, status: 'active' }, { by: 'name', order: 'desc' }, plain).map((c) => c.id)).toEqual(['1', '2']);
    expect(index.counts({ ...EMPTY_CUSTOMER_FILTER, status: 'inactive' }, plain)).toEqual({ individual: 1, business: 0 });
  });

  it('keeps sort orders exact through inserts, updates and removals', () => {
    const index = createCustomerIndex();
    const rows = Array.from({ length: 200 }, (_, i) => customer(`c${i}`, `Name${(i * 37) % 101}`, { distance: (i * 13) % 17 }));
    index.reset(rows);
    const context = withRows(rows.filter((_, i) => i % 3 === 0).map((row, i) => [row.id, i % 2 ? 'equity' : 'service']));
    const sorts: CustomerSort[] = [byName, { by: 'distance', order: 'desc' }, { by: 'number', order: 'asc' }, { by: 'opportunities', order: 'desc' }];
    for (const sort of sorts) index.list(all, sort, context);
    const live = new Map(rows.map((row) => [row.id, row]));
    for (let step = 0; step < 100; step++) {
      const id = `c${(step * 7) % 230}`;
      if (step % 5 === 0) {
        live.delete(id);
        index.apply([{ id, customer: null }]);
      } else {
        const next = customer(id, `Renamed${(step * 11) % 23}`, { distance: step % 9 });
        live.set(id, next);
        index.apply([{ id, customer: next }]);
      }
    }
    for (const sort of sorts) {
      const expected = [...live.values()].filter(customerPredicate(all, context)).sort(compareCustomers(sort, context.opportunities)).map((c) => c.id);
      expect(index.list(all, sort, context).map((c) => c.id)).toEqual(expected);
    }
    expect(index.size()).toBe(live.size);
  });

  it('sorts by opportunities, filters by type and counts again when the opportunities change', () => {
    const index = createCustomerIndex();
    index.reset([customer('a', 'Avery'), customer('b', 'Bell'), customer('c', 'Cole'), customer('d', 'Dunn', { type: 'B' })]);
    const before = withRows([['b', 'equity'], ['b', 'service'], ['c', 'service'], ['d', 'equity']]);
    const byCount: CustomerSort = { by: 'opportunities', order: 'desc' };
    expect(index.list(all, byCount, before).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(index.list(all, { ...byCount, order: 'asc' }, before).map((c) => c.id)).toEqual(['a', 'c', 'b']);
    expect(index.list({ ...all, opportunity_type: 'equity' }, byName, before).map((c) => c.id)).toEqual(['b']);
    expect(index.counts({ ...EMPTY_CUSTOMER_FILTER, opportunity_type: 'equity' }, before)).toEqual({ individual: 1, business: 1 });

    // A new snapshot of the opportunities: the same filter and sort answer from it, not from the cached lists.
    const after = withRows([['a', 'equity'], ['a', 'equity'], ['a', 'cash'], ['c', 'service']]);
    expect(index.list(all, byCount, after).map((c) => c.id)).toEqual(['a', 'c', 'b']);
    expect(index.list({ ...all, opportunity_type: 'equity' }, byName, after).map((c) => c.id)).toEqual(['a']);
    expect(index.counts({ ...EMPTY_CUSTOMER_FILTER, opportunity_type: 'equity' }, after)).toEqual({ individual: 1, business: 0 });
  });

  it('bumps its version on every change', () => {
    const index = createCustomerIndex();
    const before = index.version;
    index.apply([{ id: 'x', customer: customer('x', 'X') }]);
    expect(index.version).toBeGreaterThan(before);
    expect(index.get('x')?.last_name).toBe('X');
  });

  it('orders names as a base, numeric collation: case and accents ignored, numbers by value', () => {
    const index = createCustomerIndex();
    index.reset([customer('1', 'Ébert'), customer('2', 'eberhardt'), customer('3', 'Unit 12'), customer('4', 'Unit 3'), customer('5', 'EBERT')]);
    expect(index.list(all, byName, plain).map((c) => c.last_name)).toEqual(['eberhardt', 'Ébert', 'EBERT', 'Unit 3', 'Unit 12']);
  });

  it('warms every order but opportunities, both ways, one per call, and the warmed orders answer the lists', () => {
    const index = createCustomerIndex();
    const rows = Array.from({ length: 50 }, (_, i) => customer(`c${i}`, `Name${(i * 37) % 23}`, { distance: i % 7 }));
    index.reset(rows);
    let built = 0;
    while (index.warmOne()) built++;
    expect(built).toBe(14);
    const expected = [...rows].sort(compareCustomers({ by: 'distance', order: 'desc' }, NO_CUSTOMER_OPPORTUNITIES)).map((c) => c.id);
    expect(index.list(all, { by: 'distance', order: 'desc' }, plain).map((c) => c.id)).toEqual(expected);
    expect(createCustomerIndex().warmOne()).toBe(false);
  });
});
