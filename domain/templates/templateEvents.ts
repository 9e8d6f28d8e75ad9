import * as v from 'valibot';
import type { CurrentDocs, RefTo } from '../events/collectionDocs.ts';
import { defineEvent } from '../events/definition.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { sanitizeHtml } from '../html/sanitizeHtml.ts';
import { TEMPLATE_NAME_MAX_LENGTH, TemplateIdSchema, templateDocId, type TemplateDoc } from './template.ts';
import { TemplateCategorySchema, TemplateNameSchema, TemplateSectionSchema, TemplateTypeSchema } from './templateForm.ts';

export const TEMPLATE_CREATED = 'template.created';
export const TEMPLATE_UPDATED = 'template.updated';
export const TEMPLATE_COPIED = 'template.copied';
export const TEMPLATE_DELETED = 'template.deleted';

export const TEMPLATE_NOT_FOUND_MESSAGE = 'This template no longer exists.';
export const TEMPLATE_EXISTS_MESSAGE = 'This template already exists.';
/** What a clone is called: the source's name with this after it (cut to the name's length). */
export const TEMPLATE_COPY_SUFFIX = ' (Copy)';

const CreatedSchema = v.object({
  id: TemplateIdSchema,
  name: TemplateNameSchema,
  category: TemplateCategorySchema,
  type: TemplateTypeSchema,
  header: TemplateSectionSchema,
  body: TemplateSectionSchema,
  footer: TemplateSectionSchema,
});

/** An edit names only what changes: the edit popup its settings, the builder its sections. */
const UpdatedSchema = v.object({
  id: TemplateIdSchema,
  name: v.optional(TemplateNameSchema),
  category: v.optional(TemplateCategorySchema),
  type: v.optional(TemplateTypeSchema),
  header: v.optional(TemplateSectionSchema),
  body: v.optional(TemplateSectionSchema),
  footer: v.optional(TemplateSectionSchema),
});
export type TemplateChange = v.InferOutput<typeof UpdatedSchema>;

const CopiedSchema = v.object({ id: TemplateIdSchema, source_id: TemplateIdSchema });
const templateRef = (dealer: string, id: string): RefTo<'refs'> => ({ collection: 'refs', id: templateDocId(dealer, id) });

function liveTemplate(dealer: string, id: string, current: CurrentDocs): TemplateDoc | null {
  const doc = current(templateRef(dealer, id));
  return doc?.kind === 'template' && !doc.deleted_at ? doc : null;
}

/**
 * What is stored of a template's sections: an e-mail's HTML sanitised (the one sanitiser, on both sides, so nothing
 * unsanitised is ever stored); a text's body as plain text with no header or footer.
 */
function storedSections(template: Pick<TemplateDoc, 'type' | 'header' | 'body' | 'footer'>): Pick<TemplateDoc, 'header' | 'body' | 'footer'> {
  if (template.type === 'Text') return { header: '', body: template.body, footer: '' };
  return { header: sanitizeHtml(template.header), body: sanitizeHtml(template.body), footer: sanitizeHtml(template.footer) };
}

const missing = (event: EventEnvelope<{ id: string }>, current: CurrentDocs) => (liveTemplate(event.dealer, event.payload.id, current) ? null : TEMPLATE_NOT_FOUND_MESSAGE);
const taken = (dealer: string, id: string, current: CurrentDocs) => (current(templateRef(dealer, id)) ? TEMPLATE_EXISTS_MESSAGE : null);

/** CREATE TEMPLATE (spec 002 §2): its id is made by the client. */
export const templateCreated = defineEvent({
  payload: CreatedSchema,
  action: 'settings.templates',
  targets: (event) => [templateRef(event.dealer, event.payload.id)],
  conflict: (event, current) => taken(event.dealer, event.payload.id, current),
  project: (event) => {
    const { payload } = event;
    const ref = templateRef(event.dealer, payload.id);
    const doc: TemplateDoc = {
      id: ref.id,
      dealer: event.dealer,
      kind: 'template',
      template_id: payload.id,
      name: payload.name,
      category: payload.category,
      type: payload.type,
      ...storedSections(payload),
      copied_from: null,
      created_by: event.actor,
      created_at: event.time,
      updated_at: event.time,
      deleted_at: null,
    };
    return [{ ...ref, doc }];
  },
});

/** The edit popup's settings, or the builder's sections ("SAVE & MANAGE SETTINGS"). */
export const templateUpdated = defineEvent({
  payload: UpdatedSchema,
  action: 'settings.templates',
  targets: (event) => [templateRef(event.dealer, event.payload.id)],
  conflict: missing,
  project: (event, current) => {
    const before = liveTemplate(event.dealer, event.payload.id, current);
    if (!before) return [];
    const { name = before.name, category = before.category, type = before.type } = event.payload;
    const { header = before.header, body = before.body, footer = before.footer } = event.payload;
    const merged = { ...before, name, category, type, header, body, footer };
    const doc: TemplateDoc = { ...merged, ...storedSections(merged), updated_at: event.time };
    return [{ ...templateRef(event.dealer, before.template_id), doc }];
  },
});

/** Clone (spec 002 §4: copied to a new template): the source's settings and sections under a new id and name. */
export const templateCopied = defineEvent({
  payload: CopiedSchema,
  action: 'settings.templates',
  targets: (event) => [templateRef(event.dealer, event.payload.id), templateRef(event.dealer, event.payload.source_id)],
  conflict: (event, current) =>
    (liveTemplate(event.dealer, event.payload.source_id, current) ? null : TEMPLATE_NOT_FOUND_MESSAGE) ?? taken(event.dealer, event.payload.id, current),
  project: (event, current) => {
    const source = liveTemplate(event.dealer, event.payload.source_id, current);
    if (!source) return [];
    const ref = templateRef(event.dealer, event.payload.id);
    const doc: TemplateDoc = {
      ...source,
      id: ref.id,
      template_id: event.payload.id,
      name: copyName(source.name),
      copied_from: source.template_id,
      created_by: event.actor,
      created_at: event.time,
      updated_at: event.time,
    };
    return [{ ...ref, doc }];
  },
});

/** Delete, after "Are you sure you want to delete this template?": kept with deleted_at (spec 002 §3), shown nowhere. */
export const templateDeleted = defineEvent({
  payload: v.object({ id: TemplateIdSchema }),
  action: 'settings.templates',
  targets: (event) => [templateRef(event.dealer, event.payload.id)],
  conflict: missing,
  project: (event, current) => {
    const before = liveTemplate(event.dealer, event.payload.id, current);
    if (!before) return [];
    const doc: TemplateDoc = { ...before, deleted_at: event.time, updated_at: event.time };
    return [{ ...templateRef(event.dealer, before.template_id), doc }];
  },
});

/** A clone's name: "Name (Copy)", the name cut so the whole stays within the name's length. */
export function copyName(name: string): string {
  const room = TEMPLATE_NAME_MAX_LENGTH - TEMPLATE_COPY_SUFFIX.length;
  return `${name.slice(0, room).trimEnd()}${TEMPLATE_COPY_SUFFIX}`;
}
