import * as Comlink from 'comlink';
import { useState } from 'react';
import type { VehicleState } from '../../worker/inventory/inventoryQueries.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** A vehicle page's data from the worker, live; loading until the worker answers. */
export function useVehicle(vehicleId: string, today: string): VehicleState {
  const [state, setState] = useState<VehicleState>({ status: 'loading' });
  useSubscription((api) => api.subscribeVehicle(vehicleId, today, Comlink.proxy(setState)), `vehicle:${vehicleId}:${today}`);
  return state;
}
