import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';

type TextInputProps = {
  field: { name: string; state: { value: string; meta: { errors: readonly unknown[] } }; handleChange(value: string): void; handleBlur(): void };
  label: string;
  type?: 'text' | 'tel' | 'url';
  /** A form row shows its label; a table cell is named by aria-label (its column says what it is). */
  showLabel?: boolean;
};

/** A one-line text input of the settings forms with its error under it. */
export function TextInput({ field, label, type = 'text', showLabel = false }: TextInputProps) {
  const message = fieldErrorText(field.state.meta.errors);
  const id = `settings-${field.name}`;
  return (
    <div className="field">
      {showLabel && (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      )}
      <input
        id={id}
        type={type}
        name={field.name}
        aria-label={showLabel ? undefined : label}
        value={field.state.value}
        aria-invalid={message !== null}
        aria-describedby={`${id}-error`}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
