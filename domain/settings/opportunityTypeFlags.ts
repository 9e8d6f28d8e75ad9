import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import type { OpportunityFlags } from './dealerSettings.ts';

/** The flag of spec 002 §3 that turns each opportunity type of spec 001 on or off ("appt" is flagged "appointment"). */
export const OPPORTUNITY_TYPE_FLAG: Readonly<Record<OpportunityType, keyof OpportunityFlags>> = {
  equity: 'equity',
  appt: 'appointment',
  leasing: 'leasing',
  warranty: 'warranty',
  cash: 'cash',
  conquest: 'conquest',
  nonprime: 'nonprime',
  service: 'service',
};

/** The types the dealer mines, in the lists' order: their tabs and menu entries show; the others are gone. */
export function enabledOpportunityTypes(flags: OpportunityFlags): OpportunityType[] {
  return OPPORTUNITY_TYPES.filter((type) => flags[OPPORTUNITY_TYPE_FLAG[type]] === 1);
}
