import * as v from 'valibot';
import { DmsIdSchema, ModelYearSchema, MoneySchema, PercentSchema, TermSchema } from './dmsFields.ts';

/**
 * A finance or lease incentive of a new vehicle (spec 001 §3 Incentive, without the payments the calculator
 * derives): incentive 'rate' is an option of its tab, 'additional' a program whose cash adds to the tab's
 * additional total. rate is an annual percent, cash dollars, residual a percent of the price (0 for finance),
 * factor the lease factor (0 for finance), program the program's name or null.
 */
export const IncentiveSchema = v.object({
  id: DmsIdSchema,
  type: v.picklist(['finance', 'lease'] as const),
  term: TermSchema,
  rate: PercentSchema,
  incentive: v.picklist(['rate', 'additional'] as const),
  cash: MoneySchema,
  residual: PercentSchema,
  factor: v.pipe(v.number(), v.finite(), v.minValue(0)),
  program: v.nullable(v.string()),
});
export type Incentive = v.InferOutput<typeof IncentiveSchema>;

/** A new vehicle of the build catalogue, the replacements a customer can order, with its incentives. */
export const BuildVehicleSchema = v.object({
  id: DmsIdSchema,
  year: ModelYearSchema,
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  engine: v.string(),
  transmission: v.string(),
  drivetrain: v.string(),
  price: MoneySchema,
  freight: MoneySchema,
  photo: v.string(),
  incentives: v.array(IncentiveSchema),
});
export type BuildVehicle = v.InferOutput<typeof BuildVehicleSchema>;
