import type { Incentive } from '../../domain/dms/buildVehicle.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { NO_INCENTIVES } from '../../domain/inventory/vehiclePage.ts';
import { VehicleTableSection, type VehicleTableColumn } from './VehicleTableSection.tsx';

const incentiveType = (incentive: Incentive) => {
  const type = incentive.type === 'finance' ? 'Finance' : 'Lease';
  return incentive.incentive === 'additional' ? `${type} program${incentive.program ? `: ${incentive.program}` : ''}` : type;
};

const COLUMNS: VehicleTableColumn<Incentive>[] = [
  { header: 'TERM (MONTHS)', end: true, cell: (incentive) => (incentive.term === 0 ? 'Any' : incentive.term) },
  { header: 'TYPE', cell: incentiveType },
  { header: 'RATE %', end: true, cell: (incentive) => `${incentive.rate.toFixed(2)}%` },
  { header: 'CASH', end: true, cell: (incentive) => formatMoney(incentive.cash) },
];

/** The manufacturer's incentives (spec 001 §2.7): term in months, type, rate %, cash; No incentives when none. */
export function IncentivesTable({ incentives }: { incentives: Incentive[] }) {
  return (
    <VehicleTableSection
      id="vehicle-incentives"
      title="Incentives"
      empty={NO_INCENTIVES}
      columns={COLUMNS}
      rows={incentives}
      rowKey={(incentive) => incentive.id}
    />
  );
}
