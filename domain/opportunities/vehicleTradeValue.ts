import { tradeValue, type TradeSettings } from '../deal/tradeValue.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import { priceWhenNew } from './priceWhenNew.ts';

export type VehicleTradeValueInput = {
  vehicle: OwnedVehicle;
  /** Whether the customer bought it new or used (vehicleStockType). */
  stockType: 'new' | 'used' | null;
  /** Kilometres to value it at (the vehicle's own, or a new reading); null for none on file. */
  mileage: number | null;
  /** The dealer's build catalogue, for the price when new of a vehicle without a contract amount. */
  build: readonly BuildVehicle[];
  settings: TradeSettings;
  /** Today's ISO date. */
  today: string;
};

/**
 * The engine's trade value of an owned vehicle at a mileage: the trade model (docs/deal-math.md) over the price
 * when new (priceWhenNew) with the dealer's trade settings. The opportunity engine and the mileage update both
 * value a vehicle with it.
 */
export function vehicleTradeValue(input: VehicleTradeValueInput): number {
  const { vehicle } = input;
  return tradeValue(
    {
      year: vehicle.year,
      mileage: input.mileage,
      inServiceAt: vehicle.inservice_at,
      originalPrice: priceWhenNew(vehicle, input.stockType, input.build),
      today: input.today,
    },
    input.settings,
  );
}
