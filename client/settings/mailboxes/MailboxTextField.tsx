import { useId } from 'react';
import { FieldError, fieldErrorText } from '../../ui/FieldError.tsx';

/** What a text field of the mailbox form reads of its react-form field. */
export type MailboxFieldApi = {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange(value: string): void;
  handleBlur(): void;
};

type MailboxTextFieldProps = {
  field: MailboxFieldApi;
  label: string;
  type?: 'text' | 'email' | 'password';
  inputMode?: 'numeric';
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** A line under the input saying how it is read. */
  hint?: string | undefined;
};

/** A labelled one-line input of the mailbox form with its hint under it and its error beside it. */
export function MailboxTextField({ field, label, type = 'text', inputMode, disabled, required, autoComplete = 'off', placeholder, hint }: MailboxTextFieldProps) {
  const id = useId();
  const message = fieldErrorText(field.state.meta.errors);
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={type}
        name={field.name}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        value={field.state.value}
        aria-invalid={message !== null}
        aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      {hint && (
        <p id={`${id}-hint`} className="mailbox-field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
