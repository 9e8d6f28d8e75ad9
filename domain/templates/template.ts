import * as v from 'valibot';

/** Spec 002 §3: a template is for Sales or Service, and an Email or a Text. */
export const TEMPLATE_CATEGORIES = ['Sales', 'Service'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_TYPES = ['Email', 'Text'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The parts of a template a builder edits: an e-mail has all three; a text only a body (spec 002 §2). */
export const TEMPLATE_SECTIONS = ['header', 'body', 'footer'] as const;
export type TemplateSection = (typeof TEMPLATE_SECTIONS)[number];

/** The sections a template of a type has. */
export function templateSections(type: TemplateType): readonly TemplateSection[] {
  return type === 'Text' ? ['body'] : TEMPLATE_SECTIONS;
}

export const TEMPLATE_NAME_MAX_LENGTH = 100;
/** A section's HTML (or a text's body) is at most this many characters: an e-mail with inline styles, not a site. */
export const TEMPLATE_SECTION_MAX_LENGTH = 100_000;

/** The refs document of a template (kind "template"). */
export function templateDocId(dealer: string, id: string): string {
  return `template:${dealer}:${id}`;
}

/**
 * A template as every client of its dealer holds it (refs, kind "template"). An e-mail's header, body and footer are
 * sanitised HTML (domain/html/sanitizeHtml.ts); a text's body is plain text, shown as text, and its header and footer
 * are empty. copied_from is the clone marker: the template it was copied from. A deleted template keeps its document
 * with deleted_at set, and no list shows it.
 */
export const TemplateDocSchema = v.strictObject({
  id: v.string(),
  dealer: v.string(),
  kind: v.literal('template'),
  template_id: v.string(),
  name: v.string(),
  category: v.picklist(TEMPLATE_CATEGORIES),
  type: v.picklist(TEMPLATE_TYPES),
  header: v.string(),
  body: v.string(),
  footer: v.string(),
  copied_from: v.nullable(v.string()),
  created_by: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: v.nullable(v.string()),
});
export type TemplateDoc = v.InferOutput<typeof TemplateDocSchema>;

export const TemplateIdSchema = v.pipe(v.string('The template id is required.'), v.trim(), v.nonEmpty('The template id is required.'), v.maxLength(64, 'The template id is too long.'));
