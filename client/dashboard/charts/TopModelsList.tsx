import type { TopModel } from '../../../domain/dashboard/dashboard.ts';
import { formatMoney, formatNumber } from '../../../domain/format/numbers.ts';
import { ChartPanel } from './ChartPanel.tsx';

/** Top Models (spec 001 §2.1): the models sold most in the range, with photo, name, SALES, REVENUE and LAST SALE. */
export function TopModelsList({ models }: { models: TopModel[] }) {
  return (
    <ChartPanel title="Top Models" empty={models.length === 0} wide>
      <div className="stats-models-scroll">
        <table className="stats-models">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Model</span>
              </th>
              <th scope="col">SALES</th>
              <th scope="col">REVENUE</th>
              <th scope="col">LAST SALE</th>
            </tr>
          </thead>
          <tbody>
            {models.map((model) => (
              <tr key={model.name}>
                <th scope="row">
                  <span className="stats-model">
                    {model.photo ? <img className="stats-model-photo" src={model.photo} alt="" loading="lazy" /> : <span className="stats-model-photo" />}
                    {model.name}
                  </span>
                </th>
                <td>{formatNumber(model.sales)}</td>
                <td>{formatMoney(model.revenue)}</td>
                <td>{model.last_sale}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartPanel>
  );
}
