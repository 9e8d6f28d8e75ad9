import type { Customer } from '../../domain/customers/customer.ts';
import { compareCustomers, customerMatches, type CustomerListFilter, type CustomerSort } from '../../domain/customers/customerList.ts';
import { patchSorted } from '../../domain/lists/sortedRows.ts';
import type { CustomerCounts } from '../api.ts';

export type CustomerChange = { id: string; customer: Customer | null };

/**
 * One dealer's customers in memory: the rows by id, each requested sort order kept sorted as rows change
 * (binary insertion), and the filtered lists cached per filter and sort until the next change.
 */
export type CustomerIndex = {
  readonly version: number;
  size(): number;
  get(id: string): Customer | undefined;
  reset(customers: Customer[]): void;
  apply(changes: CustomerChange[]): void;
  list(filter: CustomerListFilter, sort: CustomerSort): Customer[];
  counts(filter: Omit<CustomerListFilter, 'type'>): CustomerCounts;
};

/** Above this many changes at once, rebuilding a sort order is cheaper than inserting one by one. */
const REBUILD_ABOVE = 256;

const sortId = (sort: CustomerSort) => `${sort.by}:${sort.order}`;

export function createCustomerIndex(): CustomerIndex {
  const byId = new Map<string, Customer>();
  const orders = new Map<string, { compare: (a: Customer, b: Customer) => number; rows: Customer[] }>();
  const lists = new Map<string, Customer[]>();
  const countsCache = new Map<string, CustomerCounts>();
  let version = 0;

  const touched = () => {
    version++;
    lists.clear();
    countsCache.clear();
  };

  const order = (sort: CustomerSort) => {
    const key = sortId(sort);
    let found = orders.get(key);
    if (!found) {
      const compare = compareCustomers(sort);
      found = { compare, rows: [...byId.values()].sort(compare) };
      orders.set(key, found);
    }
    return found;
  };

  return {
    get version() {
      return version;
    },
    size: () => byId.size,
    get: (id) => byId.get(id),
    reset(customers) {
      byId.clear();
      for (const customer of customers) byId.set(customer.id, customer);
      orders.clear();
      touched();
    },
    apply(changes) {
      if (changes.length === 0) return;
      if (changes.length > REBUILD_ABOVE) {
        for (const { id, customer } of changes) customer ? byId.set(id, customer) : byId.delete(id);
        orders.clear();
        touched();
        return;
      }
      for (const { id, customer } of changes) {
        const previous = byId.get(id);
        for (const { compare, rows } of orders.values()) patchSorted(rows, previous ? [previous] : [], customer ? [customer] : [], compare);
        if (customer) byId.set(id, customer);
        else byId.delete(id);
      }
      touched();
    },
    list(filter, sort) {
      const key = `${filter.type}|${filter.status}|${filter.search}|${sortId(sort)}`;
      let found = lists.get(key);
      if (!found) {
        found = order(sort).rows.filter((customer) => customerMatches(filter, customer));
        lists.set(key, found);
      }
      return found;
    },
    counts(filter) {
      const key = `${filter.status}|${filter.search}`;
      let found = countsCache.get(key);
      if (!found) {
        found = { individual: 0, business: 0 };
        for (const customer of byId.values()) {
          if (customerMatches({ ...filter, type: 'individual' }, customer)) found.individual++;
          else if (customerMatches({ ...filter, type: 'business' }, customer)) found.business++;
        }
        countsCache.set(key, found);
      }
      return found;
    },
  };
}
