import { describe, expect, it } from 'vitest';
import type { Customer } from '../customers/customer.ts';
import type { InventoryVehicleDoc } from '../deal/dealDocs.ts';
import type { Prospect } from '../leads/prospect.ts';
import { createOpportunityIndex } from '../opportunityList/opportunityIndex.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { searchDealer, type OwnedVin, type SearchSources } from './dealerSearch.ts';
import { createPersonSearchIndex } from './personSearchIndex.ts';
import { SEARCH_OPPORTUNITY_COLUMNS, SEARCH_PERSON_COLUMNS, SEARCH_VEHICLE_COLUMNS } from './searchColumns.ts';
import { customerSearchKeys, customerSearchRow, prospectSearchKeys, prospectSearchRow, searchRowLink } from './searchRows.ts';
import { parseSearchTerm } from './searchTerm.ts';
import { createVinIndex } from './vinIndex.ts';

const customer = (id: string, first: string, last: string, changes: Partial<Customer> = {}): Customer => ({
  id,
  dealer: 'D',
  number: `2000${id}12345`,
  type: 'I',
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  address: '12 King St',
  city: 'Cambridge',
  province: 'on',
  postal_code: 'N1R 1A1',
  country: 'canada',
  latitude: null,
  longitude: null,
  distance: 12.3,
  status: 0,
  contact: { home: '', cell: '5195550123', work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 },
  user_id: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  ...changes,
});

const prospect: Prospect = {
  id: 'p1',
  dealer: 'D',
  number: 'PAB12CD3',
  first_name: 'Jane',
  last_name: 'Smithers',
  full_name: 'Jane Smithers',
  address: '',
  city: 'Guelph',
  province: 'on',
  postal_code: '',
  country: 'canada',
  contact: { home: '', cell: '', work: '2265550100', email: '', can_call: 1, can_email: 0 },
  user_id: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  latitude: 43.5448,
  longitude: -80.2482,
};

const stockVehicle = (id: string, vin: string, deleted_at: string | null = null) =>
  ({ id, dealer: 'D', vin, stock: `S${id}`, stock_type: 'used', year: 2019, make: 'Toyota', model: 'RAV4', trim: 'LE', engine: '2.5L', price: 24_500, kilometres: 61_000, deleted_at }) as InventoryVehicleDoc;

const VIN = '2T3P1RFV8MC123456';

function sources(): SearchSources {
  const customers = createPersonSearchIndex<Customer>(customerSearchKeys);
  customers.reset([customer('c1', 'Ann', 'Smith'), customer('c2', 'Bob', 'Smith'), customer('c3', 'Cy', 'Jones')]);
  const prospects = createPersonSearchIndex<Prospect>(prospectSearchKeys);
  prospects.reset([prospect]);
  const opportunities = createOpportunityIndex();
  opportunities.reset([
    opportunityRow({ id: 'service:v1', type: 'service', customer_id: 'c1', vehicle_id: 'v1' }),
    opportunityRow({ id: 'equity:v1', type: 'equity', customer_id: 'c1', vehicle_id: 'v1' }),
    opportunityRow({ id: 'cash:v2', type: 'cash', customer_id: 'c2', vehicle_id: 'v2' }),
    opportunityRow({ id: 'equity:v3', type: 'equity', customer_id: 'c3', vehicle_id: 'v3' }),
  ]);
  const stock = createVinIndex<InventoryVehicleDoc>();
  stock.reset([stockVehicle('s1', VIN), stockVehicle('s2', VIN, '2025-01-01'), stockVehicle('s3', '1HGCM82633A004352')]);
  const owned = createVinIndex<OwnedVin>();
  owned.reset([
    { id: 'v3', vin: VIN.toLowerCase(), customer_id: 'c3' },
    { id: 'v1', vin: '5YJ3E1EA7KF317000', customer_id: 'c1' },
  ]);
  return { customers, prospects, opportunities, stock, owned };
}

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('searchDealer', () => {
  it('finds customers and prospects by name, and the customers’ opportunities in their order', () => {
    const result = searchDealer(sources(), parseSearchTerm('smith'));
    expect(ids(result.customer)).toEqual(['c1', 'c2']);
    expect(ids(result.prospect)).toEqual(['p1']);
    expect(ids(result.opportunity())).toEqual(['equity:v1', 'service:v1', 'cash:v2']);
    expect(result.vehicle).toEqual([]);
    expect(result.totals).toEqual({ opportunity: 3, customer: 2, prospect: 1, vehicle: 0 });
  });

  it('finds people by phone digits', () => {
    const result = searchDealer(sources(), parseSearchTerm('226-555'));
    expect(result.totals).toEqual({ opportunity: 0, customer: 0, prospect: 1, vehicle: 0 });
  });

  it('finds a VIN in stock (not a vehicle that left stock), its owner and the owner’s opportunity on it', () => {
    const result = searchDealer(sources(), parseSearchTerm(VIN.toLowerCase()));
    expect(ids(result.vehicle)).toEqual(['s1']);
    expect(ids(result.customer)).toEqual(['c3']);
    expect(ids(result.opportunity())).toEqual(['equity:v3']);
    expect(result.totals).toEqual({ opportunity: 1, customer: 1, prospect: 0, vehicle: 1 });
  });

  it('finds nothing for a term under 2 characters', () => {
    expect(searchDealer(sources(), parseSearchTerm('s')).totals).toEqual({ opportunity: 0, customer: 0, prospect: 0, vehicle: 0 });
  });
});

