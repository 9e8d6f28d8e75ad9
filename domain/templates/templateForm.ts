import * as v from 'valibot';
import { TEMPLATE_CATEGORIES, TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_SECTION_MAX_LENGTH, TEMPLATE_TYPES } from './template.ts';

/** Spec 002 §5: name, category and type are required, a message per field (the wording is ours). */
export const TEMPLATE_NAME_MESSAGE = 'Please enter a name for the template.';
export const TEMPLATE_NAME_TOO_LONG_MESSAGE = `A template name holds at most ${TEMPLATE_NAME_MAX_LENGTH} characters.`;
export const TEMPLATE_CATEGORY_MESSAGE = 'Please choose a category: Sales or Service.';
export const TEMPLATE_TYPE_MESSAGE = 'Please choose a type: Email or Text.';
export const TEMPLATE_SECTION_TOO_LONG_MESSAGE = `A header, body or footer holds at most ${TEMPLATE_SECTION_MAX_LENGTH.toLocaleString('en-US')} characters.`;

export const TemplateNameSchema = v.pipe(
  v.string(TEMPLATE_NAME_MESSAGE),
  v.trim(),
  v.nonEmpty(TEMPLATE_NAME_MESSAGE),
  v.maxLength(TEMPLATE_NAME_MAX_LENGTH, TEMPLATE_NAME_TOO_LONG_MESSAGE),
);
export const TemplateCategorySchema = v.picklist(TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_MESSAGE);
export const TemplateTypeSchema = v.picklist(TEMPLATE_TYPES, TEMPLATE_TYPE_MESSAGE);
export const TemplateSectionSchema = v.pipe(v.string(), v.maxLength(TEMPLATE_SECTION_MAX_LENGTH, TEMPLATE_SECTION_TOO_LONG_MESSAGE));

/** The create popup's fields (spec 002 §2: header, body and footer are offered only when creating). */
export const TemplateFormSchema = v.object({
  name: TemplateNameSchema,
  category: TemplateCategorySchema,
  type: TemplateTypeSchema,
  header: TemplateSectionSchema,
  body: TemplateSectionSchema,
  footer: TemplateSectionSchema,
});
export type TemplateForm = v.InferOutput<typeof TemplateFormSchema>;

/** The edit popup's fields: a template's settings; its sections change in the builder. */
export const TemplateSettingsSchema = v.pick(TemplateFormSchema, ['name', 'category', 'type']);
export type TemplateSettings = v.InferOutput<typeof TemplateSettingsSchema>;

/** The builder's save: the sections of its type (a text sends only a body). */
export const TemplateContentSchema = v.object({
  header: v.optional(TemplateSectionSchema),
  body: TemplateSectionSchema,
  footer: v.optional(TemplateSectionSchema),
});
export type TemplateContent = v.InferOutput<typeof TemplateContentSchema>;

/** What a form holds before it is checked: the selects start empty, so a choice is made, not assumed. */
export type TemplateFormInput = { name: string; category: '' | TemplateForm['category']; type: '' | TemplateForm['type']; header: string; body: string; footer: string };

export const EMPTY_TEMPLATE_FORM: TemplateFormInput = { name: '', category: '', type: '', header: '', body: '', footer: '' };
