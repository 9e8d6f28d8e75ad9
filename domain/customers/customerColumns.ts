import type { Country } from '../dealers/dealer.ts';
import { distanceText } from '../format/distanceText.ts';
import { customerNumber } from '../format/numbers.ts';
import { customerListName, customerPhone } from './customer.ts';
import { customerActivity } from './customerActivity.ts';
import type { CustomerListRow, CustomerSortColumn } from './customerList.ts';
import { opportunityChipText } from './customerOpportunities.ts';

/** One column of the customer list: its header, the column it sorts by, and its text (the screen's and the CSV's). */
export type CustomerColumn = { key: CustomerSortColumn; header: string; text: (row: CustomerListRow, country: Country) => string };

/** "12 King St, Cambridge": the street and the city. */
export function customerStreet(row: Pick<CustomerListRow, 'address' | 'city'>): string {
  return [row.address, row.city].filter(Boolean).join(', ');
}

/** "12 King St, Cambridge ON": the street and city, then the province. */
function addressText(row: Pick<CustomerListRow, 'address' | 'city' | 'province'>): string {
  return [customerStreet(row), row.province].filter(Boolean).join(' ');
}

/**
 * The customer list's columns (spec 000 §2), in order: status, number (first 8 characters), name (last, first for
 * individuals), opportunities (type and count per chip), address with province, postal code, phone, distance in
 * the dealer's unit. The screen renders them and the CSV export writes the same texts.
 */
export const CUSTOMER_COLUMNS: readonly CustomerColumn[] = [
  { key: 'deleted_at', header: 'STATUS', text: (row) => customerActivity(row) },
  { key: 'number', header: 'NUMBER', text: (row) => customerNumber(row.number) },
  { key: 'name', header: 'NAME', text: (row) => customerListName(row) },
  { key: 'opportunities', header: 'OPPORTUNITIES', text: (row) => row.opportunities.map(opportunityChipText).join(', ') },
  { key: 'address', header: 'ADDRESS', text: addressText },
  { key: 'postal_code', header: 'POSTAL CODE', text: (row) => row.postal_code },
  { key: 'phone', header: 'PHONE', text: (row) => customerPhone(row.contact) },
  { key: 'distance', header: 'DISTANCE', text: (row, country) => distanceText(row.distance, country) },
];
