import { EditableRowsTable, type RowsTableProps } from './EditableRowsTable.tsx';

const RATE_TYPES = [
  { value: 'finance', label: 'Finance' },
  { value: 'lease', label: 'Lease' },
] as const;

/** DEALER RATES (spec 002 §3 Rate): a row per term and type with its rate in percent; ADD RATE, edit in place, delete. */
export function RatesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="rates" mode="array">
      {(list) => (
        <EditableRowsTable
          list={list}
          label="Dealer rates"
          addLabel="ADD RATE"
          onAdd={() => list.pushValue({ term: Number.NaN, type: 'finance', rate: Number.NaN })}
          onDelete={onDelete}
          columns={[
            {
              header: 'TERM (MONTHS)',
              cell: (index) => <form.AppField name={`rates[${index}].term`}>{(field) => <field.NumberField label={`Term of rate ${index + 1}`} step="1" labelHidden />}</form.AppField>,
            },
            {
              header: 'TYPE',
              cell: (index) => <form.AppField name={`rates[${index}].type`}>{(field) => <field.SelectField label={`Type of rate ${index + 1}`} choices={RATE_TYPES} labelHidden />}</form.AppField>,
            },
            {
              header: 'RATE (%)',
              cell: (index) => <form.AppField name={`rates[${index}].rate`}>{(field) => <field.NumberField label={`Rate ${index + 1}`} labelHidden />}</form.AppField>,
            },
          ]}
        />
      )}
    </form.Field>
  );
}
