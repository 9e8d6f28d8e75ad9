import type { VehicleState } from '../../worker/inventory/inventoryQueries.ts';
import { useView } from '../worker/useView.ts';

/** A vehicle page's data from the worker, live; loading until the worker answers. */
export function useVehicle(vehicleId: string, today: string): VehicleState {
  return useView('vehicle', { vehicleId, today }, { keepLast: true }) ?? { status: 'loading' };
}
