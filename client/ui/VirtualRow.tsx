import { memo, type MouseEvent } from 'react';
import { RowLink, RowTip } from './RowLink.tsx';
import type { VirtualColumn } from './VirtualColumn.ts';

export type VirtualRowProps<Row> = {
  /** The row, or undefined while its window has not arrived (an empty line). */
  row: Row | undefined;
  index: number;
  /** The row's top inside the body, in pixels, and its height. */
  top: number;
  height: number;
  columns: VirtualColumn<Row>[];
  gridTemplate: string;
  /** The element id naming the row, for its link. */
  id: string;
  href: string | null;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The row's cut texts shown under it while its link has the keyboard's focus. */
  tip: string | null;
  onTip: (index: number, text: string | null) => void;
};

/**
 * One line of a VirtualTable. Memoised: a table render for another reason (a scroll, the sort mark, a new window
 * around the same rows) leaves the lines whose row and place did not change alone.
 */
function VirtualRowLine<Row>({ row, index, top, height, columns, gridTemplate, id, href, onFollow, tip, onTip }: VirtualRowProps<Row>) {
  return (
    <div
      id={id}
      role="row"
      data-row=""
      aria-rowindex={index + 2}
      className={`virtual-table-row${index % 2 ? ' is-odd' : ''}${row ? '' : ' is-loading'}${href ? ' is-link' : ''}${tip ? ' has-tip' : ''}`}
      style={{ gridTemplateColumns: gridTemplate, height, transform: `translateY(${top}px)` }}
    >
      {columns.map((column, position) => (
        <div key={column.key} role="cell" className={`virtual-table-cell is-${column.align ?? 'start'}`}>
          {href && position === 0 && <RowLink href={href} labelledBy={id} index={index} onFollow={onFollow} onTip={onTip} />}
          {row ? column.render(row) : null}
        </div>
      ))}
      <RowTip tip={tip} />
    </div>
  );
}

export const VirtualRow = memo(VirtualRowLine) as typeof VirtualRowLine;
