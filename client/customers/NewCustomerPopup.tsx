import { useState } from 'react';
import { contactRules } from '../../domain/customers/contactRules.ts';
import { customerListName } from '../../domain/customers/customer.ts';
import { EMPTY_CUSTOMER_FORM, customerFormError, type CustomerForm } from '../../domain/customers/customerForm.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { Popup } from '../components/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { ContactRuleToggles } from './ContactRuleToggles.tsx';
import { CustomerFormFields } from './CustomerFormFields.tsx';

type NewCustomerPopupProps = {
  country: Country;
  onClose: () => void;
  /** GO TO CUSTOMER: the list of the new customer's type, searched by its name (docs/decisions.md). */
  onOpen: (type: 'individual' | 'business', search: string) => void;
};

/** Switches off a contact rule whose matching field was emptied, so the form never holds an impossible rule. */
function withValidRules(form: CustomerForm): CustomerForm {
  const next = { ...form };
  for (const rule of contactRules(form)) if (!rule.enabled) next[rule.flag] = 0;
  return next;
}

/** The new customer popup (spec 000 §2 and §5): validate, confirm, dispatch, then CLOSE or GO TO CUSTOMER. */
export function NewCustomerPopup({ country, onClose, onOpen }: NewCustomerPopupProps) {
  const api = useWorker();
  const [form, setForm] = useState<CustomerForm>({ ...EMPTY_CUSTOMER_FORM, country });
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CustomerForm | null>(null);

  const create = async () => {
    const error = customerFormError(form);
    if (error) {
      window.alert(error);
      return;
    }
    if (!window.confirm('Are you sure you want to create this customer?')) return;
    setSaving(true);
    const result = await api.dispatch({ type: 'customer.create', id: crypto.randomUUID(), form });
    setSaving(false);
    if (result.ok) setCreated(form);
    else window.alert(result.reason);
  };

  if (created) {
    const name = customerListName({
      type: created.type,
      first_name: created.first_name.trim(),
      last_name: created.last_name.trim(),
      full_name: created.business.trim(),
    });
    return (
      <Popup
        title="Success"
        size="small"
        onClose={onClose}
        actions={
          <>
            <button className="button" type="button" onClick={onClose}>CLOSE</button>
            <button
              className="button button-primary"
              type="button"
              onClick={() => onOpen(created.type === 'B' ? 'business' : 'individual', name)}
            >
              GO TO CUSTOMER
            </button>
          </>
        }
      >
        <p>The customer {name} was created successfully.</p>
      </Popup>
    );
  }

  return (
    <Popup
      title="New customer"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>CANCEL</button>
          <button className="button button-primary" type="button" disabled={saving} onClick={() => void create()}>
            CREATE CUSTOMER
          </button>
        </>
      }
    >
      <form
        className="customer-form"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <label className="field">
          <span className="field-label">Type</span>
          <select
            name="type"
            value={form.type}
            onChange={(event) => setForm({ ...form, type: event.target.value === 'B' ? 'B' : 'I' })}
          >
            <option value="I">Individual</option>
            <option value="B">Business</option>
          </select>
        </label>
        <CustomerFormFields form={form} onChange={(field, value) => setForm(withValidRules({ ...form, [field]: value }))} />
        <ContactRuleToggles form={form} onToggle={(flag, on) => setForm({ ...form, [flag]: on ? 1 : 0 })} />
      </form>
    </Popup>
  );
}
