import type { ListDescriptor } from '../lists/listDescriptor.ts';
import { queryNumber, queryPage } from '../lists/queryNumber.ts';
import { NO_INVENTORY } from './inventoryColumns.ts';
import { EMPTY_INVENTORY_FILTER, type InventoryFilter } from './inventoryFilter.ts';
import { DEFAULT_INVENTORY_SORT, isInventorySortColumn, type InventorySort } from './inventorySort.ts';
import type { InventoryType } from './inventoryType.ts';

/** An inventory list as its query string keeps it (spec 001 §2.6 and §7), so a link reproduces the view. */
export type InventoryListUrl = { page: number; sort: InventorySort; filter: InventoryFilter };

const FILTER_KEYS = Object.keys(EMPTY_INVENTORY_FILTER) as (keyof InventoryFilter)[];

function textOf(query: URLSearchParams, name: string): string | null {
  const text = query.get(name)?.trim() ?? '';
  return text === '' ? null : text;
}

/**
 * Reads page, order_by, order, year, make, model, age_min, age_max, price_min and price_max; unknown or malformed
 * values fall back to their defaults (the server's endpoint refuses them before reading), a missing page to 1.
 */
export function readInventoryListUrl(query: URLSearchParams): InventoryListUrl {
  const orderBy = query.get('order_by');
  const year = queryNumber(query, 'year');
  return {
    page: queryPage(query),
    sort: isInventorySortColumn(orderBy) ? { by: orderBy, order: query.get('order') === 'asc' ? 'asc' : 'desc' } : DEFAULT_INVENTORY_SORT,
    filter: {
      year: year !== null && Number.isInteger(year) ? year : null,
      make: textOf(query, 'make'),
      model: textOf(query, 'model'),
      age_min: queryNumber(query, 'age_min'),
      age_max: queryNumber(query, 'age_max'),
      price_min: queryNumber(query, 'price_min'),
      price_max: queryNumber(query, 'price_max'),
    },
  };
}

/** Writes a view back as a query string: page, order_by and order, then the filters that are set, in a stable order. */
export function writeInventoryListUrl(view: InventoryListUrl): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(view.page));
  query.set('order_by', view.sort.by);
  query.set('order', view.sort.order);
  for (const key of FILTER_KEYS) {
    const value = view.filter[key];
    if (value !== null) query.set(key, String(value));
  }
  return query;
}

/**
 * The inventory list of a vehicle type (spec 001 §2.6): newest stock first, every column sorts, RESET keeps the
 * order and clears the filters, EXPORT CSV is GET /vehicles of the type.
 */
export function inventoryTypeList(type: InventoryType): ListDescriptor<InventoryListUrl> {
  return {
    label: 'Inventory',
    path: `/inventory/${type}`,
    read: readInventoryListUrl,
    write: writeInventoryListUrl,
    order: DEFAULT_INVENTORY_SORT,
    sortable: isInventorySortColumn,
    emptyText: NO_INVENTORY,
    shareTitle: 'SHARE INVENTORY',
    exportPath: '/vehicles',
    shared: (url) => url,
    exportParams: { type },
    reset: (url) => ({ ...url, filter: EMPTY_INVENTORY_FILTER, page: 1 }),
  };
}
