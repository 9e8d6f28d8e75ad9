import * as v from 'valibot';
import { LEAD_CATEGORIES, LEAD_TYPES } from '../../domain/leads/lead.ts';
import { leadCategoryOf, leadTypeOf, type LeadFilter } from '../../domain/leads/leadList.ts';

const ALL = 'all';

/** A type or category in any case, or all; a missing one reads as all. */
const label = <T extends string>(read: (text: string) => T | null, labels: readonly string[], name: string) =>
  v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => text.trim().toLowerCase() === ALL || read(text) !== null, `Please name a lead ${name}: all, ${labels.join(', ')}.`),
    v.transform((text): T | typeof ALL => read(text) ?? ALL),
  );

const LeadType = label(leadTypeOf, LEAD_TYPES, 'type');
const LeadCategory = label(leadCategoryOf, LEAD_CATEGORIES, 'category');

/** GET /filter/prospect: the spec's call names a type; it must be a lead type (or all) when given. */
export const LeadFilterQuerySchema = v.object({ type: LeadType });

/** GET /leads (spec 003 §7 "Leads and prospects"): type, category, page, export, and one person's leads by prospect_id. */
export const LeadListQuerySchema = v.object({
  type: LeadType,
  category: LeadCategory,
  prospect_id: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64, 'The prospect_id is too long.'))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'), v.transform(Number)), '1'),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
});

/** The filter a valid GET /leads query asks for. */
export function leadQueryFilter(query: v.InferOutput<typeof LeadListQuerySchema>): LeadFilter {
  return { type: query.type, category: query.category, person: query.prospect_id ? query.prospect_id : null };
}
