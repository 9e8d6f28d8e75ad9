import { describe, expect, it } from 'vitest';
import type { SaleDeal } from '../dms/saleDeal.ts';
import { EMPTY_SOLD_FILTER, SOLD_DATE_MESSAGE, SOLD_PAGE_COLUMNS, compareSold, soldFilterCount, soldFilterError, soldFilterOptions, soldPredicate } from './soldList.ts';
import { readSoldListUrl, writeSoldListUrl } from './soldListUrl.ts';
import { monthOf } from '../time/months.ts';
import { soldOpportunity, type SoldLookups } from './soldOpportunity.ts';

const lookups: SoldLookups = {
  customer: (id) => (id === 'C1' ? { type: 'I', first_name: 'Eric', last_name: 'Adams', full_name: 'Eric Adams' } : undefined),
  vehicle: (id) =>
    ({
      V2: { year: 2026, make: 'Toyota', model: 'RAV4', trim: 'XLE', photo: '/p.jpg' },
      V1: { year: 2019, make: 'Honda', model: 'Civic', trim: '', photo: '' },
    })[id],
  userName: (id) => (id === 7 ? 'Tom Reid' : null),
};

const deal = (overrides: Partial<SaleDeal>): SaleDeal => ({
  id: 'D1',
  customer_id: 'C1',
  vehicle_id: 'V2',
  trade_vehicle_id: 'V1',
  sale_type: 'finance',
  sold_at: '2026-11-03',
  salesperson: 7,
  opportunity_id: 'equity:V1',
  opportunity_type: 'equity',
  ...overrides,
});

describe('sold opportunities', () => {
  it('joins a sale that closed an opportunity with the names of the customer, vehicles and salesperson', () => {
    const row = soldOpportunity(deal({}), lookups);
    expect(row).toMatchObject({
      opportunity_id: 'equity:V1',
      name: 'Adams, Eric',
      purchased_vehicle: { name: '2026 Toyota RAV4 XLE', photo: '/p.jpg' },
      traded_vehicle: { name: '2019 Honda Civic' },
      sale_date: '2026-11-03',
      salesperson: 'Tom Reid',
    });
    expect(soldOpportunity(deal({ opportunity_id: null, opportunity_type: null }), lookups)).toBeNull();
  });
  it('shows NO TRADE and UNKNOWN when there is no trade or salesperson', () => {
    const row = soldOpportunity(deal({ trade_vehicle_id: null, salesperson: null }), lookups);
    if (!row) throw new Error('expected a row');
    const texts = SOLD_PAGE_COLUMNS.map((column) => column.text(row));
    expect(SOLD_PAGE_COLUMNS.map((column) => column.header)).toEqual([
      'CUSTOMER NAME', 'OP TYPE', 'PURCHASED VEHICLE', 'TRADED VEHICLE', 'SALE DATE', 'SALE TYPE', 'SALES PERSON',
    ]);
    expect(texts).toEqual(['Adams, Eric', 'Upgrade', '2026 Toyota RAV4 XLE', 'NO TRADE', '2026-11-03', 'Finance', 'UNKNOWN']);
  });
  it('filters by name, types, dates, vehicles and salesperson (0 is none)', () => {
    const row = soldOpportunity(deal({}), lookups);
    if (!row) throw new Error('expected a row');
    const keeps = (changes: Partial<typeof EMPTY_SOLD_FILTER>) => soldPredicate({ ...EMPTY_SOLD_FILTER, ...changes })(row);
    expect(keeps({ customer_name: 'adam' })).toBe(true);
    expect(keeps({ opportunity_type: 'leasing' })).toBe(false);
    expect(keeps({ sale_type: 'cash' })).toBe(false);
    expect(keeps({ start_date: '2026-11-03', end_date: '2026-11-03' })).toBe(true);
    expect(keeps({ start_date: '2026-11-04' })).toBe(false);
    expect(keeps({ traded_vehicle: '2019 Honda Civic', purchased_vehicle: '2026 Toyota RAV4 XLE' })).toBe(true);
    expect(keeps({ salesperson: 0 })).toBe(false);
    expect(keeps({ salesperson: 7 })).toBe(true);
  });
  it('counts one per filter changed from the defaults', () => {
    const defaults = { ...EMPTY_SOLD_FILTER, start_date: '2026-11-01', end_date: '2026-11-30' };
    expect(soldFilterCount(defaults, defaults)).toBe(0);
    expect(soldFilterCount({ ...defaults, customer_name: 'ad', sale_type: 'cash', end_date: '2026-11-20' }, defaults)).toBe(3);
  });
  it('blocks a start date after the end date with the spec message', () => {
    expect(soldFilterError({ start_date: '2026-11-05', end_date: '2026-11-04' })).toBe(SOLD_DATE_MESSAGE);
    expect(SOLD_DATE_MESSAGE).toBe('Please verify your start date is before your end date.');
    expect(soldFilterError({ start_date: '2026-11-04', end_date: '2026-11-04' })).toBeNull();
  });
  it('sorts by a column both ways, ties by the deal id', () => {
    const a = soldOpportunity(deal({ id: 'D1', sold_at: '2026-11-01' }), lookups);
    const b = soldOpportunity(deal({ id: 'D2', sold_at: '2026-11-02' }), lookups);
    const c = soldOpportunity(deal({ id: 'D3', sold_at: '2026-11-02' }), lookups);
    const rows = [a, b, c].filter((row) => row !== null);
    expect([...rows].sort(compareSold({ by: 'sale_date', order: 'desc' })).map((row) => row.id)).toEqual(['D3', 'D2', 'D1']);
    expect([...rows].sort(compareSold({ by: 'sale_date', order: 'asc' })).map((row) => row.id)).toEqual(['D1', 'D2', 'D3']);
    expect(soldFilterOptions(rows).salespeople).toEqual([{ id: 7, name: 'Tom Reid' }]);
  });
  it('opens on the current month, and reads the dashboard links', () => {
    expect(monthOf('2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    const view = readSoldListUrl(new URLSearchParams('page=1'), '2026-11-22', true);
    expect(view.filter).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(readSoldListUrl(new URLSearchParams(''), '2026-11-22', false).filter.start_date).toBeNull();
    expect(readSoldListUrl(new URLSearchParams('dates=all'), '2026-11-22', true).filter.end_date).toBeNull();
    const linked = readSoldListUrl(new URLSearchParams('page=1&opportunity_type=leasing&start_date=2026-10-01&end_date=2026-10-31&salesperson=7'), '2026-11-22', true);
    expect(linked.filter).toMatchObject({ opportunity_type: 'leasing', start_date: '2026-10-01', end_date: '2026-10-31', salesperson: 7 });
    expect(readSoldListUrl(writeSoldListUrl(linked), '2026-11-22', true)).toEqual(linked);
  });

  it('reads a day that does not exist as none: the month default for the sold screen, no bound for the tab', () => {
    expect(readSoldListUrl(new URLSearchParams('start_date=2026-02-31&end_date=2026-02-28'), '2026-11-22', true).filter).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-02-28',
    });
    expect(readSoldListUrl(new URLSearchParams('start_date=2026-02-31'), '2026-11-22', false).filter.start_date).toBeNull();
  });
});
