import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { MiningContext } from './miningContext.ts';
import type { VehicleFacts } from './vehicleFacts.ts';

/** What a rule of one opportunity type reads: the customer's mining context, one vehicle and its facts. */
export type VehicleContext = { mining: MiningContext; vehicle: OwnedVehicle; facts: VehicleFacts };
