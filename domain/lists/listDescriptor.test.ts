import { describe, expect, it } from 'vitest';
import { alertList } from '../alerts/alertListUrl.ts';
import { billingList } from '../billing/billingListUrl.ts';
import { customerTypeList } from '../customers/customerTypeList.ts';
import { inventoryTypeList } from '../inventory/inventoryListUrl.ts';
import { leadList } from '../leads/leadListUrl.ts';
import { opportunityTypeList } from '../opportunityList/opportunityTypeList.ts';
import { soldTabList } from '../soldOpportunities/soldListUrl.ts';
import { listExportPath, listHref } from './listDescriptor.ts';

describe('a list declared once', () => {
  it('exports the view without its page and what opens over the list, for the dealer', () => {
    const billing = billingList.read(new URLSearchParams('page=3&search=card&status=active&checkout=success'));
    expect(listExportPath(billingList, billing, 'tok-a')).toBe('/billing/transactions?search=card&status=active&token=tok-a&export=1');
    const alerts = alertList(7);
    const view = alerts.read(new URLSearchParams('page=2&type=share&user=all&alert=41'));
    expect(listExportPath(alerts, view, 'tok-a')).toBe('/alerts?type=share&user=all&token=tok-a&export=1');
  });

  it("names one person's leads by prospect_id in the export, and shares the view without the lead opened", () => {
    const leads = leadList('p-9');
    const view = leads.read(new URLSearchParams('page=2&type=Buy&lead=l-1'));
    expect(listExportPath(leads, view, 'tok-a')).toBe('/leads?type=Buy&prospect_id=p-9&token=tok-a&export=1');
    expect(listHref(leads, leads.shared(view))).toBe('/leads/p-9?page=2&type=Buy');
    expect(leads.resetHref).toBe('/leads?page=1');
  });

  it("exports a vehicle type's inventory by its type, and RESET keeps the order while clearing the filters", () => {
    const used = inventoryTypeList('used');
    const view = used.read(new URLSearchParams('page=4&order_by=price&order=asc&make=Kia&age_max=30'));
    expect(listExportPath(used, view, 'tok-a')).toBe('/vehicles?order_by=price&order=asc&make=Kia&age_max=30&type=used&token=tok-a&export=1');
    expect(listHref(used, used.reset?.(view) ?? view)).toBe('/inventory/used?page=1&order_by=price&order=asc');
  });

  it('exports a customer type, an opportunity type and the sold tab by what the route names, after the view', () => {
    const business = customerTypeList('business');
    const customers = business.read(new URLSearchParams('page=2&search=kim&order_by=distance&order=asc'));
    expect(listExportPath(business, customers, 'tok-a')).toBe('/customers?search=kim&order_by=distance&order=asc&type=business&token=tok-a&export=1');
    expect(listHref(business, business.reset?.(customers) ?? customers)).toBe('/customers/business?page=1&order_by=distance&order=asc');

    const equity = opportunityTypeList('equity', 'service');
    expect(equity.shareTitle).toBe('SHARE SERVICE OPPORTUNITIES');
    const opportunities = equity.read(new URLSearchParams('page=3&order_by=equity&order=asc&make=Kia'));
    expect(listExportPath(equity, opportunities, 'tok-a')).toBe('/opportunities?order_by=equity&order=asc&make=Kia&type=equity&token=tok-a&export=1');

    const sold = soldTabList('2026-11-29');
    const sales = sold.read(new URLSearchParams('page=2&order_by=name&order=asc'));
    expect(sales.filter.start_date).toBeNull();
    expect(listExportPath(sold, sales, 'tok-a')).toBe('/opportunities/sold?order_by=name&order=asc&dates=all&token=tok-a&export=1');
  });
});
