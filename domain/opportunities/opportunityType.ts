import * as v from 'valibot';

/** The opportunity types of spec 001 §2.2, as the routes and filters name them. */
export const OPPORTUNITY_TYPES = ['equity', 'appt', 'leasing', 'warranty', 'cash', 'conquest', 'nonprime', 'service'] as const;

export const OpportunityTypeSchema = v.picklist(OPPORTUNITY_TYPES);
export type OpportunityType = v.InferOutput<typeof OpportunityTypeSchema>;
