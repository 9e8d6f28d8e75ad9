import type { ReactNode } from 'react';

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
  const endClass = (column: VehicleTableColumn<Row>) => (column.end ? 'is-end' : undefined);
  return (
    <section className="vehicle-section" aria-labelledby={id}>
      <h2 id={id} className="vehicle-section-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="vehicle-empty">{empty}</p>
      ) : (
        <table className="vehicle-table" aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={endClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={endClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
