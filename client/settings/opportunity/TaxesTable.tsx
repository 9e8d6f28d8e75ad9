import { FieldError, fieldErrorText } from '../../customer/FieldError.tsx';
import { TextInput } from '../TextInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { NumberInput } from '../NumberInput.tsx';
import { ROW_TYPES } from './FeesTable.tsx';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

type RowsTableProps = { form: OpportunitySettingsFormApi; onDelete: (remove: () => void) => void };

/** TAX MANAGEMENT (spec 002 §3 Tax): name, fixed ($) or variable (%, the default), value; ADD TAX, edit in place, delete. */
export function TaxesTable({ form, onDelete }: RowsTableProps) {
  return (
    <form.Field name="taxes" mode="array">
      {(list) => (
        <div className="settings-rows">
          <table className="settings-table" aria-label="Taxes">
            <thead>
              <tr>
                <th scope="col">NAME</th>
                <th scope="col">TYPE</th>
                <th scope="col">VALUE</th>
                <th scope="col" aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {list.state.value.map((_, index) => (
                <tr key={index}>
                  <td>
                    <form.Field name={`taxes[${index}].name`}>{(field) => <TextInput field={field} label={`Name of tax ${index + 1}`} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`taxes[${index}].type`}>{(field) => <ChoiceInput field={field} label={`Type of tax ${index + 1}`} choices={ROW_TYPES} />}</form.Field>
                  </td>
                  <td>
                    <form.Field name={`taxes[${index}].value`}>{(field) => <NumberInput field={field} label={`Value of tax ${index + 1}`} />}</form.Field>
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
          <FieldError id="taxes-error" message={fieldErrorText(list.state.meta.errors)} />
          <button className="button" type="button" onClick={() => list.pushValue({ name: '', type: 'variable', value: Number.NaN })}>
            ADD TAX
          </button>
        </div>
      )}
    </form.Field>
  );
}
