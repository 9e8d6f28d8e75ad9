import type { ReactNode } from 'react';
import { FieldError, fieldErrorText } from '../../ui/FieldError.tsx';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

/** What the opportunity settings form gives each rows table: the form, and the ask before a row goes. */
export type RowsTableProps = { form: OpportunitySettingsFormApi; onDelete: (remove: () => void) => void };

/** A column of rows: its header, and the cell (an input of that row's field) for the row at an index. */
export type RowsColumn = { header: string; cell: (index: number) => ReactNode };

type EditableRowsTableProps = {
  /** The form's array field (rates, fees, taxes): its rows, its error, and removing a row. */
  list: { name: string; state: { value: readonly unknown[]; meta: { errors: readonly unknown[] } }; removeValue(index: number): void };
  /** The table's accessible name. */
  label: string;
  columns: readonly RowsColumn[];
  /** The ADD button's text, and what it does (push the list's blank row). */
  addLabel: string;
  onAdd: () => void;
  onDelete: RowsTableProps['onDelete'];
};

/**
 * An editable table of the opportunity settings screen (spec 002 §3): a header row, a row of inputs per item with its
 * DELETE (asked first through onDelete), the list's own error under it, and the button that adds a row.
 */
export function EditableRowsTable({ list, label, columns, addLabel, onAdd, onDelete }: EditableRowsTableProps) {
  return (
    <div className="settings-rows">
      <table className="settings-table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col" aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {list.state.value.map((_, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(index)}</td>
              ))}
              <td>
                <button className="button button-small" type="button" onClick={() => onDelete(() => list.removeValue(index))}>
                  DELETE
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError id={`${list.name}-error`} message={fieldErrorText(list.state.meta.errors)} />
      <button className="button" type="button" onClick={onAdd}>
        {addLabel}
      </button>
    </div>
  );
}
