import type { BuildVehicle } from '../dms/buildVehicle.ts';
import { vehicleName } from '../dms/ownedVehicle.ts';
import type { DealerSettings } from '../settings/dealerSettings.ts';
import type { BuildVehicleDoc, InventoryVehicleDoc } from './dealDocs.ts';
import type { DealIncentive } from './dealIncentive.ts';
import { stockIncentives } from './stockIncentives.ts';

export type ReplacementOrigin = 'build' | 'inventory';

/**
 * A replacement vehicle (spec 001 §2.4 "Replacement vehicle fields"; monthly and biweekly are the calculator's, not
 * stored): a build catalogue vehicle (origin build, new, no stock number, no mileage) or an in-stock vehicle (origin
 * inventory). id is the document id: the inventory id, or buildDocId for the build catalogue, so the deal route's
 * ?replacement= names either. incentives are what the calculator prices: the build vehicle's own, or the dealer's
 * finance rates for stock.
 */
export type ReplacementVehicle = {
  id: string;
  type: 'new' | 'used' | 'demo';
  year: number;
  make: string;
  model: string;
  trim: string;
  engine: string;
  transmission: string;
  drivetrain: string;
  mileage: number | null;
  price: number;
  photo: string;
  origin: ReplacementOrigin;
  freight: number;
  stock: string | null;
  incentives: DealIncentive[];
};

export function inventoryReplacement(vehicle: InventoryVehicleDoc, settings: DealerSettings): ReplacementVehicle {
  return {
    id: vehicle.id,
    type: vehicle.stock_type,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    engine: vehicle.engine,
    transmission: vehicle.transmission,
    drivetrain: vehicle.drivetrain,
    mileage: vehicle.kilometres,
    price: vehicle.price,
    photo: vehicle.photo,
    origin: 'inventory',
    freight: 0,
    stock: vehicle.stock,
    incentives: stockIncentives(settings),
  };
}

/**
 * The price a build vehicle is desked at: with the dealer's desk option desk_finance_freight on, all-in (price +
 * freight, as Ontario's dealer regulator requires of advertised prices), so the freight is financed and leased with
 * it; off (the spec's default), the price alone, freight beside it.
 */
export function buildPrice(vehicle: Pick<BuildVehicle, 'price' | 'freight'>, settings: Pick<DealerSettings, 'config'>): number {
  return settings.config.desk_finance_freight === 1 ? vehicle.price + vehicle.freight : vehicle.price;
}

/** A build catalogue vehicle as a replacement, at its buildPrice; freight beside it only when not already in it. */
export function buildReplacement(vehicle: BuildVehicleDoc, settings: Pick<DealerSettings, 'config'>): ReplacementVehicle {
  const allIn = settings.config.desk_finance_freight === 1;
  return {
    id: vehicle.id,
    type: 'new',
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    engine: vehicle.engine,
    transmission: vehicle.transmission,
    drivetrain: vehicle.drivetrain,
    mileage: null,
    price: buildPrice(vehicle, settings),
    photo: vehicle.photo,
    origin: 'build',
    freight: allIn ? 0 : vehicle.freight,
    stock: null,
    incentives: vehicle.incentives,
  };
}

/** "2026 Toyota RAV4 LE" */
export function replacementName(vehicle: ReplacementVehicle): string {
  return vehicleName(vehicle);
}
