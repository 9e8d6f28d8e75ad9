import * as v from 'valibot';
import { CustomerStatusSchema } from '../../domain/customers/customer.ts';
import { CustomerFormSchema, type CustomerForm } from '../../domain/customers/customerForm.ts';

const Id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64, message));
const OptionalText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');

/** A 0/1 flag as a form or JSON sends it: 0, 1, "0", "1", true, false; left out is 0. */
const Flag = v.optional(
  v.pipe(
    v.union([v.picklist([0, 1] as const), v.picklist(['0', '1'] as const), v.boolean()], 'A contact rule is 0 or 1.'),
    v.transform((value) => (value === 1 || value === '1' || value === true ? 1 : 0) as 0 | 1),
  ),
  0,
);

/** A number as a form or JSON sends it. */
const Whole = (message: string) =>
  v.pipe(v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\d+$/, message), v.transform(Number))], message), v.integer(message), v.minValue(0, message));

/**
 * POST /customers/update (spec 000 §7): customer_id (none creates a customer), the form's fields, type I or B
 * (individual, business also accepted), business for a business's name, status when updating.
 */
export const CustomerUpdateBodySchema = v.object({
  customer_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, 'The customer id is too long.'))),
  type: v.optional(
    v.pipe(
      v.picklist(['I', 'B', 'individual', 'business'] as const, 'type must be I or B.'),
      v.transform((type) => (type === 'B' || type === 'business' ? 'B' : 'I') as 'I' | 'B'),
    ),
    'I',
  ),
  first_name: OptionalText(100),
  last_name: OptionalText(100),
  business: OptionalText(200),
  address: OptionalText(200),
  city: OptionalText(100),
  province: OptionalText(100),
  postal_code: OptionalText(20),
  country: v.optional(v.picklist(['canada', 'us'] as const, 'country must be canada or us.'), 'canada'),
  home: OptionalText(30),
  cell: OptionalText(30),
  work: OptionalText(30),
  email: OptionalText(254),
  can_call: Flag,
  can_mail: Flag,
  can_email: Flag,
  status: v.optional(v.pipe(Whole('status is 0 to 3.'), CustomerStatusSchema)),
});
export type CustomerUpdateBody = v.InferOutput<typeof CustomerUpdateBodySchema>;

/** The form a caller's body means, checked by the same schema as the page's form. */
export function bodyForm(body: CustomerUpdateBody): CustomerForm {
  const { customer_id: _id, status: _status, ...fields } = body;
  return v.parse(CustomerFormSchema, fields);
}

export const CustomerIdBodySchema = v.object({ customer_id: Id('customer_id is required.') });

export const NoteBodySchema = v.object({
  id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, 'The note id is too long.'))),
  customer_id: Id('customer_id is required.'),
  note: v.string('note is required.'),
});

export const NoteDeleteBodySchema = v.object({ id: Id('id is required.'), customer_id: Id('customer_id is required.') });

export const AssignBodySchema = v.object({
  customer_id: Id('customer_id is required.'),
  user_id: v.nullable(Whole('user_id must be a user of the dealer.')),
});
