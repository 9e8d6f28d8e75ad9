import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateCategory, type TemplateDoc, type TemplateType } from './template.ts';

/** The templates list's filter (spec 002 §2): a search text, a category and a type, 'all' for any. */
export type TemplateFilter = { search: string; category: 'all' | TemplateCategory; type: 'all' | TemplateType };

export const EMPTY_TEMPLATE_FILTER: TemplateFilter = { search: '', category: 'all', type: 'all' };

/** The search text is kept to this many characters. */
export const TEMPLATE_SEARCH_MAX_LENGTH = 100;

export const NO_TEMPLATES_TEXT = 'NO TEMPLATES FOR THIS QUERY';

/** A category or type as a query gives it, in any case; null when it names none. */
export function templateCategoryOf(text: string): TemplateCategory | null {
  return TEMPLATE_CATEGORIES.find((category) => category.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

export function templateTypeOf(text: string): TemplateType | null {
  return TEMPLATE_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

/** The filter counter (spec 002 §4): one per filter applied. */
export function templateFilterCount(filter: TemplateFilter): number {
  return Number(filter.search.trim() !== '') + Number(filter.category !== 'all') + Number(filter.type !== 'all');
}

/** Live templates matching the filter: the search finds a part of the name, in any case. */
export function templatePredicate(filter: TemplateFilter): (template: TemplateDoc) => boolean {
  const search = filter.search.trim().toLowerCase();
  return (template) =>
    !template.deleted_at &&
    (filter.category === 'all' || template.category === filter.category) &&
    (filter.type === 'all' || template.type === filter.type) &&
    (search === '' || template.name.toLowerCase().includes(search));
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By name, in any case, then by id: the same order on the screen, in GET /templates and in its CSV. */
export function compareTemplates(a: TemplateDoc, b: TemplateDoc): number {
  return byCodeUnit(a.name.toLowerCase(), b.name.toLowerCase()) || byCodeUnit(a.template_id, b.template_id);
}

/** The templates of a dealer a filter shows, in the list's order. */
export function templateRows(templates: Iterable<TemplateDoc>, filter: TemplateFilter): TemplateDoc[] {
  return [...templates].filter(templatePredicate(filter)).sort(compareTemplates);
}

export type TemplateColumn = { key: 'name' | 'type' | 'category'; header: string; text: (template: TemplateDoc) => string };

/** The list's columns (spec 002 §2), shared by the screen and the CSV export. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { key: 'name', header: 'NAME', text: (template) => template.name },
  { key: 'type', header: 'TYPE', text: (template) => template.type },
  { key: 'category', header: 'CATEGORY', text: (template) => template.category },
];
