import * as v from 'valibot';
import { CountrySchema } from '../dealers/dealer.ts';

/** The customer edit form (spec 000 §2 and §5), also the new customer popup. */
export const CustomerFormSchema = v.object({
  type: v.picklist(['I', 'B'] as const),
  first_name: v.pipe(v.string(), v.maxLength(100)),
  last_name: v.pipe(v.string(), v.maxLength(100)),
  business: v.pipe(v.string(), v.maxLength(200)),
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
  can_mail: v.picklist([0, 1] as const),
  can_email: v.picklist([0, 1] as const),
});
export type CustomerForm = v.InferOutput<typeof CustomerFormSchema>;

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  type: 'I',
  first_name: '',
  last_name: '',
  business: '',
  address: '',
  city: '',
  province: '',
  postal_code: '',
  country: 'canada',
  home: '',
  cell: '',
  work: '',
  email: '',
  can_call: 0,
  can_mail: 0,
  can_email: 0,
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Phone inputs keep only digits, at most 10 (spec 000 §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

type PlaceAndPhones = Pick<CustomerForm, 'address' | 'city' | 'province' | 'postal_code' | 'country' | 'home' | 'cell' | 'work' | 'email'>;

/** The address and contacts a saved form sets (customer or prospect): trimmed, phones as digits, the postal code in capitals. */
export function placeAndPhones(form: PlaceAndPhones) {
  return {
    address: form.address.trim(),
    city: form.city.trim(),
    province: form.province.trim(),
    postal_code: form.postal_code.trim().toUpperCase(),
    country: form.country,
    phones: { home: phoneDigits(form.home), cell: phoneDigits(form.cell), work: phoneDigits(form.work), email: form.email.trim() },
  };
}

/** A phone as typed: empty, or 10 digits once dashes, spaces and brackets are stripped (spec 000 §5). */
export function phoneIsValid(phone: string): boolean {
  const stripped = phone.replace(/[-\s()]/g, '');
  return stripped === '' || /^\d{10}$/.test(stripped);
}

/** The customer form's text fields, those a rule can be about. */
export type CustomerFormField = Exclude<keyof CustomerForm, 'type' | 'country' | 'can_call' | 'can_mail' | 'can_email'>;

/** A broken rule: the spec's message and the fields it is about (the form marks them). */
export type CustomerFormIssue = { message: string; fields: CustomerFormField[] };

const blank = (form: CustomerForm, fields: readonly CustomerFormField[]) => fields.filter((field) => !form[field].trim());

/**
 * The customer form's rules in the spec's order; answers the first that is broken, with the fields it is about
 * (issue 28: the form marks them), or null.
 */
export function customerFormIssue(form: CustomerForm): CustomerFormIssue | null {
  const names = blank(form, form.type === 'I' ? ['first_name', 'last_name'] : ['business']);
  if (names.length > 0) {
    return { message: `Please ensure you have supplied a ${form.type === 'I' ? 'Customer' : 'Business'} name.`, fields: names };
  }
  for (const [field, label] of [['home', 'Home'], ['cell', 'Cell'], ['work', 'Work']] as const) {
    if (!phoneIsValid(form[field])) return { message: `The ${label} Phone field must be numeric and exactly contain 10 digits.`, fields: [field] };
  }
  if (form.email.trim() && !EMAIL_PATTERN.test(form.email.trim())) return { message: 'Please ensure you have supplied a valid Email.', fields: ['email'] };
  if (form.can_email && !form.email.trim()) return { message: 'Please ensure you have supplied a relevant field Email.', fields: ['email'] };
  if (form.can_mail && !form.cell.trim()) return { message: 'Please ensure you have supplied a relevant field Cell.', fields: ['cell'] };
  if (form.can_call && blank(form, ['home', 'cell', 'work']).length === 3) {
    return { message: 'Please ensure you have supplied a relevant field Home / Cell / Work.', fields: ['home', 'cell', 'work'] };
  }
  return null;
}

/**
 * The customer form's rules in the spec's order; answers the first message that applies, or null.
 * Used by the form in the browser and again by the server on every customer event.
 */
export function customerFormError(form: CustomerForm): string | null {
  return customerFormIssue(form)?.message ?? null;
}

/** The schema with the rules applied, for the server boundary. */
export const ValidCustomerFormSchema = v.pipe(
  CustomerFormSchema,
  v.check((form) => customerFormError(form) === null, (issue) => customerFormError(issue.input as CustomerForm) ?? ''),
);
