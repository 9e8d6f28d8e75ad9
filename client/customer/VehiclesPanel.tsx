import { useState } from 'react';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { NO_VEHICLES } from './OwnedVehicles.tsx';

/** The customer form's vehicles panel (spec 000 §2): photo, year, make, model, VIN and a remove control. */
export function VehiclesPanel({ customerId, vehicles }: { customerId: string; vehicles: OwnedVehicleDoc[] }) {
  const api = useWorker();
  const [removing, setRemoving] = useState<OwnedVehicleDoc | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (vehicle: OwnedVehicleDoc) => {
    setBusy(true);
    const result = await api.dispatch({ type: 'customer.removeVehicle', customer_id: customerId, vehicle_id: vehicle.id });
    setBusy(false);
    if (result.ok) setRemoving(null);
    else setFailure(result.reason);
  };
  return (
    <section className="profile-panel vehicles-panel" aria-label="Vehicles">
      <h2 className="profile-panel-title">Vehicles</h2>
      {vehicles.length === 0 ? (
        <p className="profile-empty">{NO_VEHICLES}</p>
      ) : (
        <ul className="owned-vehicle-list">
          {vehicles.map((vehicle) => (
            <li key={vehicle.id} className="owned-vehicle vehicle-line">
              {vehicle.photo && <img src={vehicle.photo} alt="" className="vehicle-thumb" loading="lazy" />}
              <span className="vehicle-line-name">{vehicleName(vehicle)}</span>
              <span className="is-mono">{vehicle.vin}</span>
              <button
                type="button"
                className="link-button is-danger"
                aria-label={`Remove the ${vehicleName(vehicle)}`}
                onClick={() => {
                  setFailure(null);
                  setRemoving(vehicle);
                }}
              >
                REMOVE
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <Popup title="Remove Vehicle" size="small" onClose={() => setRemoving(null)}>
          <PopupConfirm
            question={`Are you sure you want to remove the ${vehicleName(removing)} from this customer?`}
            confirm="REMOVE"
            busy={busy}
            onCancel={() => setRemoving(null)}
            onConfirm={() => void remove(removing)}
          />
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </Popup>
      )}
    </section>
  );
}
