import { countCustomerOpportunities, type CustomerOpportunities } from '../customers/customerOpportunities.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { appliedFilterCount, opportunityPredicate, type OpportunityFilter } from './opportunityFilter.ts';
import { sortColumnsOfRows } from './opportunityColumns.ts';
import type { OpportunitySort, OpportunitySortColumn } from './opportunitySort.ts';
import { mergeSorted, patchSorted } from '../lists/sortedRows.ts';
import { buildSortOrder, compareIds, walkOrder, type SortOrder } from './sortOrder.ts';
import { AHEAD } from '../lists/windowRange.ts';
import { createFilterColumns, type FilterColumns } from './filterColumns.ts';

/** A document's new state: the row, or null when it was removed. */
export type OpportunityChange = { id: string; row: Opportunity | null };

/**
 * One dealer's opportunities in memory, a pure module (no store), so the worker and tests run it alike:
 * - the rows of each type by id, and each type's rows sorted by id (the base every sort order is built from);
 * - per type and column, the ascending sort order, built the first time a list asks for it and kept;
 *   a descending list reads it backwards (SortOrder);
 * - the last few filtered lists, by type, sort and filter, until the next change;
 * - the opportunity ids of each customer, every type, for a reassign.
 * A few changes are put in place in the kept orders, a batch of them is merged in one pass; a batch bigger than a
 * quarter of a type's rows (a first sync, a re-mining) drops them, to be built again once, when a list next asks.
 */
export type OpportunityIndex = {
  /** Bumped by every change. */
  readonly version: number;
  size(): number;
  get(id: string): Opportunity | undefined;
  reset(rows: Iterable<Opportunity>): void;
  apply(changes: readonly OpportunityChange[]): void;
  /** The rows of a type that pass the filter, in the sort's order (the same array until the next change). */
  list(type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort): readonly Opportunity[];
  /**
   * The first `limit` rows of a list and its total, from a sort order already built (null when it is not: building
   * one costs tens of milliseconds, which this is not meant to spend); leaves the kept lists as they are.
   */
  firstRows(type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort, limit: number): { rows: Opportunity[]; total: number } | null;
  /**
   * The rows of a list up to `end` (at least) and its total: the whole list when it is kept or `end` goes past the
   * first screens; otherwise only its first `end` rows walked from a built order (firstRows), so a new filter is
   * answered without filtering the whole type first, the whole list left to the first window that goes further.
   */
  view(type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort, end: number): { rows: readonly Opportunity[]; total: number };
  /** Rows per type, unfiltered. */
  counts(): Record<OpportunityType, number>;
  rowsOf(type: OpportunityType): Iterable<Opportunity>;
  /** Every opportunity id (all types) of these customers. */
  opportunityIdsOf(customerIds: Iterable<string>): string[];
  /**
   * The rows per customer and type (the customer list's chips, opportunity filter and sort): counted when first
   * asked after a change, the same snapshot until the next one.
   */
  customerCounts(): CustomerOpportunities;
  /**
   * Builds one sort order of a type that its lists offer and none has asked for yet, so that the first sort by a
   * column costs no more than the next; false once every such order is built.
   */
  warmOne(type: OpportunityType): boolean;
};

/**
 * Above this many changes to a type at once (and a quarter of its rows), its orders are dropped and built again
 * when next asked, rather than merged: the early batches of a first sync, a re-mining of the whole dealer.
 */
export const REBUILD_ABOVE = 1000;
/** Up to this many changes to a type, its orders are changed in place; more are merged in one pass. */
const PATCH_UP_TO = 32;
/** A view asked for up to this many rows, and not kept, is answered by its first rows alone (view). */
export const FIRST_ROWS_UP_TO = AHEAD;
/** Filtered lists kept (each is an array of row references: at most one row count each). */
const KEPT_LISTS = 8;

type TypeRows = {
  rows: Map<string, Opportunity>;
  byId: Opportunity[] | null;
  orders: Map<OpportunitySortColumn, SortOrder>;
  /** Columns of the rows for counting filters, until the rows change. */
  columns: FilterColumns | null;
};

function valuedIn(rows: Iterable<Opportunity>, by: OpportunitySortColumn): number {
  let count = 0;
  for (const row of rows) if (row[by] !== null) count++;
  return count;
}

function listKey(type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort): string {
  return `${type}|${sort.by}|${sort.order}|${JSON.stringify(filter)}`;
}

