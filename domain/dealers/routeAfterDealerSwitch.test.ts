import { describe, expect, it } from 'vitest';
import { routeAfterDealerSwitch } from './routeAfterDealerSwitch.ts';

describe('the route after a dealer switch', () => {
  it('takes a customer page to the customer list of its type', () => {
    expect(routeAfterDealerSwitch('/customer/c-17/overview', { customerType: 'I' })).toBe('/customers/individual?page=1');
    expect(routeAfterDealerSwitch('/customer/c-17/service?deal=equity%3Av-1', { customerType: 'B' })).toBe('/customers/business?page=1');
    expect(routeAfterDealerSwitch('/customer/c-17')).toBe('/customers/individual?page=1');
  });

  it('takes a prospect page or a lead to the lead bin, where prospects are listed', () => {
    expect(routeAfterDealerSwitch('/prospect/p-3/outreach')).toBe('/leads');
    expect(routeAfterDealerSwitch('/prospect/p-3')).toBe('/leads');
    expect(routeAfterDealerSwitch('/leads/p-3')).toBe('/leads');
  });

  it("takes a deal page to the opportunity list of the deal's type", () => {
    expect(routeAfterDealerSwitch('/deal/nonprime%3Av-88/dealsheet/1200?replacement=s-4')).toBe('/opportunity/nonprime?page=1');
    expect(routeAfterDealerSwitch('/deal/service:v-88/activities')).toBe('/opportunity/service?page=1');
    expect(routeAfterDealerSwitch('/deal/unknown-id/dealsheet')).toBe('/opportunity/equity?page=1');
  });

  it('takes a vehicle page to the inventory and a user page to the user list', () => {
    expect(routeAfterDealerSwitch('/vehicle/s-42')).toBe('/inventory/all?page=1');
    expect(routeAfterDealerSwitch('/user/tok-abc')).toBe('/users/all');
  });

  it('keeps a list where it is, back on its first page', () => {
    expect(routeAfterDealerSwitch('/customers/business?page=7&search=smith&order_by=name&order=asc')).toBe(
      '/customers/business?page=1&search=smith&order_by=name&order=asc',
    );
    expect(routeAfterDealerSwitch('/opportunity/cash?page=3')).toBe('/opportunity/cash?page=1');
    expect(routeAfterDealerSwitch('/search?term=ann%20lee&tab=vehicle&page=2')).toBe('/search?term=ann%20lee&tab=vehicle&page=1');
    expect(routeAfterDealerSwitch('/leads')).toBe('/leads');
    expect(routeAfterDealerSwitch('/')).toBe('/');
    expect(routeAfterDealerSwitch('/calendar?date=2025-03-04&user=7')).toBe('/calendar?date=2025-03-04&user=7');
    expect(routeAfterDealerSwitch('/settings/users?page=2&type=inactive')).toBe('/settings/users?page=1&type=inactive');
  });
});
