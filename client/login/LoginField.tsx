import type { InputHTMLAttributes } from 'react';

type LoginFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'required'>;

/** One labelled input of the sign-in and reset forms. */
export function LoginField({ label, name, value, onChange, ...input }: LoginFieldProps) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input name={name} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}
