import { customerStreet } from '../customers/customerColumns.ts';
import type { Country } from '../dealers/dealer.ts';
import { distanceText } from '../format/distanceText.ts';
import { customerNumber } from '../format/numbers.ts';
import { INVENTORY_COLUMNS, type InventoryColumn } from '../inventory/inventoryColumns.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { opportunityColumns, type OpportunityColumn } from '../opportunityList/opportunityColumns.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../opportunityList/opportunityListType.ts';
import type { SearchPerson } from './searchRows.ts';

/** One column of the customer and prospect tabs: its header and its text. */
export type SearchPersonColumn = { key: string; header: string; text: (row: SearchPerson, country: Country) => string };

/** The TYPE of a customer or prospect row. */
function searchPersonType(row: Pick<SearchPerson, 'kind' | 'type'>): string {
  if (row.kind === 'prospect') return 'Prospect';
  return row.type === 'B' ? 'Business' : 'Individual';
}

/** "12 King St, Cambridge ON": the street and city, then the province in upper case (spec 000 §2). */
function searchAddress(row: Pick<SearchPerson, 'address' | 'city' | 'province'>): string {
  return [customerStreet(row), row.province.toUpperCase()].filter(Boolean).join(' ');
}

/** "Adams, Eric UPGRADE": the customer's name with the opportunity's type as its chip reads (spec 000 §2, NAME with type). */
function opportunityNameWithType(row: Pick<Opportunity, 'name' | 'type'>): string {
  return `${row.name} ${OPPORTUNITY_TYPE_LABELS[row.type]}`;
}

/** The spec's headers where the equity list's differ: LEFT and TOTAL for the payments, and NAME with the type. */
const OPPORTUNITY_OVERRIDES: Record<string, Partial<OpportunityColumn>> = {
  name: { text: opportunityNameWithType },
  payments_left: { header: 'LEFT' },
  payments_total: { header: 'TOTAL' },
};

/**
 * The Opportunity tab's columns (spec 000 §2): RATING, NAME with type, VEHICLE, LEFT, TOTAL, PAYMENTS, EQUITY,
 * DISTANCE, MATCH: the equity list's columns and texts, two of them under the search's shorter headers.
 */
export const SEARCH_OPPORTUNITY_COLUMNS: readonly OpportunityColumn[] = opportunityColumns('equity', false).map((column) => ({
  ...column,
  ...OPPORTUNITY_OVERRIDES[column.key],
}));

/**
 * The Customer and Prospect tabs' columns (spec 000 §2): TYPE, NO. (first 8 characters), NAME, ADDRESS with the
 * province in upper case, POSTAL, PHONE, DISTANCE in the dealer's unit.
 */
export const SEARCH_PERSON_COLUMNS: readonly SearchPersonColumn[] = [
  { key: 'type', header: 'TYPE', text: searchPersonType },
  { key: 'number', header: 'NO.', text: (row) => customerNumber(row.number) },
  { key: 'name', header: 'NAME', text: (row) => row.name },
  { key: 'address', header: 'ADDRESS', text: searchAddress },
  { key: 'postal_code', header: 'POSTAL', text: (row) => row.postal_code },
  { key: 'phone', header: 'PHONE', text: (row) => row.phone },
  { key: 'distance', header: 'DISTANCE', text: (row, country) => distanceText(row.distance, country) },
];

/**
 * The Vehicle tab's columns (spec 000 §2): TYPE, STOCK, VIN, YEAR, MAKE, MODEL, TRIM, ENGINE, PRICE, MILEAGE: the
 * inventory list's, without its age.
 */
export const SEARCH_VEHICLE_COLUMNS: readonly InventoryColumn[] = INVENTORY_COLUMNS.filter((column) => column.key !== 'age');
