import { useId } from 'react';
import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';

/** What a text field of the support form reads of its react-form field. */
export type TextFieldApi = {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange(value: string): void;
  handleBlur(): void;
};

type SupportTextFieldProps = { field: TextFieldApi; label: string; type?: 'text' | 'tel' | 'email'; autoComplete?: string };

/** A labelled one-line input of the support form with its error under it (outside the label, so the label stays its name). */
export function SupportTextField({ field, label, type = 'text', autoComplete }: SupportTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = fieldErrorText(field.state.meta.errors);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        name={field.name}
        autoComplete={autoComplete}
        value={field.state.value}
        aria-invalid={message !== null}
        aria-describedby={errorId}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      <FieldError id={errorId} message={message} />
    </div>
  );
}
