import * as v from 'valibot';
import type { Customer } from '../customers/customer.ts';
import type { DocOf, RefOf } from '../events/collectionDocs.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';

/**
 * What the desk typed over the engine's figures for an owned vehicle (the deal edit form of spec 001 §2.4): a
 * trade value and a payout, each null when the engine's own figure stands. Kept on the vehicle document, read by
 * the engine on every later run; a mileage update clears the trade (the new mileage gives the value).
 */
export const DeskFiguresSchema = v.strictObject({ trade: v.nullable(v.number()), payout: v.nullable(v.number()) });
export type DeskFigures = v.InferOutput<typeof DeskFiguresSchema>;

/** An owned vehicle as replicated: the DMS record, its dealer, and the desk's figures when the deal was edited. */
export type OwnedVehicleDoc = DocOf<'vehicles'>;

/** A build catalogue vehicle as kept in refs: id is buildDocId(build_id). */
export type BuildVehicleDoc = RefOf<'build'>;

export type InventoryVehicleDoc = DocOf<'inventory'>;

/**
 * Everything a deal page reads, from the local store (or, for an opportunity not yet synced, from
 * GET /opportunity/{id}): the opportunity row, its customer, the owned vehicle with its contract, the customer's
 * sales, the customer's other open opportunities (the header's chips), the dealer's settings,
 * build catalogue and vehicles in stock (the replacement picker and its default).
 */
export type DealDocs = {
  opportunity: Opportunity;
  customer: Customer | null;
  vehicle: OwnedVehicleDoc | null;
  /** null until read: a deal page does not wait for them. */
  sales: DocOf<'deals'>[] | null;
  opportunities: Opportunity[];
  settings: DealerSettings;
  build: BuildVehicleDoc[];
  inventory: InventoryVehicleDoc[];
};
