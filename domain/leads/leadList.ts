import { dateTimeText } from '../time/dateTimeText.ts';
import { LEAD_CATEGORIES, LEAD_TYPES, type LeadCategory, type LeadType } from './lead.ts';
import { leadName, type LeadDocument } from './leadDocument.ts';

/**
 * The lead bin's filter (spec 003 "Leads"): a type and a category, 'all' for any, and the person of
 * /leads/{prospect_id}: a prospect's id, or a customer's (the leads linked to that customer), null for everyone.
 */
export type LeadFilter = { type: 'all' | LeadType; category: 'all' | LeadCategory; person: string | null };

export const EMPTY_LEAD_FILTER: LeadFilter = { type: 'all', category: 'all', person: null };

/** The choices of the filter bar's selects, and the answer of GET /filter/prospect: every type and category a lead can have. */
export const LEAD_FILTER_OPTIONS = { types: LEAD_TYPES, categories: LEAD_CATEGORIES } as const;

/** A type as a query gives it, in any case ("test drive", "Test Drive"); null when it names none. */
export function leadTypeOf(text: string): LeadType | null {
  return LEAD_TYPES.find((type) => type.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

export function leadCategoryOf(text: string): LeadCategory | null {
  return LEAD_CATEGORIES.find((category) => category.toLowerCase() === text.trim().toLowerCase()) ?? null;
}

/** The filter counter: one per filter applied. */
export function leadFilterCount(filter: LeadFilter): number {
  return Number(filter.type !== 'all') + Number(filter.category !== 'all') + Number(filter.person !== null);
}

export function leadPredicate(filter: LeadFilter): (lead: LeadDocument) => boolean {
  return (lead) =>
    (filter.type === 'all' || lead.type === filter.type) &&
    (filter.category === 'all' || lead.category === filter.category) &&
    (filter.person === null || lead.prospect_id === filter.person || lead.customer_id === filter.person);
}

const descending = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Newest first: by the time received (UTC ISO text, so text order is time order), then by id, both compared by
 * code unit as the server's SQL does (COLLATE "C").
 */
export function compareLeads(a: LeadDocument, b: LeadDocument): number {
  return descending(a.received_at, b.received_at) || descending(a.id, b.id);
}

/** What a cell of the lead bin shows where the lead has no value (spec 003). */
export const MISSING_VALUE = '-';

export type LeadColumn = {
  key: 'type' | 'category' | 'name' | 'email' | 'phone' | 'vehicle' | 'received_at';
  header: string;
  /** The cell's text, '' when the lead has no value (the screen then shows MISSING_VALUE, the CSV an empty cell). */
  text: (lead: LeadDocument, timeZone: string) => string;
};

/** The lead bin's columns (spec 003), shared by the screen and the CSV export. Received at is the dealer's local time. */
export const LEAD_COLUMNS: readonly LeadColumn[] = [
  { key: 'type', header: 'TYPE', text: (lead) => lead.type },
  { key: 'category', header: 'CATEGORY', text: (lead) => lead.category },
  { key: 'name', header: 'NAME', text: (lead) => leadName(lead) },
  { key: 'email', header: 'EMAIL', text: (lead) => lead.email },
  { key: 'phone', header: 'PHONE', text: (lead) => lead.phone },
  { key: 'vehicle', header: 'VEHICLE', text: (lead) => lead.vehicle },
  { key: 'received_at', header: 'RECEIVED AT', text: (lead, timeZone) => dateTimeText(lead.received_at, timeZone) },
];
