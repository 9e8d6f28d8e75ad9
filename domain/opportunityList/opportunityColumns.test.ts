import { describe, expect, it } from 'vitest';
import { listedType, opportunityColumns, opportunityRowLink, type ColumnContext } from './opportunityColumns.ts';
import { opportunityRow as row } from './opportunityRowFixture.ts';

const context: ColumnContext = { country: 'us', userName: () => 'Tom Reid', today: '2026-11-22' };
const headers = (type: Parameters<typeof opportunityColumns>[0], serviceRole = false) =>
  opportunityColumns(type, serviceRole).map((column) => column.header);

describe('opportunity list columns (spec 001 §2.2)', () => {
  it('equity: rating, name, vehicle, payments left, term total, payments, equity, distance, match', () => {
    expect(headers('equity')).toEqual(['RATING', 'NAME', 'VEHICLE', 'PAYMENTS LEFT', 'TERM TOTAL', 'PAYMENTS', 'EQUITY', 'DISTANCE', 'MATCH']);
  });
  it('leasing adds the estimated km risk; warranty, cash, conquest and nonprime their own', () => {
    expect(headers('leasing')).toContain('EST. KM RISK');
    expect(headers('warranty')).toEqual(['NAME', 'VEHICLE', 'MANUFACTURER WARRANTY', 'MONTHS LEFT', 'DISTANCE LEFT', 'DISTANCE', 'MATCH']);
    expect(headers('conquest')).toEqual(['NAME', 'VEHICLE', 'SERVICED', 'SERVICE TOTAL', 'TRADE', 'DISTANCE']);
    expect(headers('nonprime')).toEqual(['NAME', 'VEHICLE', 'PAYMENTS', 'APR', 'DISTANCE', 'MATCH']);
  });
  it('role 6 gets the service view in place of equity', () => {
    expect(headers('equity', true)).toEqual(headers('service'));
    expect(listedType('equity', true)).toBe('service');
    expect(listedType('equity', false)).toBe('equity');
    expect(listedType('cash', true)).toBe('cash');
  });
  it('writes distances rounded up in the dealer unit and money with cents', () => {
    const texts = Object.fromEntries(opportunityColumns('equity', false).map((c) => [c.key, c.text(row({ distance_km: 16.2, equity: -1250.5 }), context)]));
    expect(texts.distance).toBe('11 MI');
    expect(texts.equity).toBe('-$1,250.50');
    expect(texts.payments).toBe('$512.34');
  });
  it('links sales rows to the deal sheet and service rows to the customer', () => {
    expect(opportunityRowLink({ id: 'equity:V1', type: 'equity', customer_id: 'C1' })).toBe('/deal/equity%3AV1/dealsheet');
    expect(opportunityRowLink({ id: 'service:V1', type: 'service', customer_id: 'C1' })).toBe('/customer/C1/overview');
  });
});
