import { useMemo, useState } from 'react';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { PagedList } from '../lists/PagedList.tsx';

type MemoryListProps<Row> = {
  label: string;
  className: string;
  rows: readonly Row[];
  columns: VirtualColumn<Row>[];
  emptyText: string;
  rowHref: (row: Row) => string;
};

const noRange = () => undefined;

/**
 * A list of rows already at hand (a vehicle's in-stock matches, the opportunities it could replace), shown as every
 * list is: virtualised, 15 to a page with "from - to of total". The page is kept on screen only; the rows keep the
 * order they come in (no header sorts them).
 */
export function MemoryList<Row>({ label, className, rows, columns, emptyText, rowHref }: MemoryListProps<Row>) {
  const [page, setPage] = useState(1);
  const live = useMemo(() => ({ window: { version: 0, total: rows.length, offset: 0, rows: [...rows] }, showRange: noRange }), [rows]);
  return (
    <PagedList
      label={label}
      className={className}
      columns={columns}
      live={live}
      sort={{ by: '', order: 'desc' }}
      page={page}
      onPageInView={setPage}
      emptyText={emptyText}
      rowHref={rowHref}
    />
  );
}
