import { revalidateLogic } from '@tanstack/react-form';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { CUSTOMER_STATUS, customerListName, type CustomerStatus } from '../../domain/customers/customer.ts';
import { customerFormIssue, ValidCustomerFormSchema, type CustomerForm } from '../../domain/customers/customerForm.ts';
import { useAppForm } from '../ui/form.tsx';
import { markedFields } from '../ui/formField.tsx';
import { Popup } from '../ui/Popup.tsx';
import { ContactRuleToggles } from '../customers/ContactRuleToggles.tsx';
import { CustomerFormFields, type CustomerFormValues } from '../customers/CustomerFormFields.tsx';
import { FormProblemPopup } from '../ui/FormProblemPopup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import type { DispatchResult } from '../../worker/api.ts';
import { rulesWithoutField } from './customerFormValues.ts';

type CustomerFormFlowProps = {
  /** create: the new customer popup; update: the edit section of a customer (or a prospect) on file. */
  mode: 'create' | 'update';
  /** A prospect's form has no type, status, business name or text consent, and confirms "this prospect". */
  subject: 'customer' | 'prospect';
  initial: CustomerForm;
  status: CustomerStatus;
  /** Dispatches the confirmed form. */
  save: (values: CustomerFormValues) => Promise<DispatchResult>;
  /** Lays out the form and its buttons: inside a popup for a new customer, on the page for an edit. */
  frame: (parts: { fields: ReactNode; submit: ReactNode }) => ReactNode;
  /** After success: the name to show, then CLOSE or GO TO CUSTOMER. */
  onSaved: (name: string) => void;
};

const TYPES = [
  { value: 'I', label: 'Individual' },
  { value: 'B', label: 'Business' },
] as const;
const STATUSES = CUSTOMER_STATUS.map((label, index) => ({ value: index as CustomerStatus, label }));

/**
 * The form rules' first message (spec 000 §5), from the domain's schema the server also checks, for the alert dialog;
 * the broken rule's fields marked, its message beside the first.
 */
function formProblem(value: CustomerFormValues) {
  const { status: _status, ...form } = value;
  const checked = v.safeParse(ValidCustomerFormSchema, form);
  if (checked.success) return undefined;
  const issue = customerFormIssue(form);
  return { form: checked.issues[0].message, fields: issue ? markedFields(issue.message, issue.fields) : {} };
}

/** The saved customer's name as the lists show it ("last, first", or the business name). */
const savedName = (form: CustomerForm) =>
  customerListName({ type: form.type, first_name: form.first_name.trim(), last_name: form.last_name.trim(), full_name: form.business.trim() });

/**
 * The customer form (spec 000 §2 and §5) on the form kit: a rule broken shows its message in an alert dialog, and
 * after that SAVE the fields it is about are marked with the message beside them until it is mended; then "Are you
 * sure you want to create/update this customer?"; then the command, offline too.
 */
export function CustomerFormFlow({ mode, subject, initial, status, save: dispatch, frame, onSaved }: CustomerFormFlowProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CustomerFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useAppForm({
    defaultValues: { ...initial, status } as CustomerFormValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: ({ value }) => formProblem(value) },
    listeners: {
      onChange: ({ formApi }) => {
        for (const flag of rulesWithoutField(formApi.state.values)) formApi.setFieldValue(flag, 0);
      },
    },
    onSubmit: ({ value }) => setConfirming(value),
    onSubmitInvalid: ({ formApi }) => setProblem(String(formApi.state.errorMap.onDynamic ?? '')),
  });

  const save = async (value: CustomerFormValues) => {
    setSaving(true);
    const result = await dispatch(value);
    setSaving(false);
    setConfirming(null);
    if (result.ok) onSaved(savedName(value));
    else setProblem(result.reason);
  };

  const fields = (
    <form.AppForm>
      <form.Form id={form.formId} className="customer-form" problemDialog>
        {mode === 'create' ? (
          <form.AppField name="type">{(field) => <field.SelectField wrapped label="Type" choices={TYPES} />}</form.AppField>
        ) : subject === 'prospect' ? null : (
          <form.AppField name="status">{(field) => <field.SelectField wrapped label="Status" choices={STATUSES} />}</form.AppField>
        )}
        <CustomerFormFields form={form} />
        <ContactRuleToggles form={form} without={subject === 'prospect' ? ['can_mail'] : []} />
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
      {problem && <FormProblemPopup problem={problem} onClose={() => setProblem(null)} />}
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
