import { useId, type ReactNode } from 'react';
import { phoneDigits, type CustomerForm, type CustomerFormField, type CustomerFormIssue } from '../../domain/customers/customerForm.ts';

const PHONES = [
  ['home', 'Home phone'],
  ['cell', 'Cell phone'],
  ['work', 'Work phone'],
] as const;

type CustomerFormFieldsProps = {
  form: CustomerForm;
  /**
   * The rule a SAVE found broken, while it still is: its fields are marked, its message beside the first (read as
   * the fields' description).
   */
  issue: CustomerFormIssue | null;
  onChange: (field: CustomerFormField, value: string) => void;
};

/** The customer form's text fields (spec 000 §2): names or business name, address, phones, email. */
export function CustomerFormFields({ form, issue, onChange }: CustomerFormFieldsProps) {
  const id = useId();
  const marks = (field: CustomerFormField) => {
    const invalid = issue?.fields.includes(field) ?? false;
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-issue` : undefined };
  };
  const message = (field: CustomerFormField) =>
    issue?.fields[0] === field && (
      <span id={`${id}-issue`} className="field-error">
        {issue.message}
      </span>
    );
  /** A field with its label, and the broken rule's message below it (outside the label: its name stays the label's). */
  const field = (name: CustomerFormField, label: string, input: ReactNode) => (
    <div className="field" key={name}>
      <label className="field-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {input}
      {message(name)}
    </div>
  );
  const input = (name: CustomerFormField, label: string, extra: { type?: string; autoComplete?: string } = {}) =>
    field(
      name,
      label,
      <input
        id={`${id}-${name}`}
        name={name}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete ?? 'off'}
        value={form[name]}
        {...marks(name)}
        onChange={(event) => onChange(name, event.target.value)}
      />,
    );
  return (
    <div className="form-grid">
      {form.type === 'I' ? (
        <>
          {input('first_name', 'First name')}
          {input('last_name', 'Last name')}
        </>
      ) : (
        <div className="span-2">{input('business', 'Business name')}</div>
      )}
      <div className="span-2">{input('address', 'Address')}</div>
      {input('city', 'City')}
      {input('province', 'Province')}
      {input('postal_code', 'Postal code')}
      {input('email', 'Email', { type: 'email' })}
      {PHONES.map(([name, label]) =>
        field(
          name,
          label,
          <input
            id={`${id}-${name}`}
            name={name}
            type="tel"
            inputMode="numeric"
            value={form[name]}
            {...marks(name)}
            onChange={(event) => onChange(name, phoneDigits(event.target.value))}
          />,
        ),
      )}
    </div>
  );
}
