type ChoiceFieldProps<Value extends string> = {
  label: string;
  value: Value;
  /** Each choice's value and what the list shows for it. */
  choices: [Value, string][];
  onChange: (value: Value) => void;
};

/** One of a few fixed choices (stock type, sale type, appointment) as a labelled select. */
export function ChoiceField<Value extends string>({ label, value, choices, onChange }: ChoiceFieldProps<Value>) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        value={value}
        onChange={(event) => {
          const picked = choices.find(([choice]) => choice === event.target.value);
          if (picked) onChange(picked[0]);
        }}
      >
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
