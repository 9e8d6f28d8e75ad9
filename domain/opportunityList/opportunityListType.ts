import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';

/** The route types of /opportunity/{type} (spec 001 §2.2): every opportunity type plus the sold variant. */
export const OPPORTUNITY_LIST_TYPES = [...OPPORTUNITY_TYPES, 'sold'] as const;
export type OpportunityListType = OpportunityType | 'sold';

export function isOpportunityListType(value: string): value is OpportunityListType {
  return (OPPORTUNITY_LIST_TYPES as readonly string[]).includes(value);
}

/**
 * The tab labels of the list, as the dashboard names the types (spec 001 §2.1); the spec names no label for nonprime,
 * which reads Non-Prime as the trade says it (issue 28). Tabs and chips show these capitals; elsewhere the same
 * words read as the side menu shows them (opportunityTypeName). A type's key is never shown.
 */
export const OPPORTUNITY_TYPE_LABELS: Record<OpportunityListType, string> = {
  equity: 'UPGRADE',
  appt: 'SERVICE APPT',
  leasing: 'LEASING',
  warranty: 'WARRANTY',
  cash: 'CASH CONVERSION',
  conquest: 'CONQUEST',
  nonprime: 'NON-PRIME',
  service: 'SERVICE',
  sold: 'SOLD',
};

/** A type's name as the side menu shows it, in place of its key: Upgrade, Service Appt, Cash Conversion, Non-Prime. */
export function opportunityTypeName(type: OpportunityListType): string {
  return OPPORTUNITY_TYPE_LABELS[type].toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());
}
