import { shownDistance } from '../format/distanceText.ts';
import type { DistanceUnit } from '../format/units.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import type { Range } from '../opportunityList/opportunityFilter.ts';
import { customerListName, customerPhone, type Customer } from './customer.ts';
import type { CustomerOpportunities, OpportunityCount } from './customerOpportunities.ts';

/** The customer list types of /customers/{type} (spec 000 §2); add opens the new customer form instead. */
export const CUSTOMER_LIST_TYPES = ['individual', 'business'] as const;
export type CustomerListType = (typeof CUSTOMER_LIST_TYPES)[number];

/** The opportunity type filter's choices (spec 000 §2). */
export const CUSTOMER_OPPORTUNITY_TYPES = ['all', ...OPPORTUNITY_TYPES] as const;
export type CustomerOpportunityType = 'all' | OpportunityType;

/**
 * The customer list's query (spec 000 §2): type tab, search text, status, opportunity type (customers with at
 * least one open opportunity of it), and the distance range in the dealer's unit (null: no bound).
 */
export type CustomerListFilter = {
  type: CustomerListType;
  search: string;
  status: 'all' | 'active' | 'inactive';
  opportunity_type: CustomerOpportunityType;
  distance: Range;
};

/** The filters a user sets; the type is the tab's. */
export type CustomerFilterValues = Omit<CustomerListFilter, 'type'>;

export const EMPTY_CUSTOMER_FILTER: CustomerFilterValues = {
  search: '',
  status: 'all',
  opportunity_type: 'all',
  distance: { min: null, max: null },
};

export const CUSTOMER_SORTS = ['deleted_at', 'number', 'name', 'opportunities', 'address', 'postal_code', 'phone', 'distance'] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORTS)[number];
export type CustomerSort = { by: CustomerSortColumn; order: 'asc' | 'desc' };

export const DEFAULT_CUSTOMER_SORT: CustomerSort = { by: 'name', order: 'asc' };

/**
 * What a customer list reads besides the customers: the dealer's distance unit (the distance filter is in it) and
 * the dealer's opportunities per customer (the opportunity type filter and the sort by opportunities).
 */
export type CustomerListContext = { unit: DistanceUnit; opportunities: CustomerOpportunities };

/** A row of the customer list as screens and the API answer it: the customer and its opportunity chips. */
export type CustomerListRow = Customer & { opportunities: readonly OpportunityCount[] };

export function customerListRow(customer: Customer, opportunities: CustomerOpportunities): CustomerListRow {
  return { ...customer, opportunities: opportunities.of(customer.id) };
}

/** Where a row of the list leads: the customer's profile. */
export function customerRowLink(customer: Pick<Customer, 'id'>): string {
  return `/customer/${encodeURIComponent(customer.id)}/overview`;
}

/** Whether a view reads the dealer's opportunities (it cannot be answered before they are). */
export function readsOpportunities(filter: Pick<CustomerListFilter, 'opportunity_type'>, sort?: CustomerSort): boolean {
  return filter.opportunity_type !== 'all' || sort?.by === 'opportunities';
}

/** The customer type code of each list (spec 000 §3: I individual, B business). */
export const CUSTOMER_TYPE_CODES = { individual: 'I', business: 'B' } as const;

/**
 * Compiles a filter into one predicate: the rule the worker's list and the server's list endpoint both apply. The
 * distance is compared as the list shows it (rounded up in the dealer's unit), so a customer shown at 13 KM is in
 * 13 to 20; a customer with no distance fails any bound.
 */
