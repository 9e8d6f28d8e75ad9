import type { ReactNode } from 'react';

/** A column of a small table: its header, its cell, and its classes (is-end for numbers, is-wide-only, is-nowrap). */
export type DataColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** On the header and the cells. */
  className?: string;
  /** On the cells only. */
  cellClassName?: string;
  /** The header cell shows nothing; the header names it for screen readers (a status marker's column). */
  headerHidden?: boolean;
};

type DataTableProps<Row> = {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string | undefined;
  className: string;
  /** The table's accessible name, or the id of the heading that gives it. */
  label?: string;
  labelledBy?: string;
};

const classes = (...names: (string | undefined)[]): string | undefined => names.filter(Boolean).join(' ') || undefined;

/**
 * A small table of rows that all fit on the page (activities, users, a vehicle's features, the dashboard's
 * appointments): the header row, then a row per item. Each cell carries its header as data-label, which the
 * phone layout shows beside the value when the cells stack.
 */
export function DataTable<Row>({ columns, rows, rowKey, rowClassName, className, label, labelledBy }: DataTableProps<Row>) {
  return (
    <table className={className} aria-label={label} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {columns.map((column) =>
            column.headerHidden ? (
              <th key={column.header} scope="col" className={column.className} aria-label={column.header} />
            ) : (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {columns.map((column) => (
              <td key={column.header} className={classes(column.className, column.cellClassName)} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
