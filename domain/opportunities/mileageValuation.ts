import type { DeskedVehicle } from '../deal/deskedVehicle.ts';
import { equity } from '../deal/equity.ts';
import type { TradeSettings } from '../deal/tradeValue.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import { contractStatus } from './contractStatus.ts';
import { vehicleStockType } from './vehicleStockType.ts';
import { vehicleTradeValue } from './vehicleTradeValue.ts';

export type MileageValuationInput = {
  vehicle: DeskedVehicle;
  /** The new reading in kilometres. */
  mileage: number;
  /** The dealer's build catalogue (the price when new of a vehicle without a contract amount). */
  build: readonly BuildVehicle[];
  /** The dealer's trade settings (its config). */
  settings: TradeSettings;
  /** Today's ISO date at the dealer. */
  today: string;
};

/** What a mileage update answers (spec 001 §4, §7): the trade value and the equity at the new mileage. */
export type MileageValuation = { value: number; equity: number };

/**
 * The trade value and equity of an owned vehicle at a new mileage, as the engine will compute them once the
 * mileage is on file: a mileage update clears a trade the desk typed, so the value is the trade model's; the
 * payout is the desk's when it typed one, otherwise the payout rule's. The deal page shows it at once from local
 * documents, the server answers it on POST /vehicle/update/mileage.
 */
export function mileageValuation(input: MileageValuationInput): MileageValuation {
  const { vehicle, today } = input;
  const contract = contractStatus(vehicle.contract, today, vehicle.desk?.payout ?? null);
  const stockType = vehicleStockType(vehicle, contract.soldAt);
  const value = vehicleTradeValue({ vehicle, stockType, mileage: input.mileage, build: input.build, settings: input.settings, today });
  return { value, equity: equity(value, contract.payout) };
}
