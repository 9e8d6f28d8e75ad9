import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useMediaQuery } from './useMediaQuery.ts';
import { PHONE_WIDTH } from '../shell/phoneWidth.ts';
import { CARD_GAP, cardLayout } from './cardLayout.ts';
import { SortPicker } from './SortPicker.tsx';
import { VirtualCard } from './VirtualCard.tsx';
import type { VirtualColumn } from './VirtualColumn.ts';
import { VirtualRow } from './VirtualRow.tsx';
import './cards.css';

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
 * put, and the caller feeds rows from a window it keeps loaded around the range it is told about. On a phone
 * the same rows are cards of one height (VirtualCard), the headers a sort picker above them: nothing is wider
 * than the screen, and paging, links and the loaded window work as on the table.
 */
export function VirtualTable<Row>(props: VirtualTableProps<Row>) {
  const { columns, rowCount, rowAt, sort, onSort, onRangeChange, scrollRequest, emptyText, rowHref } = props;
  const rowIds = useId();
  const [, navigate] = useLocation();
  const cards = useMediaQuery(PHONE_WIDTH);
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
  const [tip, setTip] = useState<{ index: number; text: string } | null>(null);
  const showTip = useCallback(
    (index: number, text: string | null) => setTip((current) => (text ? { index, text } : current?.index === index ? null : current)),
    [],
  );
  const layout = useMemo(() => cardLayout(columns, sort?.by), [columns, sort?.by]);
  const rowHeight = props.rowHeight ?? 34;
  // A card's pitch is its height and the gap; the table's header (none above cards) lies over the first rows.
  const pitch = cards ? layout.height + CARD_GAP : rowHeight;
  const head = cards ? 0 : rowHeight;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => pitch,
    overscan: 10,
    // The sticky header sits above the rows inside the same scroll element.
    scrollMargin: head,
    scrollPaddingStart: head,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, pitch]);
  const items = virtualizer.getVirtualItems();
  // Rows in view: those not hidden under the sticky header, the bottom one counted when partly shown.
  const offset = virtualizer.scrollOffset ?? 0;
  const height = virtualizer.scrollRect?.height ?? 0;
  const first = Math.min(Math.floor(offset / pitch), Math.max(rowCount - 1, 0));
  const last = Math.min(Math.ceil((offset + height - head) / pitch) - 1, rowCount - 1);

  useEffect(() => {
    if (rowCount > 0 && last >= first) onRangeChange(first, last);
  }, [first, last, rowCount, onRangeChange]);

  useEffect(() => {
    if (scrollRequest) virtualizer.scrollToIndex(scrollRequest.index, { align: 'start' });
  }, [scrollRequest, virtualizer]);

  const gridTemplate = columns.map((column) => column.width).join(' ');
  // The whole list's height, for screens that show a short page whole (the dashboard's tabs).
  const size = { '--virtual-table-content': `${head + rowCount * pitch}px` } as CSSProperties;
  const body = (rowProps: { role?: string; 'aria-label'?: string }) => (
    <div className="virtual-table-body" style={{ height: virtualizer.getTotalSize() }} {...rowProps}>
      {items.map((item) => {
        const row = rowAt(item.index);
        const shared = {
          row,
          index: item.index,
          id: `${rowIds}-${item.index}`,
          href: row && rowHref ? rowHref(row) : null,
          onFollow: follow,
          tip: tip?.index === item.index ? tip.text : null,
          onTip: showTip,
        };
        // Keyed by place, not by row: a sort or filter fills the same lines with other rows (their text
        // changes), which paints faster than replacing the lines.
        return cards ? (
          <VirtualCard<Row> key={item.index} {...shared} count={rowCount} top={item.start} height={layout.height} layout={layout} />
        ) : (
          <VirtualRow<Row> key={item.index} {...shared} top={item.start - head} height={item.size} columns={columns} gridTemplate={gridTemplate} />
        );
      })}
    </div>
  );
  const empty = <p className="virtual-table-empty">{emptyText}</p>;

  if (cards) {
    return (
      <>
        {onSort && <SortPicker columns={columns} sort={sort} onSort={onSort} />}
        <div className="virtual-table is-cards" style={size}>
          <div className="virtual-table-scroll" ref={scroller}>
            {rowCount === 0 ? empty : body({ role: 'list', 'aria-label': props.label })}
          </div>
        </div>
      </>
    );
  }
  return (
    <div className="virtual-table" role="table" aria-label={props.label} aria-rowcount={rowCount + 1} style={size}>
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
          {rowCount === 0 ? empty : body({})}
        </div>
      </div>
    </div>
  );
}
