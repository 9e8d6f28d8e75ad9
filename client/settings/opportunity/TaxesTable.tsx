import { TextInput } from '../TextInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { NumberInput } from '../NumberInput.tsx';
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
            { header: 'NAME', cell: (index) => <form.Field name={`taxes[${index}].name`}>{(field) => <TextInput field={field} label={`Name of tax ${index + 1}`} />}</form.Field> },
            {
              header: 'TYPE',
              cell: (index) => <form.Field name={`taxes[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of tax ${index + 1}`} choices={ROW_TYPES} />}</form.Field>,
            },
            { header: 'VALUE', cell: (index) => <form.Field name={`taxes[${index}].value`}>{(field) => <NumberInput field={field} label={`Value of tax ${index + 1}`} />}</form.Field> },
          ]}
        />
      )}
    </form.Field>
  );
}
