import { customerListName, customerPhone, type Customer } from './customer.ts';

/** The customer list's query (spec 000 §2): type tab, search text, status; sortable columns. */
export type CustomerListFilter = {
  type: 'individual' | 'business';
  search: string;
  status: 'all' | 'active' | 'inactive';
};

export const CUSTOMER_SORTS = ['deleted_at', 'number', 'name', 'address', 'postal_code', 'phone', 'distance'] as const;
export type CustomerSort = { by: (typeof CUSTOMER_SORTS)[number]; order: 'asc' | 'desc' };

export const DEFAULT_CUSTOMER_SORT: CustomerSort = { by: 'name', order: 'asc' };

const typeCode = { individual: 'I', business: 'B' } as const;

/** Whether a customer belongs in the list for this filter; the server's list endpoint uses the same rule. */
export function customerMatches(filter: CustomerListFilter, customer: Customer): boolean {
  if (customer.type !== typeCode[filter.type]) return false;
  if (filter.status === 'active' && customer.deleted_at) return false;
  if (filter.status === 'inactive' && !customer.deleted_at) return false;
  const term = filter.search.trim().toLowerCase();
  if (!term) return true;
  const digits = term.replace(/\D/g, '');
  return (
    customer.full_name.toLowerCase().includes(term) ||
    customerListName(customer).toLowerCase().includes(term) ||
    customer.number.toLowerCase().startsWith(term) ||
    customer.contact.email.toLowerCase().includes(term) ||
    (digits.length >= 3 && [customer.contact.cell, customer.contact.home, customer.contact.work].some((p) => p.includes(digits)))
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function sortKey(by: CustomerSort['by'], customer: Customer): string | number {
  switch (by) {
    case 'deleted_at':
      return customer.deleted_at ?? '';
    case 'number':
      return customer.number;
    case 'name':
      return customerListName(customer);
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

/** Orders customers by a column; ties fall back to the id so every reader sees the same order. */
export function compareCustomers(sort: CustomerSort): (a: Customer, b: Customer) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const ka = sortKey(sort.by, a);
    const kb = sortKey(sort.by, b);
    const byKey = typeof ka === 'number' && typeof kb === 'number' ? ka - kb : collator.compare(String(ka), String(kb));
    return byKey !== 0 ? byKey * direction : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}
