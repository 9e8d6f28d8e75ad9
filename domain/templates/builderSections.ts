import type { TemplateDoc, TemplateSection, TemplateType } from './template.ts';

export type TemplateSections = Pick<TemplateDoc, TemplateSection>;

/** The templates whose sections a builder's arrows offer: those of the same type (a text has no header or footer). */
export function sectionSources(templates: readonly TemplateDoc[], type: TemplateType): TemplateDoc[] {
  return templates.filter((template) => template.type === type && !template.deleted_at);
}

/** The next (step 1) or previous (step -1) source after `index`, round the list; -1 (none yet) starts at either end. */
export function cycledSource(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/** What the builder saves (spec 002 §7: the body, plus the header and footer for an e-mail). */
export function builderChange(type: TemplateType, sections: TemplateSections): Partial<TemplateSections> {
  return type === 'Text' ? { body: sections.body } : { header: sections.header, body: sections.body, footer: sections.footer };
}
