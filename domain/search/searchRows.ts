import { customerListName, customerPhone, type Customer } from '../customers/customer.ts';
import { customerRowLink, textSortKey } from '../customers/customerList.ts';
import type { InventoryVehicleDoc } from '../deal/dealDocs.ts';
import type { Country } from '../dealers/dealer.ts';
import { vehicleLink } from '../inventory/inventoryColumns.ts';
import type { Prospect } from '../leads/prospect.ts';
import { customerDistanceKm } from '../opportunities/customerDistanceKm.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { opportunityRowLink } from '../opportunityList/opportunityColumns.ts';
import type { PersonKeys } from './personSearchIndex.ts';

/**
 * A customer or prospect row of the search: the search response's fields (spec 003 §3: id, number, full_name,
 * address, province, postal_code, phone, distance) and what the screen shows besides: whose row it is, the
 * customer type (null for a prospect), the list name ("last, first"), the city and country. Distance in kilometres.
 */
export type SearchPerson = {
  kind: 'customer' | 'prospect';
  id: string;
  number: string;
  type: Customer['type'] | null;
  name: string;
  full_name: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  country: Country;
  phone: string;
  distance: number | null;
};

/** A row of one of the search's tabs: an opportunity, a customer or prospect, or a vehicle in stock. */
export type SearchRow = Opportunity | SearchPerson | InventoryVehicleDoc;

/** Where the dealer is, for the distance of a prospect (the prospects keep no distance, only a position). */
export type DealerPlace = { latitude: number | null; longitude: number | null };

export const isSearchPerson = (row: SearchRow): row is SearchPerson => 'kind' in row;
export const isSearchVehicle = (row: SearchRow): row is InventoryVehicleDoc => 'stock' in row;
export const isSearchOpportunity = (row: SearchRow): row is Opportunity => 'vehicle_id' in row;

/** A prospect's list name: "last, first", or the full name when the lead gave no first or last name. */
function prospectListName(prospect: Pick<Prospect, 'first_name' | 'last_name' | 'full_name'>): string {
  return customerListName({ ...prospect, type: prospect.first_name || prospect.last_name ? 'I' : 'B' });
}

/** What the search reads of a customer: their names, phones, and the list name they sort by. */
export function customerSearchKeys(customer: Customer): PersonKeys {
  const { contact } = customer;
  return {
    names: [customer.first_name, customer.last_name, customer.full_name],
    phones: [contact.cell, contact.home, contact.work],
    sortKey: textSortKey(customerListName(customer)),
  };
}

/** What the search reads of a prospect: as of a customer. */
export function prospectSearchKeys(prospect: Prospect): PersonKeys {
  const { contact } = prospect;
  return {
    names: [prospect.first_name, prospect.last_name, prospect.full_name],
    phones: [contact.cell, contact.home, contact.work],
    sortKey: textSortKey(prospectListName(prospect)),
  };
}

export function customerSearchRow(customer: Customer): SearchPerson {
  return {
    kind: 'customer',
    id: customer.id,
    number: customer.number,
    type: customer.type,
    name: customerListName(customer),
    full_name: customer.full_name,
    address: customer.address,
    city: customer.city,
    province: customer.province,
    postal_code: customer.postal_code,
    country: customer.country,
    phone: customerPhone(customer.contact),
    distance: customer.distance,
  };
}

export function prospectSearchRow(prospect: Prospect, dealer: DealerPlace): SearchPerson {
  return {
    kind: 'prospect',
    id: prospect.id,
    number: prospect.number,
    type: null,
    name: prospectListName(prospect),
    full_name: prospect.full_name,
    address: prospect.address,
    city: prospect.city,
    province: prospect.province,
    postal_code: prospect.postal_code,
    country: prospect.country,
    phone: customerPhone(prospect.contact),
    distance: customerDistanceKm(dealer, { distance: null, latitude: prospect.latitude, longitude: prospect.longitude }),
  };
}

/**
 * Where a row leads (spec 000 §2): an opportunity to its deal sheet (a service row to the customer, as in the
 * opportunity lists), a customer to the overview, a prospect to the leads route (their leads in the lead bin), a
 * vehicle to its page.
 */
export function searchRowLink(row: SearchRow): string {
  if (isSearchPerson(row)) return row.kind === 'customer' ? customerRowLink(row) : `/leads/${encodeURIComponent(row.id)}`;
  if (isSearchVehicle(row)) return vehicleLink(row);
  return opportunityRowLink(row);
}
