import type { ServiceHistoryRecord } from './serviceHistoryRecord.ts';
import { serviceDay } from './serviceHistoryRecord.ts';

/** The sortable columns of a service history (spec 001 §2.7 Service tab), in the screen's order. */
export const SERVICE_SORTS = ['date', 'ro', 'vehicle', 'mileage', 'parts', 'labour', 'warranty', 'customer', 'total'] as const;
export type ServiceSortColumn = (typeof SERVICE_SORTS)[number];
export type ServiceSort = { by: ServiceSortColumn; order: 'asc' | 'desc' };

/** Newest first: how the server answers and the screen opens. */
export const DEFAULT_SERVICE_SORT: ServiceSort = { by: 'date', order: 'desc' };

type Sortable = Pick<
  ServiceHistoryRecord,
  'id' | 'ro' | 'vehicle_name' | 'opened_at' | 'completed_at' | 'mileage' | 'total_parts' | 'total_labour' | 'total_warranty' | 'total_customer' | 'total'
>;

function sortKey(record: Sortable, by: ServiceSortColumn): string | number | null {
  switch (by) {
    case 'date':
      return serviceDay(record);
    case 'ro':
      return record.ro;
    case 'vehicle':
      return record.vehicle_name || null;
    case 'mileage':
      return record.mileage;
    case 'parts':
      return record.total_parts;
    case 'labour':
      return record.total_labour;
    case 'warranty':
      return record.total_warranty;
    case 'customer':
      return record.total_customer;
    case 'total':
      return record.total;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Orders repair orders by a column: RO numbers and vehicles as text with numbers in numeric order, the date by its
 * day, amounts and mileage as numbers. Ties by the opening time, then id, in the sort's direction; an order without
 * the value (no mileage, no vehicle on file) comes last both ways.
 */
export function compareServiceRecords(sort: ServiceSort): (a: Sortable, b: Sortable) => number {
  const direction = sort.order === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = sortKey(a, sort.by);
    const right = sortKey(b, sort.by);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compareKeys(left, right);
      if (order !== 0) return order * direction;
    }
    const tie = a.opened_at.localeCompare(b.opened_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    return tie * direction;
  };
}

export function isServiceSortColumn(value: string): value is ServiceSortColumn {
  return (SERVICE_SORTS as readonly string[]).includes(value);
}
