import { NumberInput } from '../NumberInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { FieldError, fieldErrorText } from '../../customer/FieldError.tsx';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

const RATE_TYPES = [
  { value: 'finance', label: 'Finance' },
  { value: 'lease', label: 'Lease' },
] as const;

type RowsTableProps = { form: OpportunitySettingsFormApi; onDelete: (remove: () => void) => void };

/** DEALER RATES (spec 002 §3 Rate): a row per term and type with its rate in percent; ADD RATE, edit in place, delete. */
export function RatesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="rates" mode="array">
      {(list) => (
        <div className="settings-rows">
          <table className="settings-table" aria-label="Dealer rates">
            <thead>
              <tr>
                <th scope="col">TERM (MONTHS)</th>
                <th scope="col">TYPE</th>
                <th scope="col">RATE (%)</th>
                <th scope="col" aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {list.state.value.map((_, index) => (
                <tr key={index}>
                  <td>
                    <form.Field name={`rates[${index}].term`}>{(field) => <NumberInput field={field} label={`Term of rate ${index + 1}`} step="1" />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`rates[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of rate ${index + 1}`} choices={RATE_TYPES} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`rates[${index}].rate`}>{(field) => <NumberInput field={field} label={`Rate ${index + 1}`} />}</form.Field>
                  </td>
                  <td>
                    <button className="button button-small" type="button" onClick={() => onDelete(() => list.removeValue(index))}>
                      DELETE
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <FieldError id="rates-error" message={fieldErrorText(list.state.meta.errors)} />
          <button className="button" type="button" onClick={() => list.pushValue({ term: Number.NaN, type: 'finance', rate: Number.NaN })}>
            ADD RATE
          </button>
        </div>
      )}
    </form.Field>
  );
}
