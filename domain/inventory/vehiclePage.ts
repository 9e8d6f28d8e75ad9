import type { BuildVehicle, Incentive } from '../dms/buildVehicle.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';
import { inventoryAge } from './inventoryAge.ts';
import { inStockMatches } from './inStockMatches.ts';
import { isInStock } from './inventoryType.ts';
import { replaceableOpportunities, type ReplaceableOpportunity } from './replaceableOpportunities.ts';
import { vehicleIncentives } from './vehicleIncentives.ts';
import type { VehicleOwner } from './vehicleOwner.ts';

/** The vehicle tab's empty texts (spec 001 §2.7, §8). */
export const NO_FEATURES = 'No features';
export const NO_INCENTIVES = 'No incentives';

/**
 * A vehicle as its page shows it (spec 001 §3 Vehicle): the DMS record with its age in days (null: unknown),
 * whether it is currently available, and updated_at, the last day its record tells of (the day it left stock,
 * else the day it was stocked: the DMS export carries no modification time).
 */
export type VehicleDetails = InventoryVehicle & { age: number | null; available: boolean; updated_at: string };

/**
 * Everything the vehicle page shows (spec 001 §2.7): the vehicle, its incentives, its owner once sold (customer),
 * the open opportunities it could replace, and its in-stock matches. The worker and GET /vehicles/{id} answer this.
 */
export type VehiclePage = {
  vehicle: VehicleDetails;
  incentives: Incentive[];
  customer: VehicleOwner | null;
  opportunities: ReplaceableOpportunity[];
  matches: InventoryVehicle[];
};

export type VehiclePageSources = {
  vehicle: InventoryVehicle;
  /** The dealer's inventory (the vehicle's matches are found in it). */
  stock: Iterable<InventoryVehicle>;
  build: readonly BuildVehicle[];
  settings: DealerSettings;
  /** The dealer's open opportunities of REPLACEABLE_TYPES, in sets (one per type, as the indexes keep them). */
  opportunities: readonly Iterable<Opportunity>[];
  /** The owner as vehicleOwner() found them. */
  owner: VehicleOwner | null;
  /** The day ages are counted to. */
  today: string;
};

export function vehicleDetails(vehicle: InventoryVehicle, today: string): VehicleDetails {
  return {
    ...vehicle,
    age: inventoryAge(vehicle.stocked_at, today),
    available: isInStock(vehicle),
    updated_at: vehicle.deleted_at ?? vehicle.stocked_at,
  };
}

export function vehiclePage(sources: VehiclePageSources): VehiclePage {
  const { vehicle } = sources;
  return {
    vehicle: vehicleDetails(vehicle, sources.today),
    incentives: vehicleIncentives(vehicle, sources.build),
    customer: sources.owner,
    opportunities: replaceableOpportunities(vehicle, sources.settings, sources.opportunities),
    matches: inStockMatches(vehicle, sources.stock),
  };
}
