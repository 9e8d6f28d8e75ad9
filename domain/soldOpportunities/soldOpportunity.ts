import { customerListName, type Customer } from '../customers/customer.ts';
import type { ContractType } from '../dms/dmsFields.ts';
import { vehicleName, type OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';

/**
 * A sold opportunity (spec 003 "Sold opportunity", spec 001 §3 "Sold row"): a sale from the DMS that closed an
 * opportunity, with the customer's name, the vehicle bought and the one traded in, and the salesperson's name.
 * id is the deal's id; rows link to /deal/{opportunity_id}/dealsheet.
 */
export type SoldOpportunity = {
  id: string;
  opportunity_id: string;
  opportunity_type: OpportunityType;
  customer_id: string;
  name: string;
  purchased_vehicle: { name: string; photo: string };
  traded_vehicle: { name: string } | null;
  sale_date: string;
  sale_type: ContractType;
  salesperson: string | null;
  salesperson_id: number | null;
};

export type SoldLookups = {
  customer: (id: string) => Pick<Customer, 'type' | 'first_name' | 'last_name' | 'full_name'> | undefined;
  vehicle: (id: string) => Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'trim' | 'photo'> | undefined;
  userName: (id: number) => string | null;
};

/** The sold row of a sale, or null when the sale closed no opportunity (the worker and the server both join so). */
export function soldOpportunity(deal: SaleDeal, lookups: SoldLookups): SoldOpportunity | null {
  if (deal.opportunity_id === null || deal.opportunity_type === null) return null;
  const customer = lookups.customer(deal.customer_id);
  const bought = lookups.vehicle(deal.vehicle_id);
  const traded = deal.trade_vehicle_id === null ? undefined : lookups.vehicle(deal.trade_vehicle_id);
  return {
    id: deal.id,
    opportunity_id: deal.opportunity_id,
    opportunity_type: deal.opportunity_type,
    customer_id: deal.customer_id,
    name: customer ? customerListName(customer) : '',
    purchased_vehicle: { name: bought ? vehicleName(bought) : '', photo: bought?.photo ?? '' },
    traded_vehicle: traded ? { name: vehicleName(traded) } : null,
    sale_date: deal.sold_at.slice(0, 10),
    sale_type: deal.sale_type,
    salesperson: deal.salesperson === null ? null : lookups.userName(deal.salesperson),
    salesperson_id: deal.salesperson,
  };
}

export const NO_TRADE = 'NO TRADE';
export const UNKNOWN_SALESPERSON = 'UNKNOWN';
