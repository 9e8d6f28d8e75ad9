import { describe, expect, it } from 'vitest';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { createFilterColumns } from './filterColumns.ts';
import { EMPTY_OPPORTUNITY_FILTER, type OpportunityFilter } from './opportunityFilter.ts';
import { opportunityRow } from './opportunityRowFixture.ts';

/** Five rows; the counts below are read off this table by hand. */
const ROWS: Opportunity[] = [
  opportunityRow({ id: 'a', year: 2016, equity: -1500, distance: 4.9, stock_match: 1 }),
  opportunityRow({ id: 'b', year: 2017, equity: 0, distance: 5, stock_match: 0 }),
  opportunityRow({ id: 'c', year: 2016, equity: 2500, distance: null, stock_match: 1 }),
  opportunityRow({ id: 'd', year: 2021, equity: -3000, distance: 30, stock_match: 0 }),
  opportunityRow({ id: 'e', year: 2018, equity: 9000, distance: 31.2, stock_match: 1 }),
];

const filter = (overrides: Partial<OpportunityFilter>): OpportunityFilter => ({ ...EMPTY_OPPORTUNITY_FILTER, ...overrides });

function columnsOf(rows: Opportunity[]) {
  let builds = 0;
  const columns = createFilterColumns(() => {
    builds++;
    return rows;
  }, () => rows.length);
  return { columns, builds: () => builds };
}

describe('counting a filter over columns of the rows', () => {
  it('counts ranges with their bounds included, rows without a value failing any bound', () => {
    const { columns } = columnsOf(ROWS);
    expect(columns.count(filter({ ranges: { equity: { min: 0, max: null } } }))).toBe(3);
    expect(columns.count(filter({ ranges: { equity: { min: null, max: 0 } } }))).toBe(3);
    expect(columns.count(filter({ ranges: { distance: { min: 0, max: null } } }))).toBe(4);
    expect(columns.count(filter({ ranges: { distance: { min: null, max: 5 } } }))).toBe(2);
    expect(columns.count(filter({ ranges: { distance: { min: 5, max: 30 } } }))).toBe(2);
    expect(columns.count(filter({ ranges: { stock_match: { min: 1, max: 1 } } }))).toBe(3);
  });

  it('counts model years and every condition together', () => {
    const { columns } = columnsOf(ROWS);
    expect(columns.count(filter({ year: [2016] }))).toBe(2);
    expect(columns.count(filter({ year: [2016, 2021, 1999] }))).toBe(3);
    expect(columns.count(filter({ year: [2016, 2018], ranges: { equity: { min: 0, max: null } } }))).toBe(2);
    expect(columns.count(filter({ ranges: { equity: { min: -2000, max: 5000 }, distance: { min: 4, max: null } } }))).toBe(2);
    expect(columns.count(filter({ ranges: { equity: { min: null, max: null } } }))).toBe(5);
    expect(columns.count(EMPTY_OPPORTUNITY_FILTER)).toBe(5);
  });

  it('leaves to the caller the filters it holds no column for', () => {
    const { columns, builds } = columnsOf(ROWS);
    expect(columns.count(filter({ make: ['Toyota'] }))).toBeNull();
    expect(columns.count(filter({ salesperson: [0] }))).toBeNull();
    expect(columns.count(filter({ stock_type: 'new', ranges: { equity: { min: 0, max: null } } }))).toBeNull();
    expect(columns.count(filter({ appointment: 'true' }))).toBeNull();
    expect(columns.count(filter({ start_date: '2026-01-01' }))).toBeNull();
    expect(builds()).toBe(0);
  });

  it('reads the rows once per field, whatever the number of counts', () => {
    const { columns, builds } = columnsOf(ROWS);
    for (let min = -2000; min < 10_000; min += 500) columns.count(filter({ ranges: { equity: { min, max: null } } }));
    expect(builds()).toBe(1);
    columns.count(filter({ year: [2016] }));
    expect(builds()).toBe(2);
  });
});
