import { describe, expect, it } from 'vitest';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { customerBadgeLabels, customerBadges } from './customerBadges.ts';

const sale = (id: string, customer_id = 'c1') => ({ id, customer_id });
const row = (vehicle: string, service_total: number, service_ro_total: number, type: 'equity' | 'cash' = 'equity', customer_id = 'c1') =>
  opportunityRow({ id: `${type}:${vehicle}`, type, vehicle_id: vehicle, customer_id, service_total, service_ro_total });

const NEVER_SERVICED = [row('v1', 0, 0)];

describe('customer badges', () => {
  it('Purchased Here: the customer has a sale here; a sale of another customer does not count', () => {
    expect(customerBadges({ customerId: 'c1', sales: [sale('d1')], opportunities: NEVER_SERVICED }).purchased).toBe(true);
    expect(customerBadges({ customerId: 'c1', sales: [sale('d1', 'c2')], opportunities: NEVER_SERVICED }).purchased).toBe(false);
  });

  it('Serviced Here: an opportunity row of the customer counts a repair order', () => {
    expect(customerBadges({ customerId: 'c1', sales: [], opportunities: [row('v1', 0, 0), row('v2', 120, 1)] }).service).toBe(true);
    expect(customerBadges({ customerId: 'c1', sales: [], opportunities: NEVER_SERVICED }).service).toBe(false);
    expect(customerBadges({ customerId: 'c1', sales: [], opportunities: [row('v9', 900, 3, 'equity', 'c2')] }).service).toBe(false);
  });

  it('Top Customer: two purchases here', () => {
    expect(customerBadges({ customerId: 'c1', sales: [sale('d1')], opportunities: NEVER_SERVICED }).top).toBe(false);
    expect(customerBadges({ customerId: 'c1', sales: [sale('d1'), sale('d2')], opportunities: NEVER_SERVICED }).top).toBe(true);
    expect(customerBadges({ customerId: 'c1', sales: [sale('d1'), sale('d1')], opportunities: NEVER_SERVICED }).top).toBe(false);
  });

  it('Top Customer: $5,000 of service over the vehicles, each vehicle counted once across its opportunity rows', () => {
    const twoRowsOneVehicle = [row('v1', 2600, 5, 'equity'), row('v1', 2600, 5, 'cash')];
    expect(customerBadges({ customerId: 'c1', sales: [], opportunities: twoRowsOneVehicle }).top).toBe(false);
    const twoVehicles = [row('v1', 2600, 5), row('v2', 2400, 3)];
    expect(customerBadges({ customerId: 'c1', sales: [], opportunities: twoVehicles }).top).toBe(true);
  });

  it('labels the badges in the spec order: Top Customer, Purchased Here, Serviced Here', () => {
    expect(customerBadgeLabels({ top: true, purchased: true, service: true })).toEqual(['Top Customer', 'Purchased Here', 'Serviced Here']);
    expect(customerBadgeLabels({ top: false, purchased: false, service: true })).toEqual(['Serviced Here']);
    expect(customerBadgeLabels({ top: false, purchased: false, service: false })).toEqual([]);
  });
});
