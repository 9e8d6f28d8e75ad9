import * as v from 'valibot';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, TemplateIdSchema } from '../../domain/templates/template.ts';
import { TemplateCategorySchema, TemplateNameSchema, TemplateSectionSchema, TemplateTypeSchema } from '../../domain/templates/templateForm.ts';
import { TEMPLATE_SEARCH_MAX_LENGTH, templateCategoryOf, templateTypeOf, type TemplateFilter } from '../../domain/templates/templateList.ts';

export const TEMPLATE_CREATED_MESSAGE = 'The template was created.';
export const TEMPLATE_UPDATED_MESSAGE = 'The template was updated.';
export const TEMPLATE_COPIED_MESSAGE = 'The template was copied.';
export const TEMPLATE_DELETED_MESSAGE = 'The template was deleted.';
export const NOTHING_TO_UPDATE_MESSAGE = 'Send at least one of name, category, type, header, body or footer.';

const ALL = 'all';

/** A category or type in any case, or all; a missing or empty one reads as all. */
const choice = <T extends string>(read: (text: string) => T | null, labels: readonly string[], name: string) =>
  v.pipe(
    v.optional(v.string(), ALL),
    v.check((text) => ['', ALL].includes(text.trim().toLowerCase()) || read(text) !== null, `Please name a template ${name}: all, ${labels.join(', ')}.`),
    v.transform((text): T | typeof ALL => read(text) ?? ALL),
  );

/** GET /templates (spec 002 §7): search, category, type, page, and export=1 for the whole view as CSV. */
export const TemplateListQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.maxLength(TEMPLATE_SEARCH_MAX_LENGTH, `The search holds at most ${TEMPLATE_SEARCH_MAX_LENGTH} characters.`)), ''),
  category: choice(templateCategoryOf, TEMPLATE_CATEGORIES, 'category'),
  type: choice(templateTypeOf, TEMPLATE_TYPES, 'type'),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'), v.transform(Number)), '1'),
  export: v.optional(v.picklist(['1'], 'export must be 1 when given.')),
});

export function templateQueryFilter(query: v.InferOutput<typeof TemplateListQuerySchema>): TemplateFilter {
  return { search: query.search, category: query.category, type: query.type };
}

/** A category or type as a form sends it, in any case ("sales"), for the domain's schema to judge. */
const label = <T extends string>(read: (text: string) => T | null) => v.pipe(v.unknown(), v.transform((value) => (typeof value === 'string' ? (read(value) ?? value) : value)));
const Category = v.pipe(label(templateCategoryOf), TemplateCategorySchema);
const Type = v.pipe(label(templateTypeOf), TemplateTypeSchema);
/** A section a form leaves out is empty. */
const Section = v.optional(TemplateSectionSchema, '');

/** POST /templates/create: name, type, category, header, body, footer. */
export const TemplateCreateBodySchema = v.object({
  name: v.optional(TemplateNameSchema, ''),
  category: v.optional(Category, ''),
  type: v.optional(Type, ''),
  header: Section,
  body: Section,
  footer: Section,
});

/** POST /templates/{id}/update: what changes (the builder sends body, plus header and footer for Email). */
export const TemplateUpdateBodySchema = v.object({
  name: v.optional(TemplateNameSchema),
  category: v.optional(Category),
  type: v.optional(Type),
  header: v.optional(TemplateSectionSchema),
  body: v.optional(TemplateSectionSchema),
  footer: v.optional(TemplateSectionSchema),
});

/** POST /templates/copy: the id of the template to copy. */
export const TemplateCopyBodySchema = v.object({ id: TemplateIdSchema });
