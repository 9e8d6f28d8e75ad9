import { useId } from 'react';
import { FieldError, fieldErrorText } from '../../ui/FieldError.tsx';

/** What a field of the template form reads of its react-form field. */
type FieldApi = {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange(value: never): void;
  handleBlur(): void;
};

type TemplateFieldProps = { field: FieldApi; label: string } & (
  | { kind: 'input' | 'textarea' }
  | { kind: 'select'; choices: readonly string[] }
);

/** A labelled field of the template form (an input, a select starting on "Choose…", or a textarea) with its error under it. */
export function TemplateField(props: TemplateFieldProps) {
  const { field, label } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const message = fieldErrorText(field.state.meta.errors);
  const common = {
    id,
    name: field.name,
    value: field.state.value,
    'aria-invalid': message !== null,
    'aria-describedby': errorId,
    onBlur: field.handleBlur,
  };
  const change = (value: string) => field.handleChange(value as never);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {props.kind === 'select' ? (
        <select {...common} onChange={(event) => change(event.target.value)}>
          <option value="">Choose…</option>
          {props.choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : props.kind === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => change(event.target.value)} />
      )}
      <FieldError id={errorId} message={message} />
    </div>
  );
}
