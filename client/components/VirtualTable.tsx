import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { VirtualColumn } from './VirtualColumn.ts';
import { VirtualRow } from './VirtualRow.tsx';

export type VirtualTableProps<Row> = {
  label: string;
  columns: VirtualColumn<Row>[];
  /** Rows in the whole result; rows not yet in the loaded window render as empty lines. */
  rowCount: number;
  rowAt: (index: number) => Row | undefined;
  sort?: { by: string; order: 'asc' | 'desc' };
  onSort?: (key: string) => void;
  /** The rows in view (from 0, without overscan), after every scroll or resize that changes them. */
  onRangeChange: (first: number, last: number) => void;
  /** Brings a row to the top whenever a new request object is given. */
  scrollRequest?: { index: number } | null;
  emptyText: string;
  rowHeight?: number;
  /**
   * Where a row leads: the row then holds a real link over its whole width (named by the row's text), so a click
   * opens it in place, a middle or ctrl-click in a new tab, Enter follows it and the address can be copied.
   */
  rowHref?: (row: Row) => string;
};

/**
 * A table over a result of any size: only the rows in view (plus overscan) are in the DOM, the header stays
 * put, and the caller feeds rows from a window it keeps loaded around the range it is told about.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { columns, rowCount, rowAt, sort, onSort, onRangeChange, scrollRequest, emptyText, rowHref } = props;
  const rowIds = useId();
  const [, navigate] = useLocation();
  // One handler for every row link (a Link per row would subscribe each row to the location): a plain click
  // navigates in place; a middle, ctrl, meta or shift click is left to the browser (a new tab or window).
  const follow = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(event.currentTarget.getAttribute('href') ?? '/');
    },
    [navigate],
  );
  const rowHeight = props.rowHeight ?? 34;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // The sticky header sits above the rows inside the same scroll element.
    scrollMargin: rowHeight,
    scrollPaddingStart: rowHeight,
  });
  const items = virtualizer.getVirtualItems();
  // Rows in view: those not hidden under the sticky header, the bottom one counted when partly shown.
  const offset = virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  const first = Math.min(Math.floor(offset / rowHeight), Math.max(rowCount - 1, 0));
  const last = Math.min(Math.ceil((offset + height) / rowHeight) - 2, rowCount - 1);

  useEffect(() => {
    if (rowCount > 0 && last >= first) onRangeChange(first, last);
  }, [first, last, rowCount, onRangeChange]);

  useEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.index, { align: 'start' });
  }, [scrollRequest, virtualizer]);

  const gridTemplate = columns.map((column) => column.width).join(' ');
  return (
    <div className="virtual-table" role="table" aria-label={props.label} aria-rowcount={rowCount + 1}>
      <div className="virtual-table-scroll" ref={scroller}>
        <div className="virtual-table-inner">
        <div className="virtual-table-head" role="row" style={{ gridTemplateColumns: gridTemplate, height: rowHeight }}>
          {columns.map((column) => {
            const sorted = sort?.by === column.key ? sort.order : undefined;
            return (
              <div
                key={column.key}
                role="columnheader"
                className={`virtual-table-cell is-${column.align ?? 'start'}`}
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              >
                {column.sortable && onSort ? (
                  <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                    {column.header}
                    <span className={`sort-mark is-${sorted ?? 'none'}`} aria-hidden="true" />
                  </button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
        </div>
        {rowCount === 0 ? (
          <p className="virtual-table-empty">{emptyText}</p>
        ) : (
          <div className="virtual-table-body" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rowAt(item.index);
              return (
                <VirtualRow<Row>
                  // Keyed by place, not by row: a sort or filter fills the same lines with other rows (their
                  // text changes), which paints faster than replacing the lines.
                  key={item.index}
                  row={row}
                  index={item.index}
                  top={item.start - rowHeight}
                  height={item.size}
                  columns={columns}
                  gridTemplate={gridTemplate}
                  id={`${rowIds}-${item.index}`}
                  href={row && rowHref ? rowHref(row) : null}
                  onFollow={follow}
                />
              );
            })}
          </div>
        )}
        </div>
      </div>
    </div>
  );
}
