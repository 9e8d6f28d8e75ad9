import type { BuildVehicle, Incentive } from '../dms/buildVehicle.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const TYPE_ORDER: Record<Incentive['type'], number> = { finance: 0, lease: 1 };
const KIND_ORDER: Record<Incentive['incentive'], number> = { rate: 0, additional: 1 };

/**
 * The manufacturer's incentives on a vehicle in stock (spec 001 §2.7, the vehicle tab's incentives): those of the
 * build catalogue vehicle of the same model year, make, model and trim. A used vehicle gets none (the catalogue's
 * incentives are for new vehicles; a demo is sold as new). Finance before lease; within each, the rate options by
 * term, then the programs.
 */
export function vehicleIncentives(vehicle: InventoryVehicle, build: readonly BuildVehicle[]): Incentive[] {
  if (vehicle.stock_type === 'used') return [];
  const entry = build.find(
    (candidate) =>
      candidate.year === vehicle.year && same(candidate.make, vehicle.make) && same(candidate.model, vehicle.model) && same(candidate.trim, vehicle.trim),
  );
  if (!entry) return [];
  return [...entry.incentives].sort(
    (a, b) =>
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      KIND_ORDER[a.incentive] - KIND_ORDER[b.incentive] ||
      a.term - b.term ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
