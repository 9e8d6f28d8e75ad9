import { phoneDigits, type CustomerForm } from '../../domain/customers/customerForm.ts';

type TextField = Exclude<keyof CustomerForm, 'type' | 'country' | 'can_call' | 'can_mail' | 'can_email'>;

const PHONES = [
  ['home', 'Home phone'],
  ['cell', 'Cell phone'],
  ['work', 'Work phone'],
] as const;

/** The customer form's text fields (spec 000 §2): names or business name, address, phones, email. */
export function CustomerFormFields({ form, onChange }: { form: CustomerForm; onChange: (field: TextField, value: string) => void }) {
  const input = (field: TextField, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        name={field}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete ?? 'off'}
        value={form[field]}
        onChange={(event) => onChange(field, event.target.value)}
      />
    </label>
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
      {PHONES.map(([field, label]) => (
        <label className="field" key={field}>
          <span className="field-label">{label}</span>
          <input
            name={field}
            type="tel"
            inputMode="numeric"
            value={form[field]}
            onChange={(event) => onChange(field, phoneDigits(event.target.value))}
          />
        </label>
      ))}
    </div>
  );
}
