import { useId } from 'react';

type FilterSelectProps = {
  label: string;
  name: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

/** One labelled choice of a filter bar (the label is tied to the select, so its name is the label alone). */
export function FilterSelect({ label, name, value, choices, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
