import type { InventoryVehicle } from '../../domain/dms/inventoryVehicle.ts';
import { NO_FEATURES } from '../../domain/inventory/vehiclePage.ts';

/** The vehicle's features (spec 001 §2.7): type, description, installed; No features when it has none. */
export function FeaturesTable({ features }: { features: InventoryVehicle['features'] }) {
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-features">
      <h2 id="vehicle-features" className="vehicle-section-title">
        Features
      </h2>
      {features.length === 0 ? (
        <p className="vehicle-empty">{NO_FEATURES}</p>
      ) : (
        <table className="vehicle-table" aria-labelledby="vehicle-features">
          <thead>
            <tr>
              <th scope="col">TYPE</th>
              <th scope="col">DESCRIPTION</th>
              <th scope="col">INSTALLED</th>
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <tr key={`${feature.type}|${feature.description}`}>
                <td>{feature.type}</td>
                <td>{feature.description}</td>
                <td>{feature.installed ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
