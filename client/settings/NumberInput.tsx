import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';

/** What a number input reads of its react-form field: NaN while empty, so the rule's message says what is wanted. */
export type NumberFieldApi = {
  name: string;
  state: { value: number; meta: { errors: readonly unknown[] } };
  handleChange(value: number): void;
  handleBlur(): void;
};

type NumberInputProps = { field: NumberFieldApi; label: string; step?: string; showLabel?: boolean };

/** A number input with its error under it; a table cell names it by aria-label, a form row by its label. */
export function NumberInput({ field, label, step = 'any', showLabel = false }: NumberInputProps) {
  const id = `settings-${field.name}`;
  const message = fieldErrorText(field.state.meta.errors);
  return (
    <div className="field">
      {showLabel && (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      )}
      <input
        id={id}
        type="number"
        name={field.name}
        step={step}
        aria-label={showLabel ? undefined : label}
        value={Number.isNaN(field.state.value) ? '' : field.state.value}
        aria-invalid={message !== null}
        aria-describedby={`${id}-error`}
        onChange={(event) => field.handleChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        onBlur={field.handleBlur}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
