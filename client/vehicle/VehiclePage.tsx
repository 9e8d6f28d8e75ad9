import { useMemo, useState } from 'react';
import { vehicleLink } from '../../domain/inventory/inventoryColumns.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { inventoryTableColumns } from '../inventory/inventoryTableColumns.tsx';
import { ServiceHistory } from '../service/ServiceHistory.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { MemoryList } from './MemoryList.tsx';
import { useVehicle } from './useVehicle.ts';
import { VehicleBanner } from './VehicleBanner.tsx';
import { VehicleInformation } from './VehicleInformation.tsx';

type Tab = 'vehicle' | 'service' | 'instock';

const TAB_LABELS: Record<Tab, string> = { vehicle: 'VEHICLE', service: 'SERVICE', instock: 'INSTOCK' };

/**
 * /vehicle/{id} (spec 001 §2.7): the banner, then the tabs VEHICLE (information), SERVICE (history, by VIN) and
 * INSTOCK (the other vehicles in stock of the same make and model, offered only when there are some).
 */
export function VehiclePage({ id, user }: { id: string; user: SessionUser }) {
  const today = useDealerToday();
  const [chosen, setChosen] = useState<Tab>('vehicle');
  const state = useVehicle(id, today);
  const country = user.dealer.country;
  const matchColumns = useMemo(
    () => inventoryTableColumns({ today, country }).map((column) => ({ ...column, sortable: false })),
    [today, country],
  );

  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'loading') {
    return (
      <section className="page vehicle-page" aria-busy="true">
        <p className="vehicle-loading" role="status">
          Loading the vehicle…
        </p>
      </section>
    );
  }
  const { page } = state;
  const tabs: Tab[] = page.matches.length > 0 ? ['vehicle', 'service', 'instock'] : ['vehicle', 'service'];
  const tab = tabs.includes(chosen) ? chosen : 'vehicle';

  return (
    <section className="page vehicle-page">
      <VehicleBanner vehicle={page.vehicle} />
      <div className="tabs vehicle-tabs" role="tablist" aria-label="Vehicle">
        {tabs.map((entry) => (
          <button
            key={entry}
            type="button"
            role="tab"
            id={`vehicle-tab-${entry}`}
            aria-selected={tab === entry}
            aria-controls="vehicle-tab-panel"
            className={tab === entry ? 'tab is-active' : 'tab'}
            onClick={() => setChosen(entry)}
          >
            {TAB_LABELS[entry]}
            {entry === 'instock' && <span className="tab-count">{page.matches.length}</span>}
          </button>
        ))}
      </div>
      <div className="vehicle-tab-panel" id="vehicle-tab-panel" role="tabpanel" aria-labelledby={`vehicle-tab-${tab}`}>
        {tab === 'vehicle' && <VehicleInformation page={page} country={country} />}
        {tab === 'service' && <ServiceHistory query={{ vin: page.vehicle.vin }} />}
        {tab === 'instock' && (
          <MemoryList
            label="In-stock matches"
            className="vehicle-list vehicle-matches"
            rows={page.matches}
            columns={matchColumns}
            emptyText=""
            rowHref={vehicleLink}
          />
        )}
      </div>
    </section>
  );
}
