import * as v from 'valibot';
import { LEAD_CATEGORIES, LEAD_TYPES } from './lead.ts';

/**
 * A lead as the leads collection keeps it (spec 003 "Lead"): what the lead said, when it came, and who it is. A lead
 * belongs to exactly one person: a prospect (`prospect_id`) or, when the person is already a customer of the dealer,
 * that customer (`customer_id`); the other is null. `source_id` is the sender's own id of the lead (ADF
 * <id source="…">), '' when it gave none. The comment is kept raw (it may hold HTML, made safe where it is shown).
 */
export const LeadDocumentSchema = v.object({
  id: v.string(),
  dealer: v.string(),
  prospect_id: v.nullable(v.string()),
  customer_id: v.nullable(v.string()),
  type: v.picklist(LEAD_TYPES),
  category: v.picklist(LEAD_CATEGORIES),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.string(),
  vehicle: v.string(),
  received_at: v.string(),
  comment: v.string(),
  source_id: v.string(),
});
export type LeadDocument = v.InferOutput<typeof LeadDocumentSchema>;

/** The person's name as a lead gives it: first and last, whichever there are. */
export function leadName(lead: Pick<LeadDocument, 'first_name' | 'last_name'>): string {
  return [lead.first_name, lead.last_name].filter(Boolean).join(' ');
}
