import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { EMPTY_OPPORTUNITY_FILTER, opportunityPredicate, type OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { OPPORTUNITY_SORTS, compareOpportunities, type OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import { FIRST_ROWS_UP_TO, REBUILD_ABOVE, createOpportunityIndex, type OpportunityChange, type OpportunityIndex } from '../../domain/opportunityList/opportunityIndex.ts';
import { opportunityRow, randomOpportunity, randomOpportunities, randomSource } from './opportunityFixtures.ts';

const FILTERS: OpportunityFilter[] = [
  EMPTY_OPPORTUNITY_FILTER,
  { ...EMPTY_OPPORTUNITY_FILTER, make: ['Toyota', 'kia'] },
  { ...EMPTY_OPPORTUNITY_FILTER, year: [2015, 2016, 2017], model: ['Civic', 'Model 10'] },
  { ...EMPTY_OPPORTUNITY_FILTER, ranges: { rating: { min: 3, max: null } } },
  { ...EMPTY_OPPORTUNITY_FILTER, ranges: { distance: { min: 5, max: 30 }, equity: { min: 0, max: null } } },
  { ...EMPTY_OPPORTUNITY_FILTER, salesperson: [0, 2] },
  { ...EMPTY_OPPORTUNITY_FILTER, stock_type: 'new', sale_type: 'lease' },
  { ...EMPTY_OPPORTUNITY_FILTER, appointment: 'true', service_type: ['Brakes'] },
  { ...EMPTY_OPPORTUNITY_FILTER, service_group: ['Inactive', 'Lost'] },
  { ...EMPTY_OPPORTUNITY_FILTER, start_date: '2024-03-17', end_date: '2025-02-11' },
];

const SORTS: OpportunitySort[] = OPPORTUNITY_SORTS.flatMap((by) => [
  { by, order: 'asc' as const },
  { by, order: 'desc' as const },
]);

function naive(rows: Iterable<Opportunity>, type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort): string[] {
  const test = opportunityPredicate(filter);
  return [...rows]
    .filter((row) => row.type === type && test(row))
    .sort(compareOpportunities(sort))
    .map((row) => row.id);
}

function expectSameAsNaive(index: OpportunityIndex, live: Map<string, Opportunity>, types: readonly OpportunityType[] = OPPORTUNITY_TYPES) {
  let compared = 0;
  for (const type of types) {
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const got = index.list(type, filter, sort).map((row) => row.id);
        const expected = naive(live.values(), type, filter, sort);
        if (got.join() !== expected.join()) {
          throw new Error(`${type} ${sort.by} ${sort.order} ${JSON.stringify(filter)}: ${got.slice(0, 8).join()} … vs ${expected.slice(0, 8).join()} …`);
        }
        compared += expected.length;
      }
    }
  }
  return compared;
}

/** Random changes: updates of existing rows (some changing type), removals, and new rows. */
function randomChanges(live: Map<string, Opportunity>, count: number, seed: number, nextIndex: { value: number }): OpportunityChange[] {
  const random = randomSource(seed);
  const ids = [...live.keys()];
  const changes: OpportunityChange[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    const id = ids[Math.floor(random() * ids.length)] as string;
    if (roll < 0.25) {
      changes.push({ id, row: null });
      live.delete(id);
    } else if (roll < 0.75 && live.has(id)) {
      const fresh = randomOpportunity(nextIndex.value++, random, 500);
      const row = { ...fresh, id, type: (live.get(id) as Opportunity).type };
      changes.push({ id, row });
      live.set(id, row);
    } else {
      const row = randomOpportunity(nextIndex.value++, random, 500);
      changes.push({ id: row.id, row });
      live.set(row.id, row);
    }
  }
  return changes;
}

