import { customerNumber } from '../format/numbers.ts';
import { OPPORTUNITY_TYPES } from '../opportunities/opportunityType.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import type { Customer } from './customer.ts';

export const UNASSIGNED = 'UNASSIGNED';

/**
 * One opportunity chip of the header: the type's label, a link to its deal sheet, the current one marked. `detail`
 * is the vehicle when another chip has the same label (two vehicles' service opportunities), else null.
 */
export type OpportunityChip = { id: string; label: string; vehicle: string; detail: string | null; href: string; current: boolean };

/** The header's texts (spec 001 §2.4 "Customer header"); dates, badges and contacts have their own rules. */
export type CustomerHeaderText = {
  number: string;
  name: string;
  address: string;
  salesperson: string;
  chips: OpportunityChip[];
};

export type CustomerHeaderInput = {
  customer: Pick<Customer, 'id' | 'number' | 'type' | 'first_name' | 'last_name' | 'full_name' | 'address' | 'city' | 'province' | 'postal_code' | 'user_id'>;
  opportunities: readonly Pick<Opportunity, 'id' | 'type' | 'customer_id' | 'vehicle_name'>[];
  currentOpportunityId?: string;
  /** A user's name by id, null when the dealer has no such user. */
  userName: (id: number) => string | null;
};

/** The deal sheet of an opportunity. */
export function dealSheetLink(opportunityId: string): string {
  return `/deal/${encodeURIComponent(opportunityId)}/dealsheet`;
}

/** The name the header shows: the full (or business) name, else first and last. */
function headerName(customer: CustomerHeaderInput['customer']): string {
  return customer.full_name.trim() || [customer.first_name, customer.last_name].filter((part) => part.trim() !== '').join(' ');
}

/** "12 King St, Cambridge, ON N1R 1A1": the parts on file, the postal code after the province. */
function addressLine(customer: CustomerHeaderInput['customer']): string {
  const region = [customer.province, customer.postal_code].map((part) => part.trim()).filter(Boolean).join(' ');
  return [customer.address, customer.city, region].map((part) => part.trim()).filter(Boolean).join(', ');
}

const typeRank = (type: Opportunity['type']) => OPPORTUNITY_TYPES.indexOf(type);

/**
 * The header of a customer: number cut to 8 characters, name, address, the salesperson's name (UNASSIGNED when
 * the customer has none, or names a user the dealer no longer has), and one chip per opportunity of this customer
 * in the lists' type order, linking to its deal sheet; chips of one type name their vehicles.
 */
export function customerHeaderText(input: CustomerHeaderInput): CustomerHeaderText {
  const { customer } = input;
  const chips = input.opportunities
    .filter((row) => row.customer_id === customer.id)
    .slice()
    .sort((a, b) => typeRank(a.type) - typeRank(b.type) || a.vehicle_name.localeCompare(b.vehicle_name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((row) => ({
      id: row.id,
      label: OPPORTUNITY_TYPE_LABELS[row.type],
      vehicle: row.vehicle_name,
      detail: null as string | null,
      href: dealSheetLink(row.id),
      current: row.id === input.currentOpportunityId,
    }));
  for (const chip of chips) {
    if (chips.some((other) => other !== chip && other.label === chip.label)) chip.detail = chip.vehicle;
  }
  return {
    number: customerNumber(customer.number),
    name: headerName(customer),
    address: addressLine(customer),
    salesperson: (customer.user_id === null ? null : input.userName(customer.user_id)) || UNASSIGNED,
    chips,
  };
}
