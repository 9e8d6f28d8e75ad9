import { leadCategoryOf, leadTypeOf, type LeadFilter } from './leadList.ts';
import { queryPage } from '../lists/queryNumber.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';

/**
 * The lead bin's view as its address holds it: /leads/{prospect_id?}?page=&type=&category=&lead=. The person comes
 * from the path; `lead` names the lead whose Lead Information popup is open (a row's link), so the back button
 * closes it and a shared link opens it.
 */
export type LeadListUrl = { page: number; filter: LeadFilter; lead: string | null };

/** The path of the lead bin, of one person's leads when given. */
export function leadListPath(person: string | null): string {
  return person === null ? '/leads' : `/leads/${encodeURIComponent(person)}`;
}

/** Reads the query string of /leads/{person}: a type or category in any case; anything else reads as all. */
export function readLeadListUrl(query: URLSearchParams, person: string | null): LeadListUrl {
  const lead = query.get('lead');
  return {
    page: queryPage(query),
    filter: {
      type: leadTypeOf(query.get('type') ?? '') ?? 'all',
      category: leadCategoryOf(query.get('category') ?? '') ?? 'all',
      person,
    },
    lead: lead || null,
  };
}

/** Writes the view's query string (the person stays in the path), the export link's type and category included. */
export function writeLeadListUrl(url: LeadListUrl): URLSearchParams {
  const query = new URLSearchParams();
  query.set('page', String(url.page));
  if (url.filter.type !== 'all') query.set('type', url.filter.type);
  if (url.filter.category !== 'all') query.set('category', url.filter.category);
  if (url.lead !== null) query.set('lead', url.lead);
  return query;
}

/** The lead bin (spec 003 "Leads"), of one person's leads when given: newest first, its CSV from GET /leads. */
export function leadList(person: string | null): ListDescriptor<LeadListUrl> {
  return {
    label: 'Leads',
    path: leadListPath(person),
    read: (query) => readLeadListUrl(query, person),
    write: writeLeadListUrl,
    order: { by: 'received_at', order: 'desc' },
    emptyText: 'NO NEW LEADS CURRENTLY AVAILABLE.',
    shareTitle: 'SHARE LEADS',
    exportPath: '/leads',
    shared: (url) => ({ ...url, lead: null }),
    exportParams: person === null ? undefined : { prospect_id: person },
    resetHref: `${leadListPath(null)}?page=1`,
  };
}
