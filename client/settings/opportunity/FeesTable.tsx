import { FieldError, fieldErrorText } from '../../customer/FieldError.tsx';
import { TextInput } from '../TextInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { NumberInput } from '../NumberInput.tsx';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

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

type RowsTableProps = { form: OpportunitySettingsFormApi; onDelete: (remove: () => void) => void };

/**
 * FEE MANAGEMENT (spec 002 §3 Fee): name, fixed ($) or variable (%), value, added (plus) or taken off (minus), before
 * or after tax; ADD FEE, edit in place, delete.
 */
export function FeesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="fees" mode="array">
      {(list) => (
        <div className="settings-rows">
          <table className="settings-table" aria-label="Fees">
            <thead>
              <tr>
                <th scope="col">NAME</th>
                <th scope="col">TYPE</th>
                <th scope="col">VALUE</th>
                <th scope="col">REBATE</th>
                <th scope="col">TAX</th>
                <th scope="col" aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {list.state.value.map((_, index) => (
                <tr key={index}>
                  <td>
                    <form.Field name={`fees[${index}].name`}>{(field) => <TextInput field={field} label={`Name of fee ${index + 1}`} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`fees[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of fee ${index + 1}`} choices={ROW_TYPES} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`fees[${index}].value`}>{(field) => <NumberInput field={field} label={`Value of fee ${index + 1}`} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`fees[${index}].rebate`}>{(field) => <ChoiceInput field={field} label={`Rebate of fee ${index + 1}`} choices={REBATES} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`fees[${index}].tax`}>{(field) => <ChoiceInput field={field} label={`Tax of fee ${index + 1}`} choices={TAXES} />}</form.Field>
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
          <FieldError id="fees-error" message={fieldErrorText(list.state.meta.errors)} />
          <button className="button" type="button" onClick={() => list.pushValue({ name: '', type: 'fixed', value: Number.NaN, rebate: 0, tax: 0 })}>
            ADD FEE
          </button>
        </div>
      )}
    </form.Field>
  );
}
