import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';

/** The route types of /opportunity/{type} (spec 001 §2.2): every opportunity type plus the sold variant. */
export const OPPORTUNITY_LIST_TYPES = [...OPPORTUNITY_TYPES, 'sold'] as const;
export type OpportunityListType = OpportunityType | 'sold';

export function isOpportunityListType(value: string): value is OpportunityListType {
  return (OPPORTUNITY_LIST_TYPES as readonly string[]).includes(value);
}

/** The tab labels of the list, as the dashboard names the types (spec 001 §2.1). */
export const OPPORTUNITY_TYPE_LABELS: Record<OpportunityListType, string> = {
  equity: 'UPGRADE',
  appt: 'SERVICE APPT',
  leasing: 'LEASING',
  warranty: 'WARRANTY',
  cash: 'CASH CONVERSION',
  conquest: 'CONQUEST',
  nonprime: 'NONPRIME',
  service: 'SERVICE',
  sold: 'SOLD',
};
