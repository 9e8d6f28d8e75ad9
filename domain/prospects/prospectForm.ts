import * as v from 'valibot';
import { CustomerFormSchema, customerFormError, EMPTY_CUSTOMER_FORM, placeAndPhones } from '../customers/customerForm.ts';
import type { Prospect } from '../leads/prospect.ts';

/**
 * EDIT PROSPECT (spec 000 §2 prospect profile; field validation "not shown"): the customer form's fields of a
 * person, without type, business name and text consent; the same rules and messages as the customer form.
 */
export const ProspectFormSchema = v.omit(CustomerFormSchema, ['type', 'business', 'can_mail']);
export type ProspectForm = v.InferOutput<typeof ProspectFormSchema>;

/** The first rule a prospect form breaks, in the customer form's words, or null. */
export function prospectFormError(form: ProspectForm): string | null {
  return customerFormError({ ...EMPTY_CUSTOMER_FORM, ...form, type: 'I', business: '', can_mail: 0 });
}

export const ValidProspectFormSchema = v.pipe(
  ProspectFormSchema,
  v.check((form) => prospectFormError(form) === null, (issue) => prospectFormError(issue.input as ProspectForm) ?? ''),
);

/** The edit form's values for a prospect on file. */
export function prospectFormValues(prospect: Prospect): ProspectForm {
  const { contact } = prospect;
  return {
    first_name: prospect.first_name,
    last_name: prospect.last_name,
    address: prospect.address,
    city: prospect.city,
    province: prospect.province,
    postal_code: prospect.postal_code,
    country: prospect.country,
    home: contact.home,
    cell: contact.cell,
    work: contact.work,
    email: contact.email,
    can_call: contact.can_call,
    can_email: contact.can_email,
  };
}

/** The prospect's fields a saved form sets: trimmed, phones as digits, the postal code in capitals. */
export function prospectFields(form: ProspectForm) {
  const { phones, ...place } = placeAndPhones(form);
  const first = form.first_name.trim();
  const last = form.last_name.trim();
  return {
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(' '),
    ...place,
    contact: { ...phones, can_call: form.can_call, can_email: form.can_email },
  };
}
