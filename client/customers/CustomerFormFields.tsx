import type { CustomerStatus } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FORM, phoneDigits, type CustomerForm, type CustomerFormField } from '../../domain/customers/customerForm.ts';
import { withForm } from '../ui/form.tsx';

/** The customer form's values: the form and the customer's status (its select shows when editing a customer). */
export type CustomerFormValues = CustomerForm & { status: CustomerStatus };

type TextInput = { name: CustomerFormField; label: string; type?: 'email' | 'tel'; span?: boolean };

const PERSON: TextInput[] = [
  { name: 'first_name', label: 'First name' },
  { name: 'last_name', label: 'Last name' },
];
const BUSINESS: TextInput[] = [{ name: 'business', label: 'Business name', span: true }];
const PLACE_AND_CONTACTS: TextInput[] = [
  { name: 'address', label: 'Address', span: true },
  { name: 'city', label: 'City' },
  { name: 'province', label: 'Province' },
  { name: 'postal_code', label: 'Postal code' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'home', label: 'Home phone', type: 'tel' },
  { name: 'cell', label: 'Cell phone', type: 'tel' },
  { name: 'work', label: 'Work phone', type: 'tel' },
];

/**
 * The customer form's text fields (spec 000 §2): names or business name, address, phones (digits only), email. A
 * rule a SAVE found broken marks its fields while it still is, its message beside the first (CustomerFormFlow).
 */
export const CustomerFormFields = withForm({
  defaultValues: { ...EMPTY_CUSTOMER_FORM, status: 0 } as CustomerFormValues,
  render: function CustomerFormFields({ form }) {
    return (
      <form.Subscribe selector={(state) => state.values.type}>
        {(type) => (
          <div className="form-grid">
            {[...(type === 'I' ? PERSON : BUSINESS), ...PLACE_AND_CONTACTS].map(({ name, label, type: kind, span }) => (
              <form.AppField key={name} name={name}>
                {(field) => (
                  <field.TextField
                    label={label}
                    className={span ? 'span-2' : undefined}
                    type={kind}
                    inputMode={kind === 'tel' ? 'numeric' : undefined}
                    autoComplete={kind === 'tel' ? undefined : 'off'}
                    format={kind === 'tel' ? phoneDigits : undefined}
                  />
                )}
              </form.AppField>
            ))}
          </div>
        )}
      </form.Subscribe>
    );
  },
});
