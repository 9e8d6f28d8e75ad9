import { describe, expect, it } from 'vitest';
import { alertList } from '../alerts/alertListUrl.ts';
import { billingList } from '../billing/billingListUrl.ts';
import { inventoryTypeList } from '../inventory/inventoryListUrl.ts';
import { leadList } from '../leads/leadListUrl.ts';
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
});
