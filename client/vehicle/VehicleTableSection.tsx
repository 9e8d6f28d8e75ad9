import type { ReactNode } from 'react';
import { DataTable } from '../ui/DataTable.tsx';

/** A column of a vehicle page table: its header, its cell, and whether it is aligned to the end (numbers). */
export type VehicleTableColumn<Row> = { header: string; end?: boolean; cell: (row: Row) => ReactNode };

type VehicleTableSectionProps<Row> = {
  /** The id of the section's title, which names the section and its table. */
  id: string;
  title: string;
  /** The spec's text when there are no rows. */
  empty: string;
  columns: VehicleTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/** A titled section of the vehicle page holding a table of rows, or its empty text when there are none. */
export function VehicleTableSection<Row>({ id, title, empty, columns, rows, rowKey }: VehicleTableSectionProps<Row>) {
  return (
    <section className="vehicle-section" aria-labelledby={id}>
      <h2 id={id} className="vehicle-section-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="vehicle-empty">{empty}</p>
      ) : (
        <DataTable
          className="vehicle-table"
          labelledBy={id}
          columns={columns.map((column) => ({ header: column.header, cell: column.cell, className: column.end ? 'is-end' : undefined }))}
          rows={rows}
          rowKey={rowKey}
        />
      )}
    </section>
  );
}
