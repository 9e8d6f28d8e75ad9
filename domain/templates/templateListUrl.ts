import { EMPTY_TEMPLATE_FILTER, NO_TEMPLATES_TEXT, TEMPLATE_SEARCH_MAX_LENGTH, templateCategoryOf, templateTypeOf, type TemplateFilter } from './templateList.ts';
import { queryPage } from '../lists/queryNumber.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';

export const TEMPLATES_PATH = '/settings/templates';

/**
 * The templates tab as its address holds it: /settings/templates?page=&search=&category=&type=, and builder=<id> while
 * that template's builder is open (a link that opens it; back closes it).
 */
export type TemplateListUrl = { page: number; filter: TemplateFilter; builder: string | null };

export function readTemplateListUrl(query: URLSearchParams): TemplateListUrl {
  return {
    page: queryPage(query),
    filter: {
      search: (query.get('search') ?? '').slice(0, TEMPLATE_SEARCH_MAX_LENGTH),
      category: templateCategoryOf(query.get('category') ?? '') ?? EMPTY_TEMPLATE_FILTER.category,
      type: templateTypeOf(query.get('type') ?? '') ?? EMPTY_TEMPLATE_FILTER.type,
    },
    builder: query.get('builder') || null,
  };
}

/** The query of a view; also the export's and GET /templates's filter parameters (only those set). */
export function writeTemplateListUrl(url: TemplateListUrl): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(url.page));
  if (url.filter.search.trim() !== '') query.set('search', url.filter.search.trim());
  if (url.filter.category !== 'all') query.set('category', url.filter.category);
  if (url.filter.type !== 'all') query.set('type', url.filter.type);
  if (url.builder !== null) query.set('builder', url.builder);
  return query;
}

/** The Templates list (spec 002 §2 "Templates screen"): by name, its CSV from GET /templates. */
export const templateList: ListDescriptor<TemplateListUrl> = {
  label: 'Templates',
  path: TEMPLATES_PATH,
  read: readTemplateListUrl,
  write: writeTemplateListUrl,
  order: { by: 'name', order: 'asc' },
  emptyText: NO_TEMPLATES_TEXT,
  shareTitle: 'SHARE TEMPLATES',
  exportPath: '/templates',
  shared: (url) => ({ ...url, builder: null }),
};
