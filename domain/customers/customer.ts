import * as v from 'valibot';
import { CountrySchema } from '../dealers/dealer.ts';

const Flag = v.picklist([0, 1] as const);

export const ContactSchema = v.object({
  home: v.string(),
  cell: v.string(),
  work: v.string(),
  email: v.string(),
  can_call: Flag,
  can_mail: Flag,
  can_email: Flag,
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** Customer status values (spec 000 §3). */
export const CUSTOMER_STATUS = ['Update Status', 'No Longer Owns', 'Do Not Call', 'Changed Dealership'] as const;
export const CustomerStatusSchema = v.picklist([0, 1, 2, 3] as const);
export type CustomerStatus = v.InferOutput<typeof CustomerStatusSchema>;

/** A customer as replicated to clients (spec 000 §3, the fields a list and a profile header need). */
export const CustomerSchema = v.object({
  id: v.string(),
  dealer: v.string(),
  number: v.string(),
  type: v.picklist(['I', 'B'] as const),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  address: v.string(),
  city: v.string(),
  province: v.string(),
  postal_code: v.string(),
  country: CountrySchema,
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  distance: v.nullable(v.number()),
  status: CustomerStatusSchema,
  contact: ContactSchema,
  user_id: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: v.nullable(v.string()),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/** The name shown in lists: "last, first" for individuals, otherwise the business name (spec 000 §2). */
export function customerListName(customer: Pick<Customer, 'type' | 'first_name' | 'last_name' | 'full_name'>): string {
  if (customer.type === 'B') return customer.full_name;
  return [customer.last_name, customer.first_name].filter(Boolean).join(', ');
}

/** The phone shown in lists: cell first, then home, then work. */
export function customerPhone(contact: Pick<Contact, 'cell' | 'home' | 'work'>): string {
  return contact.cell || contact.home || contact.work;
}
