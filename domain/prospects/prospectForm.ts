import * as v from 'valibot';
import { CountrySchema } from '../dealers/dealer.ts';
import { customerFormError, phoneDigits, EMPTY_CUSTOMER_FORM } from '../customers/customerForm.ts';
import type { Prospect } from '../leads/prospect.ts';

/**
 * EDIT PROSPECT (spec 000 §2 prospect profile; field validation "not shown"): the customer form's fields of a
 * person, without type, business name and text consent; the same rules and messages as the customer form.
 */
export const ProspectFormSchema = v.object({
  first_name: v.pipe(v.string(), v.maxLength(100)),
  last_name: v.pipe(v.string(), v.maxLength(100)),
  address: v.pipe(v.string(), v.maxLength(200)),
  city: v.pipe(v.string(), v.maxLength(100)),
  province: v.pipe(v.string(), v.maxLength(100)),
  postal_code: v.pipe(v.string(), v.maxLength(20)),
  country: CountrySchema,
  home: v.pipe(v.string(), v.maxLength(30)),
  cell: v.pipe(v.string(), v.maxLength(30)),
  work: v.pipe(v.string(), v.maxLength(30)),
  email: v.pipe(v.string(), v.maxLength(254)),
  can_call: v.picklist([0, 1] as const),
  can_email: v.picklist([0, 1] as const),
});
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
  const first = form.first_name.trim();
  const last = form.last_name.trim();
  return {
    first_name: first,
    last_name: last,
    full_name: [first, last].filter(Boolean).join(' '),
    address: form.address.trim(),
    city: form.city.trim(),
    province: form.province.trim(),
    postal_code: form.postal_code.trim().toUpperCase(),
    country: form.country,
    contact: {
      home: phoneDigits(form.home),
      cell: phoneDigits(form.cell),
      work: phoneDigits(form.work),
      email: form.email.trim(),
      can_call: form.can_call,
      can_email: form.can_email,
    },
  };
}
