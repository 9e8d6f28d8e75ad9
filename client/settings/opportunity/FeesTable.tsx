import { TextInput } from '../TextInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { NumberInput } from '../NumberInput.tsx';
import { EditableRowsTable, type RowsTableProps } from './EditableRowsTable.tsx';

export const ROW_TYPES = [
  { value: 'fixed', label: 'Fixed ($)' },
  { value: 'variable', label: 'Variable (%)' },
] as const;
const REBATES = [
  { value: 0, label: 'Plus' },
  { value: 1, label: 'Minus' },
] as const;
const TAXES = [
  { value: 0, label: 'Pre-tax' },
  { value: 1, label: 'Post-tax' },
] as const;

/**
 * FEE MANAGEMENT (spec 002 §3 Fee): name, fixed ($) or variable (%), value, added (plus) or taken off (minus), before
 * or after tax; ADD FEE, edit in place, delete.
 */
export function FeesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="fees" mode="array">
      {(list) => (
        <EditableRowsTable
          list={list}
          label="Fees"
          addLabel="ADD FEE"
          onAdd={() => list.pushValue({ name: '', type: 'fixed', value: Number.NaN, rebate: 0, tax: 0 })}
          onDelete={onDelete}
          columns={[
            { header: 'NAME', cell: (index) => <form.Field name={`fees[${index}].name`}>{(field) => <TextInput field={field} label={`Name of fee ${index + 1}`} />}</form.Field> },
            {
              header: 'TYPE',
              cell: (index) => <form.Field name={`fees[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of fee ${index + 1}`} choices={ROW_TYPES} />}</form.Field>,
            },
            { header: 'VALUE', cell: (index) => <form.Field name={`fees[${index}].value`}>{(field) => <NumberInput field={field} label={`Value of fee ${index + 1}`} />}</form.Field> },
            {
              header: 'REBATE',
              cell: (index) => <form.Field name={`fees[${index}].rebate`}>{(field) => <ChoiceInput field={field} label={`Rebate of fee ${index + 1}`} choices={REBATES} />}</form.Field>,
            },
            { header: 'TAX', cell: (index) => <form.Field name={`fees[${index}].tax`}>{(field) => <ChoiceInput field={field} label={`Tax of fee ${index + 1}`} choices={TAXES} />}</form.Field> },
          ]}
        />
      )}
    </form.Field>
  );
}
