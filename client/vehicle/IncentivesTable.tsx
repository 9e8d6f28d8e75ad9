import type { Incentive } from '../../domain/dms/buildVehicle.ts';
import { formatMoney } from '../../domain/format/numbers.ts';
import { NO_INCENTIVES } from '../../domain/inventory/vehiclePage.ts';

const incentiveType = (incentive: Incentive) => {
  const type = incentive.type === 'finance' ? 'Finance' : 'Lease';
  return incentive.incentive === 'additional' ? `${type} program${incentive.program ? `: ${incentive.program}` : ''}` : type;
};

/** The manufacturer's incentives (spec 001 §2.7): term in months, type, rate %, cash; No incentives when none. */
export function IncentivesTable({ incentives }: { incentives: Incentive[] }) {
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-incentives">
      <h2 id="vehicle-incentives" className="vehicle-section-title">
        Incentives
      </h2>
      {incentives.length === 0 ? (
        <p className="vehicle-empty">{NO_INCENTIVES}</p>
      ) : (
        <table className="vehicle-table" aria-labelledby="vehicle-incentives">
          <thead>
            <tr>
              <th scope="col" className="is-end">
                TERM (MONTHS)
              </th>
              <th scope="col">TYPE</th>
              <th scope="col" className="is-end">
                RATE %
              </th>
              <th scope="col" className="is-end">
                CASH
              </th>
            </tr>
          </thead>
          <tbody>
            {incentives.map((incentive) => (
              <tr key={incentive.id}>
                <td className="is-end">{incentive.term === 0 ? 'Any' : incentive.term}</td>
                <td>{incentiveType(incentive)}</td>
                <td className="is-end">{`${incentive.rate.toFixed(2)}%`}</td>
                <td className="is-end">{formatMoney(incentive.cash)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