describe('the in-memory opportunity index', () => {
  it('lists every type, filter and sort both ways exactly as the naive filter and sort do', () => {
    const rows = randomOpportunities(4000, 11, 500);
    const index = createOpportunityIndex();
    index.reset(rows);
    const live = new Map(rows.map((row) => [row.id, row]));
    expect(expectSameAsNaive(index, live)).toBeGreaterThan(100_000);
  });

  it('stays exact through change batches merged into every kept order, one row to hundreds at a time', () => {
    const rows = randomOpportunities(3000, 12, 500);
    const index = createOpportunityIndex();
    index.reset(rows);
    const live = new Map(rows.map((row) => [row.id, row]));
    const types: OpportunityType[] = ['equity', 'service'];
    expectSameAsNaive(index, live, types);
    const next = { value: 10_000 };
    for (let batch = 0; batch < 20; batch++) {
      index.apply(randomChanges(live, 1 + (batch % 7) * 9, 100 + batch, next));
    }
    index.apply(randomChanges(live, 600, 150, next));
    expect(index.size()).toBe(live.size);
    expectSameAsNaive(index, live, types);
  });

  it('stays exact after batches big enough to drop the orders, and after mixing both kinds', () => {
    const rows = randomOpportunities(2000, 13, 500);
    const index = createOpportunityIndex();
    index.reset(rows);
    const live = new Map(rows.map((row) => [row.id, row]));
    const types: OpportunityType[] = ['leasing', 'conquest'];
    expectSameAsNaive(index, live, types);
    const next = { value: 20_000 };
    // Eight types share the changes: each type gets more than REBUILD_ABOVE of them.
    index.apply(randomChanges(live, REBUILD_ABOVE * 10, 200, next));
    expectSameAsNaive(index, live, types);
    index.apply(randomChanges(live, 40, 201, next));
    index.apply(randomChanges(live, REBUILD_ABOVE * 9, 202, next));
    index.apply(randomChanges(live, 3, 203, next));
    expectSameAsNaive(index, live, types);
  });

  it('applies a batch that changes the same row several times as its last state', () => {
    const index = createOpportunityIndex();
    index.reset([opportunityRow({ id: 'x', name: 'B' }), opportunityRow({ id: 'y', name: 'C' })]);
    const sort: OpportunitySort = { by: 'name', order: 'asc' };
    index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort);
    index.apply([
      { id: 'x', row: opportunityRow({ id: 'x', name: 'D' }) },
      { id: 'z', row: opportunityRow({ id: 'z', name: 'A' }) },
      { id: 'x', row: opportunityRow({ id: 'x', name: 'A' }) },
      { id: 'z', row: null },
      { id: 'y', row: null },
      { id: 'y', row: opportunityRow({ id: 'y', name: 'E' }) },
    ]);
    expect(index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort).map((row) => `${row.id}${row.name}`)).toEqual(['xA', 'yE']);
    expect(index.size()).toBe(2);
  });

  it('a change of a row to another type moves it between lists and counts', () => {
    const index = createOpportunityIndex();
    index.reset([opportunityRow({ id: 'x', type: 'equity' }), opportunityRow({ id: 'y', type: 'equity' })]);
    index.list('equity', EMPTY_OPPORTUNITY_FILTER, { by: 'rating', order: 'desc' });
    index.apply([{ id: 'x', row: opportunityRow({ id: 'x', type: 'cash' }) }]);
    expect(index.list('equity', EMPTY_OPPORTUNITY_FILTER, { by: 'rating', order: 'desc' }).map((row) => row.id)).toEqual(['y']);
    expect(index.list('cash', EMPTY_OPPORTUNITY_FILTER, { by: 'rating', order: 'desc' }).map((row) => row.id)).toEqual(['x']);
    expect(index.counts()).toMatchObject({ equity: 1, cash: 1, service: 0 });
  });

  it('answers every opportunity of the given customers, whatever the type, through changes', () => {
    const index = createOpportunityIndex();
    index.reset([
      opportunityRow({ id: 'equity:v1', type: 'equity', customer_id: 'c1' }),
      opportunityRow({ id: 'service:v1', type: 'service', customer_id: 'c1' }),
      opportunityRow({ id: 'cash:v2', type: 'cash', customer_id: 'c2' }),
      opportunityRow({ id: 'cash:v3', type: 'cash', customer_id: 'c3' }),
    ]);
    expect(index.opportunityIdsOf(['c1', 'c2']).sort()).toEqual(['cash:v2', 'equity:v1', 'service:v1']);
    index.apply([
      { id: 'service:v1', row: null },
      { id: 'cash:v3', row: opportunityRow({ id: 'cash:v3', type: 'cash', customer_id: 'c1' }) },
    ]);
    expect(index.opportunityIdsOf(['c1']).sort()).toEqual(['cash:v3', 'equity:v1']);
    expect(index.opportunityIdsOf(['c3'])).toEqual([]);
  });

  it('bumps its version on every change and keeps the list until then', () => {
    const index = createOpportunityIndex();
    index.reset(randomOpportunities(50, 14));
    const sort: OpportunitySort = { by: 'name', order: 'asc' };
    const first = index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort);
    expect(index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort)).toBe(first);
    const before = index.version;
    index.apply([{ id: 'new', row: opportunityRow({ id: 'new', type: 'equity', name: 'Aaron Aardvark' }) }]);
    expect(index.version).toBeGreaterThan(before);
    expect(index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort)[0]?.id).toBe('new');
  });

  it('warms the orders of the columns the lists of a type offer ahead of a sort, one per call, and stays exact', () => {
    const rows = randomOpportunities(2000, 15, 300).map((row) => ({ ...row, type: 'equity' as const }));
    const index = createOpportunityIndex();
    index.reset(rows);
    let steps = 0;
    expect(index.warmOne('service')).toBe(false);
    while (index.warmOne('equity')) steps++;
    // The equity list sorts by RATING, NAME, VEHICLE, PAYMENTS LEFT, TERM TOTAL, PAYMENTS, EQUITY, DISTANCE, MATCH.
    expect(steps).toBe(9);
    expect(index.warmOne('equity')).toBe(false);
    const live = new Map(rows.map((row) => [row.id, row]));
    const next = { value: 20_000 };
    index.apply(randomChanges(live, 40, 160, next).map((change) => ({ ...change, row: change.row && { ...change.row, type: 'equity' as const } })));
    for (const change of live.values()) live.set(change.id, { ...change, type: 'equity' });
    expect(index.warmOne('equity')).toBe(false);
    expect(expectSameAsNaive(index, live, ['equity'])).toBeGreaterThan(1000);
  });
});

