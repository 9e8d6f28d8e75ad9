import type { Customer } from '../customers/customer.ts';
import type { InventoryVehicleDoc } from '../deal/dealDocs.ts';
import { isInStock } from '../inventory/inventoryType.ts';
import type { Prospect } from '../leads/prospect.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { opportunityId } from '../opportunities/opportunityId.ts';
import { OPPORTUNITY_TYPES } from '../opportunities/opportunityType.ts';
import type { OpportunityIndex } from '../opportunityList/opportunityIndex.ts';
import type { PersonSearchIndex } from './personSearchIndex.ts';
import type { SearchPerson, SearchRow } from './searchRows.ts';
import { NO_SEARCH_TOTALS, type SearchTab, type SearchTotals } from './searchTabs.ts';
import type { SearchTerm } from './searchTerm.ts';
import type { VinIndex } from './vinIndex.ts';

/** What the search keeps of a customer's vehicle: its VIN and owner (a VIN search finds them and their opportunities). */
export type OwnedVin = { id: string; vin: string; customer_id: string };

/** One dealer's data as the search reads it: the worker's and the server's in-memory indexes alike. */
export type SearchSources = {
  customers: PersonSearchIndex<Customer>;
  prospects: PersonSearchIndex<Prospect>;
  opportunities: Pick<OpportunityIndex, 'get' | 'opportunityIdsOf' | 'customerCounts'>;
  stock: VinIndex<InventoryVehicleDoc>;
  /** The customers' vehicles: read by a VIN search only. */
  owned: VinIndex<OwnedVin>;
};

/**
 * Everything a term finds, each tab's rows in order, and their counts. The opportunities are listed when first read:
 * a name found by thousands of customers counts theirs at once and lists them only for the Opportunity tab.
 */
export type SearchResult = {
  totals: SearchTotals;
  opportunity(): readonly Opportunity[];
  customer: readonly Customer[];
  prospect: readonly Prospect[];
  vehicle: readonly InventoryVehicleDoc[];
};

/** What a term under 2 characters finds. */
export const NO_SEARCH_RESULT: SearchResult = { totals: NO_SEARCH_TOTALS, opportunity: () => [], customer: [], prospect: [], vehicle: [] };

const TYPE_ORDER = new Map(OPPORTUNITY_TYPES.map((type, at) => [type, at]));
const byTypeThenId = (a: Opportunity, b: Opportunity) =>
  (TYPE_ORDER.get(a.type) ?? 0) - (TYPE_ORDER.get(b.type) ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A result whose opportunities are counted up front and listed when first read. */
function resultOf(rows: Omit<SearchResult, 'totals' | 'opportunity'>, opportunities: number, list: () => Opportunity[]): SearchResult {
  let listed: Opportunity[] | null = null;
  return {
    ...rows,
    opportunity: () => (listed ??= list()),
    totals: { opportunity: opportunities, customer: rows.customer.length, prospect: rows.prospect.length, vehicle: rows.vehicle.length },
  };
}

/** The opportunities of these customers, customer by customer in their order, each one's in type order. */
function opportunitiesOf(sources: SearchSources, customers: readonly Customer[]): Opportunity[] {
  const rows: Opportunity[] = [];
  for (const customer of customers) {
    const own: Opportunity[] = [];
    for (const id of sources.opportunities.opportunityIdsOf([customer.id])) {
      const row = sources.opportunities.get(id);
      if (row) own.push(row);
    }
    rows.push(...own.sort(byTypeThenId));
  }
  return rows;
}

/**
 * The global search over one dealer (spec 000 §2, §5), the rule the worker answers the screen with and GET /search
 * answers integrators with. A name or phone term finds customers and prospects (PersonSearchIndex.find) and the
 * opportunities of the customers found, in their order; the Vehicle tab stays empty. A VIN finds the vehicles in
 * stock with it, the customers' vehicles with it: their owners and their opportunities. A short term finds nothing.
 */
export function searchDealer(sources: SearchSources, term: SearchTerm): SearchResult {
  if (term.kind === 'short') return NO_SEARCH_RESULT;
  if (term.kind === 'vin') {
    const owned = sources.owned.find(term.vin);
    const owners = [...new Set(owned.map((vehicle) => vehicle.customer_id))];
    const customer = owners.flatMap((id) => sources.customers.get(id) ?? []);
    const opportunity = owned
      .flatMap((vehicle) => OPPORTUNITY_TYPES.flatMap((type) => sources.opportunities.get(opportunityId(type, vehicle.id)) ?? []))
      .sort(byTypeThenId);
    return resultOf({ customer, prospect: [], vehicle: sources.stock.find(term.vin).filter(isInStock) }, opportunity.length, () => opportunity);
  }
  const found = sources.customers.find(term);
  const counts = sources.opportunities.customerCounts();
  const opportunities = sources.customers.tally(found, counts, (customer) => counts.total(customer.id));
  const customer = found.docs;
  return resultOf({ customer, prospect: sources.prospects.find(term).docs, vehicle: [] }, opportunities, () => opportunitiesOf(sources, customer));
}

/** How a tab's customers and prospects are made into rows (the worker keeps the rows it made). */
type PersonRowMakers = { customer: (customer: Customer) => SearchPerson; prospect: (prospect: Prospect) => SearchPerson };

/** `limit` rows of a tab from `offset`, as the screen and GET /search show them. */
export function searchTabRows(result: SearchResult, tab: SearchTab, range: { offset: number; limit: number }, rows: PersonRowMakers): SearchRow[] {
  const end = range.offset + Math.max(0, range.limit);
  if (tab === 'customer') return result.customer.slice(range.offset, end).map(rows.customer);
  if (tab === 'prospect') return result.prospect.slice(range.offset, end).map(rows.prospect);
  return (tab === 'opportunity' ? result.opportunity() : result.vehicle).slice(range.offset, end);
}
