import { patchSorted } from '../lists/sortedRows.ts';
import type { Customer } from './customer.ts';
import {
  compareCustomerIds,
  compareCustomers,
  CUSTOMER_SORTS,
  sortCustomers,
  customerPredicate,
  readsOpportunities,
  type CustomerFilterValues,
  type CustomerListContext,
  type CustomerListFilter,
  type CustomerSort,
} from './customerList.ts';
import { NO_CUSTOMER_OPPORTUNITIES, type CustomerOpportunities } from './customerOpportunities.ts';

/** A document's new state: the customer, or null when it was removed. */
export type CustomerChange = { id: string; customer: Customer | null };

/** The tabs' counts: the customers of each type passing the list's other filters. */
export type CustomerCounts = { individual: number; business: number };

/**
 * One dealer's customers in memory, a pure module (no store), so the worker's list and the server's list endpoint
 * run it alike: the rows by id, each requested sort order kept sorted as rows change (binary insertion), and the
 * filtered lists and counts cached until the next change of the customers (or, for those that read them, of the
 * opportunities). The order by opportunities is read off the rows in id order, grouped by count (no pairwise sort),
 * and made again for each new snapshot of the opportunities.
 */
export type CustomerIndex = {
  /** Bumped by every change of the customers. */
  readonly version: number;
  size(): number;
  get(id: string): Customer | undefined;
  rows(): Iterable<Customer>;
  reset(customers: Iterable<Customer>): void;
  apply(changes: readonly CustomerChange[]): void;
  /** The customers passing the filter, in the sort's order (the same array until the next change). */
  list(filter: CustomerListFilter, sort: CustomerSort, context: CustomerListContext): readonly Customer[];
  counts(filter: CustomerFilterValues, context: CustomerListContext): CustomerCounts;
  /** Builds one sort order not built yet (every column but opportunities, both ways); false when all are there. */
  warmOne(): boolean;
};

/** The orders warmed ahead: a first sort by any column answers as fast as the next. */
const WARMED: readonly CustomerSort[] = CUSTOMER_SORTS.filter((by) => by !== 'opportunities').flatMap((by) => [
  { by, order: 'asc' as const },
  { by, order: 'desc' as const },
]);

/** Above this many changes at once, rebuilding a sort order is cheaper than inserting one by one. */
const REBUILD_ABOVE = 256;

type Order = { compare: (a: Customer, b: Customer) => number; rows: Customer[] };

const sortId = (sort: CustomerSort) => `${sort.by}:${sort.order}`;

export function createCustomerIndex(): CustomerIndex {
  const byId = new Map<string, Customer>();
  const orders = new Map<string, Order>();
  /** The opportunities the order by opportunities was built with. */
  let ordersRead: CustomerOpportunities = NO_CUSTOMER_OPPORTUNITIES;
  let idOrder: Customer[] | null = null;
  const lists = new Map<string, Customer[]>();
  const countsCache = new Map<string, CustomerCounts>();
  /** The cached lists and counts that read the opportunities, and the opportunities they were made with. */
  const reading = new Set<string>();
  let cachedRead: CustomerOpportunities = NO_CUSTOMER_OPPORTUNITIES;
  let version = 0;

  const touched = () => {
    version++;
    lists.clear();
    countsCache.clear();
    reading.clear();
  };

  /** A new snapshot of the opportunities: the cached lists and counts that read them are made again. */
  const readingOpportunities = (opportunities: CustomerOpportunities) => {
    if (opportunities === cachedRead) return;
    cachedRead = opportunities;
    for (const key of reading) {
      lists.delete(key);
      countsCache.delete(key);
    }
    reading.clear();
  };

  const idOrderOf = () => {
    idOrder ??= [...byId.values()].sort(compareCustomerIds);
    return idOrder;
  };

  /** The customers by their number of opportunities, ties by id ascending both ways (compareCustomers' rule). */
  const byOpportunities = (order: CustomerSort['order'], opportunities: CustomerOpportunities): Customer[] => {
    const groups = new Map<number, Customer[]>();
    for (const customer of idOrderOf()) {
      const total = opportunities.total(customer.id);
      let group = groups.get(total);
      if (!group) {
        group = [];
        groups.set(total, group);
      }
      group.push(customer);
    }
    const totals = [...groups.keys()].sort((a, b) => (order === 'asc' ? a - b : b - a));
    return totals.flatMap((total) => groups.get(total) ?? []);
  };

  const orderOf = (sort: CustomerSort, opportunities: CustomerOpportunities): Order => {
    const reads = sort.by === 'opportunities';
    if (reads && opportunities !== ordersRead) {
      orders.delete(sortId({ by: 'opportunities', order: 'asc' }));
      orders.delete(sortId({ by: 'opportunities', order: 'desc' }));
      ordersRead = opportunities;
    }
    const key = sortId(sort);
    let found = orders.get(key);
    if (!found) {
      const compare = compareCustomers(sort, reads ? opportunities : NO_CUSTOMER_OPPORTUNITIES);
      found = { compare, rows: reads ? byOpportunities(sort.order, opportunities) : sortCustomers(byId.values(), sort, NO_CUSTOMER_OPPORTUNITIES) };
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
    rows: () => byId.values(),
    warmOne() {
      const missing = byId.size > 0 ? WARMED.find((sort) => !orders.has(sortId(sort))) : undefined;
      if (!missing) return false;
      orderOf(missing, NO_CUSTOMER_OPPORTUNITIES);
      return true;
    },
    reset(customers) {
      byId.clear();
      for (const customer of customers) byId.set(customer.id, customer);
      orders.clear();
      idOrder = null;
      touched();
    },
    apply(changes) {
      if (changes.length === 0) return;
      if (changes.length > REBUILD_ABOVE) {
        for (const { id, customer } of changes) customer ? byId.set(id, customer) : byId.delete(id);
        orders.clear();
        idOrder = null;
        touched();
        return;
      }
      for (const { id, customer } of changes) {
        const previous = byId.get(id);
        const removed = previous ? [previous] : [];
        const added = customer ? [customer] : [];
        for (const { compare, rows } of orders.values()) patchSorted(rows, removed, added, compare);
        if (idOrder) patchSorted(idOrder, removed, added, compareCustomerIds);
        if (customer) byId.set(id, customer);
        else byId.delete(id);
      }
      touched();
    },
    list(filter, sort, context) {
      readingOpportunities(context.opportunities);
      const key = `${JSON.stringify(filter)}|${sortId(sort)}|${context.unit}`;
      let found = lists.get(key);
      if (!found) {
        found = orderOf(sort, context.opportunities).rows.filter(customerPredicate(filter, context));
        lists.set(key, found);
        if (readsOpportunities(filter, sort)) reading.add(key);
      }
      return found;
    },
    counts(filter, context) {
      readingOpportunities(context.opportunities);
      const key = `counts|${JSON.stringify(filter)}|${context.unit}`;
      let found = countsCache.get(key);
      if (!found) {
        const individual = customerPredicate({ ...filter, type: 'individual' }, context);
        const business = customerPredicate({ ...filter, type: 'business' }, context);
        found = { individual: 0, business: 0 };
        for (const customer of byId.values()) {
          if (individual(customer)) found.individual++;
          else if (business(customer)) found.business++;
        }
        countsCache.set(key, found);
        if (readsOpportunities(filter)) reading.add(key);
      }
      return found;
    },
  };
}
