import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { NO_FEATURES } from '../../domain/inventory/vehiclePage.ts';
import { VehicleTableSection, type VehicleTableColumn } from './VehicleTableSection.tsx';

type Feature = InventoryVehicle['features'][number];

const COLUMNS: VehicleTableColumn<Feature>[] = [
  { header: 'TYPE', cell: (feature) => feature.type },
  { header: 'DESCRIPTION', cell: (feature) => feature.description },
  { header: 'INSTALLED', cell: (feature) => (feature.installed ? 'Yes' : 'No') },
];

/** The vehicle's features (spec 001 §2.7): type, description, installed; No features when it has none. */
export function FeaturesTable({ features }: { features: InventoryVehicle['features'] }) {
  return (
    <VehicleTableSection
      id="vehicle-features"
      title="Features"
      empty={NO_FEATURES}
      columns={COLUMNS}
      rows={features}
      rowKey={(feature) => `${feature.type}|${feature.description}`}
    />
  );
}
