import * as v from 'valibot';
import { OpportunityTypeSchema } from '../opportunities/opportunityType.ts';
import { ContractTypeSchema, DmsDateSchema, DmsIdSchema, MoneySchema, SignedMoneySchema, UserIdSchema } from './dmsFields.ts';

/**
 * A sale from the dealer's DMS (spec 001 §3 Sold row): the vehicle the customer bought, the vehicle traded in
 * (null when none), how it was paid, and, when the sale closed an opportunity, which one and of what type.
 * price is the selling price before tax and gross the deal's gross profit, in dollars (a loss is negative); both are left out (or null)
 * when the DMS does not give them.
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
  price: v.optional(v.nullable(MoneySchema)),
  gross: v.optional(v.nullable(SignedMoneySchema)),
});
export type SaleDeal = v.InferOutput<typeof SaleDealSchema>;
