import { describe, expect, it } from 'vitest';
import { opportunityRow as row } from './opportunityRowFixture.ts';
import { EMPTY_OPPORTUNITY_FILTER, appliedFilterCount, opportunityMatches, type OpportunityFilter } from './opportunityFilter.ts';
import { readOpportunityListUrl, writeOpportunityListUrl } from './opportunityListUrl.ts';
import { nextSort } from '../lists/nextSort.ts';
import { compareOpportunities, type OpportunitySortColumn } from './opportunitySort.ts';

const filter = (changes: Partial<OpportunityFilter>): OpportunityFilter => ({ ...EMPTY_OPPORTUNITY_FILTER, ...changes });

describe('opportunity filters', () => {
  it('an empty filter keeps every row', () => {
    expect(opportunityMatches(EMPTY_OPPORTUNITY_FILTER, row({}))).toBe(true);
  });
  it('year, make and model keep only the chosen values', () => {
    expect(opportunityMatches(filter({ make: ['Honda', 'Toyota'], model: ['RAV4'] }), row({}))).toBe(true);
    expect(opportunityMatches(filter({ make: ['Honda'] }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ year: [2022] }), row({}))).toBe(false);
  });
  it('a range keeps values within both bounds, inclusive, and drops rows without a value', () => {
    expect(opportunityMatches(filter({ ranges: { equity: { min: 4200, max: 5000 } } }), row({}))).toBe(true);
    expect(opportunityMatches(filter({ ranges: { equity: { min: 4201, max: null } } }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ ranges: { warranty_months: { min: 0, max: 6 } } }), row({}))).toBe(false);
  });
  it('salesperson 0 is the Orphan choice', () => {
    expect(opportunityMatches(filter({ salesperson: [0] }), row({ salesperson: null }))).toBe(true);
    expect(opportunityMatches(filter({ salesperson: [0] }), row({}))).toBe(false);
  });
  it('appointment, stock type, sale type and dates', () => {
    expect(opportunityMatches(filter({ appointment: 'true' }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ stock_type: 'new' }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ sale_type: 'lease' }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ start_date: '2026-11-01', end_date: '2026-11-01' }), row({}))).toBe(true);
    expect(opportunityMatches(filter({ start_date: '2026-11-02' }), row({}))).toBe(false);
  });
  it('service type and group', () => {
    expect(opportunityMatches(filter({ service_type: ['Repair'] }), row({ service_type: 'Repair' }))).toBe(true);
    expect(opportunityMatches(filter({ service_type: ['Repair'] }), row({}))).toBe(false);
    expect(opportunityMatches(filter({ service_group: ['Active'] }), row({ service_months: 2 }))).toBe(true);
    expect(opportunityMatches(filter({ service_group: ['Lost', 'Inactive'] }), row({ service_months: 2 }))).toBe(false);
  });
  it('counts one per distinct filter applied', () => {
    expect(appliedFilterCount(filter({ make: ['Toyota', 'Honda'], ranges: { equity: { min: 1, max: null } }, appointment: 'false' }))).toBe(3);
    expect(appliedFilterCount(EMPTY_OPPORTUNITY_FILTER)).toBe(0);
  });
});

describe('opportunity sorting', () => {
  it('a click on a column sorts descending; on the same column when descending, ascending', () => {
    const first = nextSort<OpportunitySortColumn>({ by: 'rating', order: 'desc' }, 'equity');
    expect(first).toEqual({ by: 'equity', order: 'desc' });
    expect(nextSort<OpportunitySortColumn>(first, 'equity')).toEqual({ by: 'equity', order: 'asc' });
  });
  it('orders by the column with blanks last both ways and the id breaking ties in the same direction', () => {
    const rows = [row({ id: 'b', equity: 10 }), row({ id: 'a', equity: 10 }), row({ id: 'c', equity: 30 })];
    expect(rows.sort(compareOpportunities({ by: 'equity', order: 'desc' })).map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(rows.sort(compareOpportunities({ by: 'equity', order: 'asc' })).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const dated = [row({ id: 'x', serviced_at: null }), row({ id: 'y', serviced_at: '2025-01-01' })];
    expect(dated.sort(compareOpportunities({ by: 'serviced_at', order: 'asc' })).map((r) => r.id)).toEqual(['y', 'x']);
    expect(dated.sort(compareOpportunities({ by: 'serviced_at', order: 'desc' })).map((r) => r.id)).toEqual(['y', 'x']);
  });
});

describe('the list query string', () => {
  it('reads the spec names and writes them back, so a link reproduces the view', () => {
    const query = new URLSearchParams('page=3&order_by=equity&order=asc&make=Toyota,Honda&year=2021&equity_min=100&equity_max=5000&appointment=true&salesperson=0,7&start_date=2026-11-01');
    const view = readOpportunityListUrl(query);
    expect(view.page).toBe(3);
    expect(view.sort).toEqual({ by: 'equity', order: 'asc' });
    expect(view.filter).toMatchObject({ make: ['Toyota', 'Honda'], year: [2021], appointment: 'true', salesperson: [0, 7], start_date: '2026-11-01' });
    expect(view.filter.ranges.equity).toEqual({ min: 100, max: 5000 });
    expect(readOpportunityListUrl(writeOpportunityListUrl(view))).toEqual(view);
  });

  it('reads a date filter that names no real day as unset', () => {
    const view = readOpportunityListUrl(new URLSearchParams('start_date=2026-02-31&end_date=2026-03-01'));
    expect([view.filter.start_date, view.filter.end_date]).toEqual([null, '2026-03-01']);
  });
  it('falls back to page 1, the default sort and no filter on missing or malformed values', () => {
    const view = readOpportunityListUrl(new URLSearchParams('page=x&order_by=drop_table&equity_min=abc&start_date=yesterday'));
    expect(view).toEqual({ page: 1, sort: { by: 'rating', order: 'desc' }, filter: EMPTY_OPPORTUNITY_FILTER });
  });
});
