import { describe, expect, it } from 'vitest';
import type { Customer } from '../../domain/customers/customer.ts';
import { compareCustomers, customerMatches, type CustomerListFilter, type CustomerSort } from '../../domain/customers/customerList.ts';
import { createCustomerIndex } from '../../worker/lists/customerIndex.ts';
import { importedCustomer } from './customerFixtures.ts';

const customer = (id: string, lastName: string, changes: Partial<Customer> = {}): Customer => ({
  ...importedCustomer(id, lastName),
  dealer: 'tok-a',
  ...changes,
});

const all: CustomerListFilter = { type: 'individual', search: '', status: 'all' };
const byName: CustomerSort = { by: 'name', order: 'asc' };

describe('the in-memory customer index', () => {
  it('lists in the domain order and filter', () => {
    const index = createCustomerIndex();
    const rows = [customer('1', 'Baker'), customer('2', 'adams'), customer('3', 'Clark', { deleted_at: '2024-01-01' })];
    index.reset(rows);
    expect(index.list(all, byName).map((c) => c.last_name)).toEqual(['adams', 'Baker', 'Clark']);
    expect(index.list({ ...all, status: 'active' }, { by: 'name', order: 'desc' }).map((c) => c.id)).toEqual(['1', '2']);
    expect(index.counts({ search: '', status: 'inactive' })).toEqual({ individual: 1, business: 0 });
  });

  it('keeps sort orders exact through inserts, updates and removals', () => {
    const index = createCustomerIndex();
    const rows = Array.from({ length: 200 }, (_, i) => customer(`c${i}`, `Name${(i * 37) % 101}`, { distance: (i * 13) % 17 }));
    index.reset(rows);
    const sorts: CustomerSort[] = [byName, { by: 'distance', order: 'desc' }, { by: 'number', order: 'asc' }];
    for (const sort of sorts) index.list(all, sort);
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
      const expected = [...live.values()].filter((c) => customerMatches(all, c)).sort(compareCustomers(sort)).map((c) => c.id);
      expect(index.list(all, sort).map((c) => c.id)).toEqual(expected);
    }
    expect(index.size()).toBe(live.size);
  });

  it('bumps its version on every change', () => {
    const index = createCustomerIndex();
    const before = index.version;
    index.apply([{ id: 'x', customer: customer('x', 'X') }]);
    expect(index.version).toBeGreaterThan(before);
    expect(index.get('x')?.last_name).toBe('X');
  });
});
