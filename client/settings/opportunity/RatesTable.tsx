import { NumberInput } from '../NumberInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
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
              cell: (index) => <form.Field name={`rates[${index}].term`}>{(field) => <NumberInput field={field} label={`Term of rate ${index + 1}`} step="1" />}</form.Field>,
            },
            {
              header: 'TYPE',
              cell: (index) => <form.Field name={`rates[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of rate ${index + 1}`} choices={RATE_TYPES} />}</form.Field>,
            },
            {
              header: 'RATE (%)',
              cell: (index) => <form.Field name={`rates[${index}].rate`}>{(field) => <NumberInput field={field} label={`Rate ${index + 1}`} />}</form.Field>,
            },
          ]}
        />
      )}
    </form.Field>
  );
}
