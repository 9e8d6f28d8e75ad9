import { FieldBox, useControl, useFieldContext, type FieldProps } from './formField.tsx';

/** A choice of a select: the value kept, the text shown, and whether it may be chosen (shown only, when not). */
export type Choice<T extends string | number | null> = { value: T; label: string; disabled?: boolean };

/** A choice's value as its option's: null is the empty option ("Select ..."). */
const optionValue = (value: string | number | null) => (value === null ? '' : String(value));

/** A choice among options. */
export function SelectField<T extends string | number | null>({ choices, ...props }: FieldProps & { choices: readonly Choice<T>[] }) {
  const { field, id, message, control } = useControl<T>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <select
        {...control}
        required={props.required}
        value={optionValue(field.state.value)}
        onChange={(event) => {
          const choice = choices.find((option) => optionValue(option.value) === event.target.value);
          if (choice) field.handleChange(choice.value);
        }}
      >
        {choices.map((choice) => (
          <option key={optionValue(choice.value)} value={optionValue(choice.value)} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}

type CheckboxFieldProps = {
  label: string;
  /** Lays the label out among its neighbours. */
  className: string;
  /** Why the box cannot be ticked yet, after the label in a muted tone ("(needs a phone)"). */
  note?: string | undefined;
  disabled?: boolean;
  /** A switch: the role switch and a sliding track. */
  toggle?: boolean;
};

/** A checkbox inside its label, over a flag kept as a boolean or as the records' 1 and 0. */
export function CheckboxField({ label, className, note, disabled, toggle }: CheckboxFieldProps) {
  const field = useFieldContext<boolean | 0 | 1>();
  const flag = field.state.value;
  return (
    <label className={className}>
      <input
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        name={field.name}
        disabled={disabled}
        checked={flag === true || flag === 1}
        onChange={(event) => field.handleChange(typeof flag === 'number' ? (event.target.checked ? 1 : 0) : event.target.checked)}
      />
      {toggle && <span className="toggle-track" aria-hidden="true" />}
      {label}
      {note && (
        <>
          {' '}
          <span className="muted">{note}</span>
        </>
      )}
    </label>
  );
}

type RadioFieldProps<T extends string | number> = {
  /** The group's name, said before each of its choices. */
  legend: string;
  /** Lays the group out among its neighbours. */
  className: string;
  /** Lays each choice's label out. */
  choiceClassName: string;
  choices: readonly Choice<T>[];
  disabled?: boolean;
};

/** A choice among a few options shown at once: a fieldset of radios named by its legend. */
export function RadioField<T extends string | number>({ legend, className, choiceClassName, choices, disabled }: RadioFieldProps<T>) {
  const field = useFieldContext<T>();
  return (
    <fieldset className={className} disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choiceClassName}>
          <input
            type="radio"
            name={field.name}
            value={choice.value}
            checked={field.state.value === choice.value}
            disabled={choice.disabled}
            onChange={() => field.handleChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
