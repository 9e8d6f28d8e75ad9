import { Link } from 'wouter';
import type { OwnedVehicleRow } from '../../domain/customers/customerPortfolio.ts';

export const NO_VEHICLES = 'No vehicles are owned by this customer.';

/** The overview's owned vehicles (spec 000 §2): name, badges, VIN, purchased date and links to their deal sheets. */
export function OwnedVehicles({ rows }: { rows: OwnedVehicleRow[] }) {
  return (
    <section className="profile-panel owned-vehicles" aria-label="Owned vehicles">
      <h2 className="profile-panel-title">Owned Vehicles</h2>
      {rows.length === 0 ? (
        <p className="profile-empty">{NO_VEHICLES}</p>
      ) : (
        <ul className="owned-vehicle-list">
          {rows.map((vehicle) => (
            <li key={vehicle.id} className="owned-vehicle">
              <div className="owned-vehicle-head">
                <strong>{vehicle.name}</strong>
                {vehicle.badges.map((badge) => (
                  <span key={badge} className={`chip is-badge is-${badge.toLowerCase().replace(/\s+/g, '-')}`}>
                    {badge}
                  </span>
                ))}
              </div>
              <dl className="owned-vehicle-facts">
                <div>
                  <dt>VIN</dt>
                  <dd className="is-mono">{vehicle.vin}</dd>
                </div>
                <div>
                  <dt>Purchased</dt>
                  <dd>{vehicle.purchased ?? '-'}</dd>
                </div>
              </dl>
              {vehicle.opportunities.length > 0 && (
                <nav className="customer-opportunities" aria-label={`Opportunities of the ${vehicle.name}`}>
                  {vehicle.opportunities.map((row) => (
                    <Link key={row.id} href={row.href} className="opportunity-chip">
                      {row.label}
                    </Link>
                  ))}
                </nav>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
