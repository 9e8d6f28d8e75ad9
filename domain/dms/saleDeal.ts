import * as v from 'valibot';
import { OpportunityTypeSchema } from '../opportunities/opportunityType.ts';
import { ContractTypeSchema, DmsDateSchema, DmsIdSchema, UserIdSchema } from './dmsFields.ts';

/**
 * A sale from the dealer's DMS (spec 001 §3 Sold row): the vehicle the customer bought, the vehicle traded in
 * (null when none), how it was paid, and, when the sale closed an opportunity, which one and of what type.
 */
export const SaleDealSchema = v.object({
  id: DmsIdSchema,
  customer_id: DmsIdSchema,
  vehicle_id: DmsIdSchema,
  trade_vehicle_id: v.nullable(DmsIdSchema),
  sale_type: ContractTypeSchema,
  sold_at: DmsDateSchema,
  salesperson: UserIdSchema,
  opportunity_id: v.nullable(DmsIdSchema),
  opportunity_type: v.nullable(OpportunityTypeSchema),
});
export type SaleDeal = v.InferOutput<typeof SaleDealSchema>;
