import * as v from 'valibot';
import { ContractTypeSchema, FrequencySchema } from '../dms/dmsFields.ts';
import { OpportunityTypeSchema } from './opportunityType.ts';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Money = v.pipe(v.number(), v.finite());
const Day = v.string();

/** The service badges of spec 001 §2.2 (labels New At Risk, At Risk, Declined, Service Due, Recall). */
export const ServiceBadgesSchema = v.object({
  risk: v.boolean(),
  new: v.boolean(),
  declined: v.boolean(),
  due: v.boolean(),
  recall: v.boolean(),
});

/**
 * An opportunity row (spec 001 §3, sales and service) as the engine derives it, plus what the lists and filters of
 * spec 001 §2.2 and §7 need. One vehicle yields at most one row per type; the id is `${type}:${vehicle_id}`.
 *
 * Amounts are dollars; payments is one payment at the contract's frequency (frequency, null without a contract).
 * distance_km is kept in kilometres, distance in the dealer's unit (KM or MI) to 2 decimals; the list rounds up.
 * warranty_mileage and km_risk are kilometres. salesperson is the customer's user id; null is an Orphan.
 * identified_at is the day the engine first found the row (kept across reruns by diffOpportunities).
 */
export const OpportunitySchema = v.object({
  id: v.string(),
  dealer: v.string(),
  type: OpportunityTypeSchema,
  customer_id: v.string(),
  vehicle_id: v.string(),
  name: v.string(),
  vehicle_name: v.string(),
  year: v.number(),
  make: v.string(),
  model: v.string(),
  photo: v.string(),
  stock_type: v.nullable(v.picklist(['new', 'used'] as const)),
  sale_type: v.nullable(ContractTypeSchema),
  frequency: v.nullable(FrequencySchema),
  rating: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
  payments: Money,
  payments_left: Count,
  payments_total: v.pipe(v.number(), v.minValue(0)),
  term: Count,
  equity: Money,
  trade: Money,
  payout: Money,
  apr: Money,
  days_out: v.nullable(Count),
  km_risk: v.nullable(v.number()),
  distance: v.nullable(v.number()),
  distance_km: v.nullable(v.number()),
  matches: Count,
  stock_match: v.picklist([0, 1] as const),
  appointment: v.boolean(),
  appointment_at: v.nullable(v.string()),
  service_total: Money,
  service_ro_total: Count,
  serviced_at: v.nullable(Day),
  service_months: v.nullable(Count),
  service_type: v.nullable(v.string()),
  service_active: v.boolean(),
  badges: ServiceBadgesSchema,
  warranty_at: v.nullable(Day),
  warranty_months: v.nullable(Count),
  warranty_mileage: v.nullable(v.number()),
  salesperson: v.nullable(v.number()),
  contact: v.object({
    text: v.boolean(),
    text_at: v.nullable(v.string()),
    email: v.boolean(),
    email_at: v.nullable(v.string()),
  }),
  identified_at: Day,
});
export type Opportunity = v.InferOutput<typeof OpportunitySchema>;
export type ServiceBadges = v.InferOutput<typeof ServiceBadgesSchema>;