export function createOpportunityIndex(): OpportunityIndex {
  const all = new Map<string, Opportunity>();
  const types = new Map<OpportunityType, TypeRows>(
    OPPORTUNITY_TYPES.map((type) => [type, { rows: new Map(), byId: null, orders: new Map(), columns: null }]),
  );
  const ofCustomer = new Map<string, Set<string>>();
  const lists = new Map<string, Opportunity[]>();
  /** The number of rows passing a filter, by type and filter, until the next change. */
  const totals = new Map<string, number>();
  let customerCounts: CustomerOpportunities | null = null;
  let version = 0;
  const warmColumns = new Map(OPPORTUNITY_TYPES.map((type) => [type, sortColumnsOfRows(type)]));

  const typeRows = (type: OpportunityType): TypeRows => {
    let found = types.get(type);
    if (!found) {
      // A type this build does not know still gets its own rows rather than being lost.
      found = { rows: new Map(), byId: null, orders: new Map(), columns: null };
      types.set(type, found);
    }
    return found;
  };

  const byIdOf = (entry: TypeRows): Opportunity[] => {
    entry.byId ??= [...entry.rows.values()].sort(compareIds);
    return entry.byId;
  };

  const orderOf = (type: OpportunityType, by: OpportunitySortColumn): SortOrder => {
    const entry = typeRows(type);
    let order = entry.orders.get(by);
    if (!order) {
      order = buildSortOrder(byIdOf(entry), by);
      entry.orders.set(by, order);
    }
    return order;
  };

  const linkCustomer = (row: Opportunity) => {
    let ids = ofCustomer.get(row.customer_id);
    if (!ids) {
      ids = new Set();
      ofCustomer.set(row.customer_id, ids);
    }
    ids.add(row.id);
  };
  const unlinkCustomer = (row: Opportunity) => {
    const ids = ofCustomer.get(row.customer_id);
    ids?.delete(row.id);
    if (ids?.size === 0) ofCustomer.delete(row.customer_id);
  };

  const store = (id: string, row: Opportunity | null) => {
    const previous = all.get(id);
    if (previous) {
      all.delete(id);
      typeRows(previous.type).rows.delete(id);
      unlinkCustomer(previous);
    }
    if (row) {
      all.set(id, row);
      typeRows(row.type).rows.set(id, row);
      linkCustomer(row);
    }
    return previous;
  };

  const touched = () => {
    version++;
    lists.clear();
    totals.clear();
    for (const entry of types.values()) entry.columns = null;
    customerCounts = null;
  };

  const list = (type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort): Opportunity[] => {
    const key = listKey(type, filter, sort);
    let found = lists.get(key);
    if (found) {
      // Most recently used last, so the oldest is dropped first.
      lists.delete(key);
      lists.set(key, found);
      return found;
    }
    found = walkOrder(orderOf(type, sort.by), sort.order, appliedFilterCount(filter) === 0 ? null : opportunityPredicate(filter));
    lists.set(key, found);
    totals.set(`${type}|${JSON.stringify(filter)}`, found.length);
    while (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
    return found;
  };

  const firstRows = (type: OpportunityType, filter: OpportunityFilter, sort: OpportunitySort, limit: number): { rows: Opportunity[]; total: number } | null => {
    const entry = typeRows(type);
    const order = entry.orders.get(sort.by);
    if (!order) return null;
    const test = appliedFilterCount(filter) === 0 ? null : opportunityPredicate(filter);
    const totalKey = `${type}|${JSON.stringify(filter)}`;
    let total = test ? totals.get(totalKey) : entry.rows.size;
    if (test && total === undefined) {
      entry.columns ??= createFilterColumns(() => entry.rows.values(), () => entry.rows.size);
      let passing = entry.columns.count(filter);
      if (passing === null) {
        passing = 0;
        for (const row of entry.rows.values()) if (test(row)) passing++;
      }
      totals.set(totalKey, passing);
      total = passing;
    }
    return { rows: walkOrder(order, sort.order, test, limit), total: total ?? 0 };
  };

  return {
    get version() {
      return version;
    },
    size: () => all.size,
    get: (id) => all.get(id),
    reset(rows) {
      all.clear();
      ofCustomer.clear();
      for (const entry of types.values()) {
        entry.rows.clear();
        entry.byId = null;
        entry.orders.clear();
      }
      for (const row of rows) store(row.id, row);
      touched();
    },
    apply(changes) {
      if (changes.length === 0) return;
      const pending = new Map<TypeRows, { removed: Set<Opportunity>; added: Set<Opportunity> }>();
      const changesOf = (type: OpportunityType) => {
        const entry = typeRows(type);
        let found = pending.get(entry);
        if (!found) {
          found = { removed: new Set(), added: new Set() };
          pending.set(entry, found);
        }
        return found;
      };
      for (const { id, row } of changes) {
        const previous = store(id, row);
        // A row put in by this very batch is simply not put in; one held before is taken out.
        if (previous) {
          const { added, removed } = changesOf(previous.type);
          if (!added.delete(previous)) removed.add(previous);
        }
        if (row) changesOf(row.type).added.add(row);
      }
      for (const [entry, { removed, added }] of pending) {
        if (removed.size + added.size > Math.max(REBUILD_ABOVE, entry.rows.size / 4)) {
          entry.byId = null;
          entry.orders.clear();
          continue;
        }
        const update = (rows: Opportunity[], compare: (a: Opportunity, b: Opportunity) => number) => {
          if (removed.size + added.size > PATCH_UP_TO) return mergeSorted(rows, removed, added, compare);
          patchSorted(rows, removed, added, compare);
          return rows;
        };
        if (entry.byId) entry.byId = update(entry.byId, compareIds);
        for (const [by, order] of entry.orders) {
          order.rows = update(order.rows, order.compare);
          order.valued += valuedIn(added, by) - valuedIn(removed, by);
        }
      }
      touched();
    },
    list,
    firstRows,
    view(type, filter, sort, end) {
      const kept = lists.get(listKey(type, filter, sort));
      const first = kept || end > FIRST_ROWS_UP_TO ? null : firstRows(type, filter, sort, end);
      if (first) return first;
      const rows = list(type, filter, sort);
      return { rows, total: rows.length };
    },
    counts() {
      const counts = {} as Record<OpportunityType, number>;
      for (const type of OPPORTUNITY_TYPES) counts[type] = typeRows(type).rows.size;
      return counts;
    },
    rowsOf: (type) => typeRows(type).rows.values(),
    opportunityIdsOf(customerIds) {
      const ids: string[] = [];
      for (const customer of customerIds) for (const id of ofCustomer.get(customer) ?? []) ids.push(id);
      return ids;
    },
    customerCounts() {
      customerCounts ??= countCustomerOpportunities(all.values());
      return customerCounts;
    },
    warmOne(type) {
      const entry = typeRows(type);
      const missing = entry.rows.size > 0 ? warmColumns.get(type)?.find((by) => !entry.orders.has(by)) : undefined;
      if (!missing) return false;
      orderOf(type, missing);
      return true;
    },
  };
}