describe('the first rows of a view, held ahead of a click', () => {
  it('are the head of the list and its total, every filter and sort both ways, once the sort order is built', () => {
    const rows = randomOpportunities(3000, 16, 400);
    const index = createOpportunityIndex();
    index.reset(rows);
    const live = new Map(rows.map((row) => [row.id, row]));
    let compared = 0;
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        const expected = naive(live.values(), 'equity', filter, sort);
        const first = index.firstRows('equity', filter, sort, 40);
        if (!first) {
          index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort);
          continue;
        }
        expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 40));
        expect(first.total).toBe(expected.length);
        compared++;
      }
    }
    // Every order was built by the list of the ascending sort, so every descending one was compared.
    expect(compared).toBeGreaterThanOrEqual(FILTERS.length * OPPORTUNITY_SORTS.length);
  });

  it('are not answered from an order never built, and build none', () => {
    const index = createOpportunityIndex();
    index.reset(randomOpportunities(500, 17, 100).map((row) => ({ ...row, type: 'equity' as const })));
    const sort: OpportunitySort = { by: 'equity', order: 'desc' };
    expect(index.firstRows('equity', EMPTY_OPPORTUNITY_FILTER, sort, 10)).toBeNull();
    expect(index.firstRows('equity', EMPTY_OPPORTUNITY_FILTER, sort, 10)).toBeNull();
    index.list('equity', EMPTY_OPPORTUNITY_FILTER, { by: 'equity', order: 'asc' });
    expect(index.firstRows('equity', EMPTY_OPPORTUNITY_FILTER, sort, 10)?.rows).toHaveLength(10);
  });

  it('follow changes: a new best row heads them, with the new total', () => {
    const index = createOpportunityIndex();
    index.reset(randomOpportunities(300, 18, 100).map((row) => ({ ...row, type: 'equity' as const })));
    const sort: OpportunitySort = { by: 'equity', order: 'desc' };
    const filter: OpportunityFilter = { ...EMPTY_OPPORTUNITY_FILTER, ranges: { equity: { min: 0, max: null } } };
    index.list('equity', filter, sort);
    const before = index.firstRows('equity', filter, sort, 5);
    index.apply([{ id: 'top', row: opportunityRow({ id: 'top', type: 'equity', equity: 10_000_000 }) }]);
    const after = index.firstRows('equity', filter, sort, 5);
    expect(after?.rows[0]?.id).toBe('top');
    expect(after?.total).toBe((before?.total ?? 0) + 1);
  });
});

describe('a view answered up to a row', () => {
  it('gives the head of the list and its total for a new filter, the whole list past the first screens', () => {
    const rows = randomOpportunities(3000, 19, 400);
    const index = createOpportunityIndex();
    index.reset(rows);
    const live = new Map(rows.map((row) => [row.id, row]));
    let compared = 0;
    for (const filter of FILTERS) {
      for (const sort of SORTS) {
        index.list('equity', EMPTY_OPPORTUNITY_FILTER, { by: sort.by, order: 'asc' });
        const expected = naive(live.values(), 'equity', filter, sort);
        const head = index.view('equity', filter, sort, FIRST_ROWS_UP_TO);
        expect(head.rows.slice(0, FIRST_ROWS_UP_TO).map((row) => row.id)).toEqual(expected.slice(0, FIRST_ROWS_UP_TO));
        expect(head.total).toBe(expected.length);
        const whole = index.view('equity', filter, sort, FIRST_ROWS_UP_TO + 1);
        expect(whole.rows.map((row) => row.id)).toEqual(expected);
        expect(whole.total).toBe(expected.length);
        compared++;
      }
    }
    expect(compared).toBe(FILTERS.length * SORTS.length);
  });

  it('counts a filter again after the rows change', () => {
    const index = createOpportunityIndex();
    index.reset(randomOpportunities(400, 20, 100).map((row) => ({ ...row, type: 'equity' as const })));
    const sort: OpportunitySort = { by: 'rating', order: 'desc' };
    const filter: OpportunityFilter = { ...EMPTY_OPPORTUNITY_FILTER, ranges: { equity: { min: 5_000_000, max: null } } };
    index.list('equity', EMPTY_OPPORTUNITY_FILTER, sort);
    expect(index.view('equity', filter, sort, 10)).toEqual({ rows: [], total: 0 });
    index.apply([
      { id: 'rich', row: opportunityRow({ id: 'rich', type: 'equity', equity: 6_000_000 }) },
      { id: 'richer', row: opportunityRow({ id: 'richer', type: 'equity', equity: 7_000_000 }) },
    ]);
    const after = index.view('equity', filter, sort, 10);
    expect(after.total).toBe(2);
    expect(after.rows.map((row) => row.id).sort()).toEqual(['rich', 'richer']);
  });
});
