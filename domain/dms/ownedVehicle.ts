import * as v from 'valibot';
import {
  DmsDateSchema,
  DmsIdSchema,
  FrequencySchema,
  KmSchema,
  ModelYearSchema,
  MoneySchema,
  PercentSchema,
  TermSchema,
  VinSchema,
} from './dmsFields.ts';

const contractTerms = {
  frequency: FrequencySchema,
  /** Months. */
  term: TermSchema,
  /** Annual percent. */
  rate: PercentSchema,
  /** One payment at the contract's frequency. */
  payment: MoneySchema,
  /** Amount financed, leased or paid. */
  amount: MoneySchema,
  downpayment: MoneySchema,
  bank_name: v.string(),
  sold_at: DmsDateSchema,
};

const notLeased = {
  residual_amount: v.null('Only a lease has a residual amount'),
  km_allowance: v.null('Only a lease has a km allowance'),
};

/**
 * How the customer bought the vehicle (spec 001 §3 Financials and Deal): a finance, lease or cash contract.
 * Only a lease carries a residual amount (dollars) and a km allowance (kilometres a year); the others hold null.
 */
export const ContractSchema = v.variant('type', [
  v.object({ type: v.literal('finance'), ...contractTerms, ...notLeased }),
  v.object({ type: v.literal('lease'), ...contractTerms, residual_amount: MoneySchema, km_allowance: KmSchema }),
  v.object({ type: v.literal('cash'), ...contractTerms, ...notLeased }),
]);
export type Contract = v.InferOutput<typeof ContractSchema>;

/**
 * A vehicle a customer owns, as the dealer's DMS holds it, with the contract it was bought on (null when the
 * DMS has none). Mileage is in kilometres, null when none is on file.
 */
export const OwnedVehicleSchema = v.object({
  id: DmsIdSchema,
  customer_id: DmsIdSchema,
  year: ModelYearSchema,
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  vin: VinSchema,
  mileage: v.nullable(KmSchema),
  inservice_at: v.nullable(DmsDateSchema),
  photo: v.string(),
  contract: v.nullable(ContractSchema),
});
export type OwnedVehicle = v.InferOutput<typeof OwnedVehicleSchema>;

/** A vehicle's display name: "2021 Toyota RAV4 LE" (empty parts left out). */
export function vehicleName(vehicle: Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== '').join(' ');
}
