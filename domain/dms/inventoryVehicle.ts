import * as v from 'valibot';
import { DmsDateSchema, DmsIdSchema, KmSchema, ModelYearSchema, MoneySchema, VinSchema } from './dmsFields.ts';

export const StockTypeSchema = v.picklist(['new', 'used', 'demo'] as const);
export type StockType = v.InferOutput<typeof StockTypeSchema>;

/** An installed or available option of a vehicle (the vehicle tab's features: type, description, installed). */
export const VehicleFeatureSchema = v.object({
  type: v.string(),
  description: v.string(),
  installed: v.boolean(),
});

/**
 * A vehicle in the dealer's stock (spec 001 §3 Vehicle, the fields the DMS holds): price and cost in dollars,
 * kilometres on the odometer, stocked_at the day it entered stock, deleted_at the day it left (sold or
 * removed), null while in stock.
 */
export const InventoryVehicleSchema = v.object({
  id: DmsIdSchema,
  stock: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  stock_type: StockTypeSchema,
  vin: VinSchema,
  year: ModelYearSchema,
  make: v.string(),
  model: v.string(),
  trim: v.string(),
  engine: v.string(),
  body_type: v.string(),
  drivetrain: v.string(),
  transmission: v.string(),
  fuel: v.string(),
  ext_color: v.string(),
  int_color: v.string(),
  price: MoneySchema,
  cost: MoneySchema,
  kilometres: KmSchema,
  stocked_at: DmsDateSchema,
  photo: v.string(),
  features: v.array(VehicleFeatureSchema),
  deleted_at: v.nullable(DmsDateSchema),
});
export type InventoryVehicle = v.InferOutput<typeof InventoryVehicleSchema>;
