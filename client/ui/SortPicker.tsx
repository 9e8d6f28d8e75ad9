import { useId } from 'react';
import type { VirtualColumn } from './VirtualColumn.ts';

/** What the picker reads of a column: its key, its header and whether it sorts. */
type SortableColumn = Pick<VirtualColumn<unknown>, 'key' | 'header' | 'sortable'>;

type SortPickerProps = {
  columns: readonly SortableColumn[];
  sort: { by: string; order: 'asc' | 'desc' } | undefined;
  /** What a click on a column's header does: a new column sorts descending, the sorted one turns round. */
  onSort: (key: string) => void;
};

/**
 * The sort headers of a list shown as cards (a phone; VirtualTable, the service history): the sortable columns in a select, and a button turning the
 * order round. Both call onSort as a header click would, so every list keeps its one sort rule (nextSort).
 */
export function SortPicker({ columns, sort, onSort }: SortPickerProps) {
  const id = useId();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const sorted = sortable.find((column) => column.key === sort?.by);
  const order = sort?.order === 'asc' ? 'Ascending' : 'Descending';
  return (
    <div className="sort-picker">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={sorted?.key ?? ''} onChange={(event) => onSort(event.target.value)}>
        {!sorted && <option value="">-</option>}
        {sortable.map((column) => (
          <option key={column.key} value={column.key}>
            {column.header}
          </option>
        ))}
      </select>
      {sorted && (
        <button type="button" className="button sort-order" onClick={() => onSort(sorted.key)}>
          {order}
          <span className={`sort-mark is-${sort?.order ?? 'desc'}`} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