describe('the search rows and columns (spec 000 §2)', () => {
  it('shows a customer as TYPE, NO. (8 characters), NAME, ADDRESS (province in capitals), POSTAL, PHONE, DISTANCE', () => {
    const row = customerSearchRow(customer('c1', 'Ann', 'Smith'));
    expect(SEARCH_PERSON_COLUMNS.map((column) => column.header)).toEqual(['TYPE', 'NO.', 'NAME', 'ADDRESS', 'POSTAL', 'PHONE', 'DISTANCE']);
    expect(SEARCH_PERSON_COLUMNS.map((column) => column.text(row, 'canada'))).toEqual([
      'Individual',
      '2000c112',
      'Smith, Ann',
      '12 King St, Cambridge ON',
      'N1R 1A1',
      '5195550123',
      '13 KM',
    ]);
    expect(searchRowLink(row)).toBe('/customer/c1/overview');
  });

  it('shows a prospect with its distance from the dealer, leading to the leads route', () => {
    const row = prospectSearchRow(prospect, { latitude: 43.3616, longitude: -80.3144 });
    expect(SEARCH_PERSON_COLUMNS.map((column) => column.text(row, 'canada'))).toEqual(['Prospect', 'PAB12CD3', 'Smithers, Jane', 'Guelph ON', '', '2265550100', '22 KM']);
    expect(searchRowLink(row)).toBe('/leads/p1');
  });

  it('shows an opportunity under the spec’s headers, leading to its deal sheet', () => {
    const row = opportunityRow({ id: 'equity:v1', name: 'Smith, Ann', distance_km: 4.2 });
    expect(SEARCH_OPPORTUNITY_COLUMNS.map((column) => column.header)).toEqual(['RATING', 'NAME', 'VEHICLE', 'LEFT', 'TOTAL', 'PAYMENTS', 'EQUITY', 'DISTANCE', 'MATCH']);
    const context = { country: 'canada' as const, userName: () => null, today: '2025-06-01' };
    expect(SEARCH_OPPORTUNITY_COLUMNS.map((column) => column.text(row, context))).toEqual([
      '3',
      'Smith, Ann UPGRADE',
      '2021 Toyota RAV4 LE',
      '20',
      '60',
      '$512.34',
      '$4,200.00',
      '5 KM',
      String(row.matches),
    ]);
    expect(searchRowLink(row)).toBe('/deal/equity%3Av1/dealsheet');
  });

  it('shows a vehicle as TYPE, STOCK, VIN, YEAR, MAKE, MODEL, TRIM, ENGINE, PRICE, MILEAGE, leading to its page', () => {
    const row = stockVehicle('s1', VIN);
    expect(SEARCH_VEHICLE_COLUMNS.map((column) => column.text(row, { today: '2025-06-01', country: 'canada' }))).toEqual([
      'USED',
      'Ss1',
      VIN,
      '2019',
      'Toyota',
      'RAV4',
      'LE',
      '2.5L',
      '$24,500.00',
      '61,000 KM',
    ]);
    expect(searchRowLink(row)).toBe('/vehicle/s1');
  });
});
