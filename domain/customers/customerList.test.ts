import { describe, expect, it } from 'vitest';
import type { Customer } from './customer.ts';
import { CUSTOMER_COLUMNS } from './customerColumns.ts';
import { customerFilterOptions } from './customerFilterOptions.ts';
import {
  compareCustomers,
  customerListRow,
  customerPredicate,
  customerRowLink,
  EMPTY_CUSTOMER_FILTER,
  type CustomerListContext,
  type CustomerListFilter,
} from './customerList.ts';
import { countCustomerOpportunities, NO_CUSTOMER_OPPORTUNITIES, opportunityChipText } from './customerOpportunities.ts';

const customer = (id: string, changes: Partial<Customer> = {}): Customer => ({
  id,
  dealer: 'D',
  number: `${id}000000000`,
  type: 'I',
  first_name: 'Dana',
  last_name: id,
  full_name: `Dana ${id}`,
  address: '12 King St',
  city: 'Cambridge',
  province: 'ON',
  postal_code: 'N1R 1A1',
  country: 'canada',
  latitude: null,
  longitude: null,
  distance: null,
  status: 0,
  contact: { home: '', cell: '5195550100', work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 },
  user_id: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  ...changes,
});

const opportunities = countCustomerOpportunities([
  { customer_id: 'A', type: 'service' },
  { customer_id: 'A', type: 'equity' },
  { customer_id: 'A', type: 'equity' },
  { customer_id: 'B', type: 'cash' },
]);
const inKm: CustomerListContext = { unit: 'KM', opportunities };
const individuals: CustomerListFilter = { ...EMPTY_CUSTOMER_FILTER, type: 'individual' };
const ids = (rows: Customer[], filter: Partial<CustomerListFilter>, context = inKm) =>
  rows.filter(customerPredicate({ ...individuals, ...filter }, context)).map((row) => row.id);

describe('opportunities per customer', () => {
  it('counts each customer’s rows per type, in the lists’ type order, as chips reading "UPGRADE 2"', () => {
    expect(opportunities.of('A')).toEqual([
      { type: 'equity', count: 2 },
      { type: 'service', count: 1 },
    ]);
    expect(opportunities.of('A').map(opportunityChipText)).toEqual(['UPGRADE 2', 'SERVICE 1']);
    expect(opportunities.total('A')).toBe(3);
    expect(opportunities.of('C')).toEqual([]);
    expect(opportunities.total('C')).toBe(0);
    expect([opportunities.has('A', 'equity'), opportunities.has('A', 'cash'), opportunities.has('B', 'cash')]).toEqual([true, false, true]);
  });
});

describe('the customer list filter', () => {
  const rows = [customer('A', { distance: 12.3 }), customer('B', { distance: 30 }), customer('C'), customer('D', { type: 'B', distance: 5 })];

  it('keeps the customers with at least one opportunity of the chosen type', () => {
    expect(ids(rows, { opportunity_type: 'equity' })).toEqual(['A']);
    expect(ids(rows, { opportunity_type: 'cash' })).toEqual(['B']);
    expect(ids(rows, { opportunity_type: 'warranty' })).toEqual([]);
    expect(ids(rows, { opportunity_type: 'all' })).toEqual(['A', 'B', 'C']);
  });

  it('compares the distance as the list shows it, rounded up in the dealer’s unit; no distance fails any bound', () => {
    expect(ids(rows, { distance: { min: 13, max: 20 } })).toEqual(['A']);
    expect(ids(rows, { distance: { min: null, max: 12 } })).toEqual([]);
    expect(ids(rows, { distance: { min: 14, max: null } })).toEqual(['B']);
    // 30 km is 18.64 miles, shown 19 MI; 12.3 km is 7.64 miles, shown 8 MI.
    const inMiles = { unit: 'MI', opportunities } as const;
    expect(ids(rows, { distance: { min: 19, max: 19 } }, inMiles)).toEqual(['B']);
    expect(ids(rows, { distance: { min: null, max: 8 } }, inMiles)).toEqual(['A']);
  });

  it('keeps the type tab, status and search rules', () => {
    const inactive = customer('E', { deleted_at: '2025-01-01T00:00:00.000Z' });
    expect(ids([...rows, inactive], { status: 'inactive' })).toEqual(['E']);
    expect(ids([...rows, inactive], { status: 'active' })).toEqual(['A', 'B', 'C']);
    expect(ids(rows, { search: 'dana b' })).toEqual(['B']);
    expect(rows.filter(customerPredicate({ ...individuals, type: 'business' }, inKm)).map((row) => row.id)).toEqual(['D']);
  });
});

describe('the customer list sorts', () => {
  const rows = [customer('C'), customer('A'), customer('B'), customer('D')];
  const sorted = (by: Parameters<typeof compareCustomers>[0]) => [...rows].sort(compareCustomers(by, opportunities)).map((row) => row.id);

  it('sorts by opportunities: by how many a customer has, ties by id both ways', () => {
    expect(sorted({ by: 'opportunities', order: 'desc' })).toEqual(['A', 'B', 'C', 'D']);
    expect(sorted({ by: 'opportunities', order: 'asc' })).toEqual(['C', 'D', 'B', 'A']);
  });

  it('sorts customers without a distance last ascending, first descending, each group by id', () => {
    const near = [customer('Z', { distance: 3 }), customer('Y'), customer('X'), customer('W', { distance: 1 })];
    const by = (order: 'asc' | 'desc') => [...near].sort(compareCustomers({ by: 'distance', order }, NO_CUSTOMER_OPPORTUNITIES)).map((row) => row.id);
    expect(by('asc')).toEqual(['W', 'Z', 'X', 'Y']);
    expect(by('desc')).toEqual(['X', 'Y', 'Z', 'W']);
  });
});

describe('the distance slider bounds', () => {
  it('are the lowest and highest distance of the type’s customers as shown, [0, 0] when none has one', () => {
    const rows = [customer('A', { distance: 0.8 }), customer('B', { distance: 34.7 }), customer('C'), customer('D', { type: 'B', distance: 90 })];
    expect(customerFilterOptions(rows, 'individual', 'KM')).toEqual({ distance: [1, 35] });
    expect(customerFilterOptions(rows, 'individual', 'MI')).toEqual({ distance: [1, 22] });
    expect(customerFilterOptions([customer('C')], 'individual', 'KM')).toEqual({ distance: [0, 0] });
  });
});

describe('the customer list columns', () => {
  it('write the screen’s texts, the CSV’s too', () => {
    const row = customerListRow(customer('A', { distance: 12.3, deleted_at: '2025-01-01T00:00:00.000Z' }), opportunities);
    expect(CUSTOMER_COLUMNS.map((column) => column.header)).toEqual(['STATUS', 'NUMBER', 'NAME', 'OPPORTUNITIES', 'ADDRESS', 'POSTAL CODE', 'PHONE', 'DISTANCE']);
    expect(CUSTOMER_COLUMNS.map((column) => column.text(row, 'canada'))).toEqual([
      'INACTIVE',
      'A0000000',
      'A, Dana',
      'UPGRADE 2, SERVICE 1',
      '12 King St, Cambridge ON',
      'N1R 1A1',
      '5195550100',
      '13 KM',
    ]);
  });

  it('link each row to the customer’s profile', () => {
    expect(customerRowLink({ id: 'C 1/2' })).toBe('/customer/C%201%2F2/overview');
  });
});
