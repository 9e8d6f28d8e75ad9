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
            { header: 'NAME', cell: (index) => <form.AppField name={`fees[${index}].name`}>{(field) => <field.TextField label={`Name of fee ${index + 1}`} labelHidden />}</form.AppField> },
            {
              header: 'TYPE',
              cell: (index) => <form.AppField name={`fees[${index}].type`}>{(field) => <field.SelectField label={`Type of fee ${index + 1}`} choices={ROW_TYPES} labelHidden />}</form.AppField>,
            },
            { header: 'VALUE', cell: (index) => <form.AppField name={`fees[${index}].value`}>{(field) => <field.NumberField label={`Value of fee ${index + 1}`} labelHidden />}</form.AppField> },
            {
              header: 'REBATE',
              cell: (index) => <form.AppField name={`fees[${index}].rebate`}>{(field) => <field.SelectField label={`Rebate of fee ${index + 1}`} choices={REBATES} labelHidden />}</form.AppField>,
            },
            { header: 'TAX', cell: (index) => <form.AppField name={`fees[${index}].tax`}>{(field) => <field.SelectField label={`Tax of fee ${index + 1}`} choices={TAXES} labelHidden />}</form.AppField> },
          ]}
        />
      )}
    </form.Field>
  );
}
