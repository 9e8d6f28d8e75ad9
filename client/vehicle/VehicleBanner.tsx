import { useLocation } from 'wouter';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { INVENTORY_TYPE_LABELS } from '../../domain/inventory/inventoryType.ts';
import type { VehicleDetails } from '../../domain/inventory/vehiclePage.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

/** Where BACK goes when the page was opened first in its tab (a shared link): the inventory. */
const NO_HISTORY_PATH = '/inventory/all';

/**
 * The vehicle page's banner (spec 001 §2.7): a back button, the vehicle's name, its stock number, NEW, USED or DEMO,
 * currently available or not available (it left stock), and the day its record last changed.
 */
export function VehicleBanner({ vehicle }: { vehicle: VehicleDetails }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  return (
    <header className="vehicle-banner">
      <button
        className="button vehicle-back"
        type="button"
        onClick={() => (window.history.length > 1 ? window.history.back() : navigate(NO_HISTORY_PATH))}
      >
        BACK
      </button>
      <div className="vehicle-banner-text">
        <h1 className="page-title">{vehicleName(vehicle)}</h1>
        <p className="vehicle-banner-facts">
          <span className="vehicle-stock">STOCK # {vehicle.stock}</span>
          <span className="badge vehicle-stock-type">{INVENTORY_TYPE_LABELS[vehicle.stock_type]}</span>
          <span className={vehicle.available ? 'badge is-active' : 'badge is-inactive'}>
            {vehicle.available ? 'currently available' : 'not available'}
          </span>
          <span className="muted">Last updated {dateTimeText(vehicle.updated_at, timeZone)}</span>
        </p>
      </div>
    </header>
  );
}
