import * as v from 'valibot';
import { CountrySchema } from '../dealers/dealer.ts';

const Flag = v.picklist([0, 1] as const);

/**
 * A prospect's phones (digits) and e-mail, and whether calling or e-mailing them is allowed (spec 000 §3); can_mail,
 * text consent as a customer's, once they answered START or STOP to the dealer's texts (docs/outreach.md).
 */
const ProspectContactSchema = v.object({
  home: v.string(),
  cell: v.string(),
  work: v.string(),
  email: v.string(),
  can_call: Flag,
  can_email: Flag,
  can_mail: v.optional(Flag),
});

/**
 * A person who asked the dealer about a vehicle (a lead) and is not a customer of its DMS (spec 000 and 003
 * "Prospect"): the prospects collection. `deleted_at` set marks the prospect inactive; `user_id` is the
 * salesperson (null: UNASSIGNED). The owner, notes and activities the spec's profile shows are read from the users
 * and the activities collection, not kept here.
 */
export const ProspectSchema = v.object({
  id: v.string(),
  dealer: v.string(),
  number: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  address: v.string(),
  city: v.string(),
  province: v.string(),
  postal_code: v.string(),
  country: CountrySchema,
  contact: ProspectContactSchema,
  user_id: v.nullable(v.number()),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
});
export type Prospect = v.InferOutput<typeof ProspectSchema>;

/** A prospect's number: P and 7 characters of its id, so it never collides with a DMS number or a typed-in customer's N. */
export function newProspectNumber(id: string): string {
  return `P${id.replace(/-/g, '').slice(0, 7).toUpperCase()}`;
}
