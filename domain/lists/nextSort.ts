/**
 * The sort after a click on a column header, on every list of the product (spec 000 §2, 001 §2.2, 003): a click
 * sorts descending; a click on the same column while descending sorts ascending; an ascending column starts again
 * descending.
 */
export function nextSort<Column extends string>(
  current: { by: Column; order: 'asc' | 'desc' },
  column: Column,
): { by: Column; order: 'asc' | 'desc' } {
  return current.by === column && current.order === 'desc' ? { by: column, order: 'asc' } : { by: column, order: 'desc' };
}
