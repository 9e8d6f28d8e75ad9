import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { CUSTOMER_STATUS, customerListName, type CustomerStatus } from '../../domain/customers/customer.ts';
import { customerFormIssue, ValidCustomerFormSchema, type CustomerForm } from '../../domain/customers/customerForm.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { ContactRuleToggles } from '../customers/ContactRuleToggles.tsx';
import { CustomerFormFields } from '../customers/CustomerFormFields.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import type { DispatchResult } from '../../worker/api.ts';
import { withValidRules } from './customerFormValues.ts';

export type FormValues = CustomerForm & { status: CustomerStatus };

type CustomerFormFlowProps = {
  /** create: the new customer popup; update: the edit section of a customer (or a prospect) on file. */
  mode: 'create' | 'update';
  /** A prospect's form has no type, status, business name or text consent, and confirms "this prospect". */
  subject: 'customer' | 'prospect';
  initial: CustomerForm;
  status: CustomerStatus;
  /** Dispatches the confirmed form. */
  save: (values: FormValues) => Promise<DispatchResult>;
  /** Lays out the form and its buttons: inside a popup for a new customer, on the page for an edit. */
  frame: (parts: { fields: ReactNode; submit: ReactNode }) => ReactNode;
  /** After success: the name to show, then CLOSE or GO TO CUSTOMER. */
  onSaved: (name: string) => void;
};

/** The form rules' first message (spec 000 §5), from the domain's schema the server also checks. */
function formError(value: FormValues): string | undefined {
  const { status: _status, ...form } = value;
  const checked = v.safeParse(ValidCustomerFormSchema, form);
  return checked.success ? undefined : checked.issues[0].message;
}

/** The saved customer's name as the lists show it ("last, first", or the business name). */
const savedName = (form: CustomerForm) =>
  customerListName({ type: form.type, first_name: form.first_name.trim(), last_name: form.last_name.trim(), full_name: form.business.trim() });

/**
 * The customer form (spec 000 §2 and §5) on @tanstack/react-form: a rule broken shows its message in an alert
 * dialog, and the fields it is about are marked with the message beside them until it is mended; then "Are you sure
 * you want to create/update this customer?"; then the command, offline too.
 */
export function CustomerFormFlow({ mode, subject, initial, status, save: dispatch, frame, onSaved }: CustomerFormFlowProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState<FormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useAppForm({
    defaultValues: { ...initial, status } as FormValues,
    validators: { onSubmit: ({ value }) => formError(value) },
    onSubmit: ({ value }) => setConfirming(value),
    onSubmitInvalid: ({ formApi }) => {
      setProblem(String(formApi.state.errorMap.onSubmit ?? ''));
      setChecked(true);
    },
  });

  const save = async (value: FormValues) => {
    setSaving(true);
    const result = await dispatch(value);
    setSaving(false);
    setConfirming(null);
    if (result.ok) onSaved(savedName(value));
    else setProblem(result.reason);
  };

  const fields = (
    <form.AppForm>
      <form.Form id={form.formId} className="customer-form">
        <form.Values<FormValues>>
          {(values, set) => (
            <>
              {mode === 'create' ? (
                <label className="field">
                  <span className="field-label">Type</span>
                  <select name="type" value={values.type} onChange={(event) => set({ ...values, type: event.target.value === 'B' ? 'B' : 'I' })}>
                    <option value="I">Individual</option>
                    <option value="B">Business</option>
                  </select>
                </label>
              ) : subject === 'prospect' ? null : (
                <label className="field">
                  <span className="field-label">Status</span>
                  <select name="status" value={values.status} onChange={(event) => set({ ...values, status: Number(event.target.value) as CustomerStatus })}>
                    {CUSTOMER_STATUS.map((label, index) => (
                      <option key={label} value={index}>
                        {label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <CustomerFormFields
                form={values}
                issue={checked ? customerFormIssue(values) : null}
                onChange={(field, value) => set({ ...withValidRules({ ...values, [field]: value }), status: values.status })}
              />
              <ContactRuleToggles
                form={values}
                onToggle={(flag, on) => set({ ...values, [flag]: on ? 1 : 0 })}
                without={subject === 'prospect' ? ['can_mail'] : []}
              />
            </>
          )}
        </form.Values>
      </form.Form>
    </form.AppForm>
  );
  const submit = (
    <button className="button button-primary" type="submit" form={form.formId} disabled={saving}>
      {mode === 'create' ? 'CREATE CUSTOMER' : subject === 'prospect' ? 'UPDATE PROSPECT' : 'UPDATE CUSTOMER'}
    </button>
  );
  return (
    <>
      {frame({ fields, submit })}
      {problem && (
        <Popup title="Please check the form" size="small" onClose={() => setProblem(null)} actions={<button className="button button-primary" type="button" autoFocus onClick={() => setProblem(null)}>OK</button>}>
          <p role="alert">{problem}</p>
        </Popup>
      )}
      {confirming && (
        <Popup title={mode === 'create' ? 'Create Customer' : subject === 'prospect' ? 'Update Prospect' : 'Update Customer'} size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm
            question={`Are you sure you want to ${mode} this ${subject}?`}
            confirm="YES"
            busy={saving}
            onCancel={() => setConfirming(null)}
            onConfirm={() => void save(confirming)}
          />
        </Popup>
      )}
    </>
  );
}
