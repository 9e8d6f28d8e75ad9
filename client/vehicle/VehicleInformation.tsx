import { Link } from 'wouter';
import type { Country } from '../../domain/dealers/dealer.ts';
import { vehicleName } from '../../domain/dms/ownedVehicle.ts';
import { mileageText } from '../../domain/format/mileageText.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { replacementDealLink, type ReplaceableOpportunity } from '../../domain/inventory/replaceableOpportunities.ts';
import type { VehiclePage } from '../../domain/inventory/vehiclePage.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../domain/opportunityList/opportunityListType.ts';
import type { VirtualColumn } from '../ui/VirtualColumn.ts';
import { FeaturesTable } from './FeaturesTable.tsx';
import { IncentivesTable } from './IncentivesTable.tsx';
import { MemoryList } from './MemoryList.tsx';

const OPPORTUNITY_COLUMNS: VirtualColumn<ReplaceableOpportunity>[] = [
  { key: 'name', header: 'NAME', width: 'minmax(160px, 1.2fr)', render: (row) => row.name },
  { key: 'vehicle', header: 'VEHICLE', width: 'minmax(180px, 1.5fr)', render: (row) => row.vehicle_name },
  { key: 'type', header: 'OPPORTUNITY', width: '150px', render: (row) => OPPORTUNITY_TYPE_LABELS[row.type] },
  { key: 'payments', header: 'PAYMENTS', width: '112px', align: 'end', render: (row) => formatMoney(row.payments) },
  { key: 'equity', header: 'EQUITY', width: '112px', align: 'end', render: (row) => formatMoney(row.equity) },
];

/**
 * The VEHICLE tab (spec 001 §2.7): photo, price and details; the features and incentives; the owner once the
 * vehicle left stock; the open opportunities it could replace, each opening its deal sheet with this vehicle as the
 * replacement.
 */
export function VehicleInformation({ page, country }: { page: VehiclePage; country: Country }) {
  const { vehicle } = page;
  const details: [string, string][] = [
    ['VIN', vehicle.vin],
    ['Engine', vehicle.engine],
    ['Body style', vehicle.body_type],
    ['Mileage', mileageText(vehicle.kilometres, country)],
    ['Drivetrain', vehicle.drivetrain],
    ['Transmission', vehicle.transmission],
    ['Fuel', vehicle.fuel],
    ['Exterior colour', vehicle.ext_color],
    ['Interior colour', vehicle.int_color],
  ];
  return (
    <div className="vehicle-information">
      <div className="vehicle-overview">
        <figure className="vehicle-photo">
          {vehicle.photo ? <img src={vehicle.photo} alt={vehicleName(vehicle)} /> : <span className="vehicle-photo-empty">No photo</span>}
        </figure>
        <div className="vehicle-summary">
          <p className="vehicle-price" aria-label="Price">
            {formatMoney(vehicle.price)}
          </p>
          <dl className="vehicle-details" aria-label="Details">
            {details.map(([label, value]) => (
              <div key={label} className="vehicle-detail">
                <dt>{label}</dt>
                <dd>{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <FeaturesTable features={vehicle.features} />
      <IncentivesTable incentives={page.incentives} />
      {!vehicle.available && page.customer && (
        <section className="vehicle-section" aria-labelledby="vehicle-owner">
          <h2 id="vehicle-owner" className="vehicle-section-title">
            Owner
          </h2>
          <Link href={`/customer/${encodeURIComponent(page.customer.customer_id)}/overview`}>{page.customer.name}</Link>
        </section>
      )}
      {page.opportunities.length > 0 && (
        <section className="vehicle-section vehicle-opportunities" aria-labelledby="vehicle-opportunities">
          <h2 id="vehicle-opportunities" className="vehicle-section-title">
            Open opportunities
          </h2>
          <MemoryList
            label="Open opportunities"
            className="vehicle-list"
            rows={page.opportunities}
            columns={OPPORTUNITY_COLUMNS}
            emptyText=""
            rowHref={(row) => replacementDealLink(row.id, vehicle.id)}
          />
        </section>
      )}
    </div>
  );
}