export function customerPredicate(filter: CustomerListFilter, context: CustomerListContext): (customer: Customer) => boolean {
  const code = CUSTOMER_TYPE_CODES[filter.type];
  const term = filter.search.trim().toLowerCase();
  const digits = term.replace(/\D/g, '');
  const { min, max } = filter.distance;
  const type = filter.opportunity_type;
  return (customer) => {
    if (customer.type !== code) return false;
    if (filter.status === 'active' && customer.deleted_at) return false;
    if (filter.status === 'inactive' && !customer.deleted_at) return false;
    if (type !== 'all' && !context.opportunities.has(customer.id, type)) return false;
    if (min !== null || max !== null) {
      if (customer.distance === null) return false;
      const shown = shownDistance(customer.distance, context.unit);
      if ((min !== null && shown < min) || (max !== null && shown > max)) return false;
    }
    if (!term) return true;
    return (
      customer.full_name.toLowerCase().includes(term) ||
      customerListName(customer).toLowerCase().includes(term) ||
      customer.number.toLowerCase().startsWith(term) ||
      customer.contact.email.toLowerCase().includes(term) ||
      (digits.length >= 3 && [customer.contact.cell, customer.contact.home, customer.contact.work].some((p) => p.includes(digits)))
    );
  };
}

/**
 * A text as the customer sorts compare it: case and accents ignored, runs of digits by their value (12 after 3), as
 * a base-sensitivity numeric collator would order them. Made once per customer and column: comparing these keys as
 * plain strings builds an order of 63,000 customers some ten times faster than calling a collator per comparison.
 */
export function textSortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(20, '0'));
}

function sortKey(by: CustomerSortColumn, customer: Customer, opportunities: CustomerOpportunities): string | number {
  switch (by) {
    case 'deleted_at':
      return customer.deleted_at ?? '';
    case 'number':
      return customer.number;
    case 'name':
      return customerListName(customer);
    case 'opportunities':
      return opportunities.total(customer.id);
    case 'address':
      return `${customer.address} ${customer.city}`;
    case 'postal_code':
      return customer.postal_code;
    case 'phone':
      return customerPhone(customer.contact);
    case 'distance':
      return customer.distance ?? Number.POSITIVE_INFINITY;
  }
}

/** Customers by id (code unit order): every sort's tie rule. */
export function compareCustomerIds(a: Pick<Customer, 'id'>, b: Pick<Customer, 'id'>): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Orders customers by a column (opportunities: by how many they have, every type); ties fall back to the id,
 * ascending both ways, so every reader sees the same order.
 */
export function compareCustomers(sort: CustomerSort, opportunities: CustomerOpportunities): (a: Customer, b: Customer) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  // The text keys of this order, per customer document (a changed customer is a new document, so a new key).
  const texts = new WeakMap<Customer, string>();
  const numeric = sort.by === 'opportunities' || sort.by === 'distance';
  const keyOf = (customer: Customer): string | number => {
    if (numeric) return sortKey(sort.by, customer, opportunities);
    let text = texts.get(customer);
    if (text === undefined) {
      text = textSortKey(String(sortKey(sort.by, customer, opportunities)));
      texts.set(customer, text);
    }
    return text;
  };
  return (a, b) => {
    const ka = keyOf(a);
    const kb = keyOf(b);
    const byKey = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : ka < kb ? -1 : ka > kb ? 1 : 0;
    // Two customers without a distance (Infinity - Infinity) tie as equal keys do.
    return byKey ? byKey * direction : compareCustomerIds(a, b);
  };
}

/**
 * The customers in the order of compareCustomers, built by decorating each with its key once: the way an order of a
 * whole dealer is first made (compareCustomers then keeps it as rows change).
 */
export function sortCustomers(customers: Iterable<Customer>, sort: CustomerSort, opportunities: CustomerOpportunities): Customer[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  const numeric = sort.by === 'opportunities' || sort.by === 'distance';
  const keyed = Array.from(customers, (customer) => {
    const key = sortKey(sort.by, customer, opportunities);
    return { customer, key: numeric ? key : textSortKey(String(key)) };
  });
  keyed.sort((a, b) => {
    const byKey = numeric ? (a.key as number) - (b.key as number) : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return byKey ? byKey * direction : compareCustomerIds(a.customer, b.customer);
  });
  return keyed.map((entry) => entry.customer);
}
