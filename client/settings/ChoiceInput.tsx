import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';

type ChoiceInputProps<T extends string | number> = {
  field: { name: string; state: { value: T; meta: { errors: readonly unknown[] } }; handleChange(value: NoInfer<T>): void; handleBlur(): void };
  label: string;
  choices: readonly { value: NoInfer<T>; label: string }[];
  showLabel?: boolean;
};

/** A select over fixed choices with its error under it; a table cell names it by aria-label, a form row by its label. */
export function ChoiceInput<T extends string | number>({ field, label, choices, showLabel = false }: ChoiceInputProps<T>) {
  const message = fieldErrorText(field.state.meta.errors);
  const id = `settings-${field.name}`;
  return (
    <div className="field">
      {showLabel && (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      )}
      <select
        id={id}
        name={field.name}
        aria-label={showLabel ? undefined : label}
        value={String(field.state.value)}
        aria-invalid={message !== null}
        aria-describedby={`${id}-error`}
        onChange={(event) => {
          const choice = choices.find((option) => String(option.value) === event.target.value);
          if (choice) field.handleChange(choice.value);
        }}
        onBlur={field.handleBlur}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
