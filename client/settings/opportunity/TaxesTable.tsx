import { ROW_TYPES } from './FeesTable.tsx';
import { EditableRowsTable, type RowsTableProps } from './EditableRowsTable.tsx';

/** TAX MANAGEMENT (spec 002 §3 Tax): name, fixed ($) or variable (%, the default), value; ADD TAX, edit in place, delete. */
export function TaxesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="taxes" mode="array">
      {(list) => (
        <EditableRowsTable
          list={list}
          label="Taxes"
          addLabel="ADD TAX"
          onAdd={() => list.pushValue({ name: '', type: 'variable', value: Number.NaN })}
          onDelete={onDelete}
          columns={[
            { header: 'NAME', cell: (index) => <form.AppField name={`taxes[${index}].name`}>{(field) => <field.TextField label={`Name of tax ${index + 1}`} labelHidden />}</form.AppField> },
            {
              header: 'TYPE',
              cell: (index) => <form.AppField name={`taxes[${index}].type`}>{(field) => <field.SelectField label={`Type of tax ${index + 1}`} choices={ROW_TYPES} labelHidden />}</form.AppField>,
            },
            { header: 'VALUE', cell: (index) => <form.AppField name={`taxes[${index}].value`}>{(field) => <field.NumberField label={`Value of tax ${index + 1}`} labelHidden />}</form.AppField> },
          ]}
        />
      )}
    </form.Field>
  );
}
