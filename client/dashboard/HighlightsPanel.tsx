import { Link } from 'wouter';
import type { Highlights } from '../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { TypeDoughnut } from './TypeDoughnut.tsx';
import './dashboard-highlights.css';

/**
 * The dashboard's highlights panel (spec 001 §2.1): NEW OPS, SOLD, Identified OPS and Total OPS, the percentage in
 * op position, a doughnut of the open opportunities by type with its legend, and a list of the types with their
 * counts, shares and bars, each linking to the type's list (docs/dashboard.md defines every figure).
 */
export function HighlightsPanel({ highlights }: { highlights: Highlights }) {
  const figures = [
    { label: 'NEW OPS', value: highlights.new },
    { label: 'SOLD', value: highlights.sold },
    { label: 'Identified OPS', value: highlights.identified },
    { label: 'Total OPS', value: highlights.total },
  ];
  const drawn = highlights.types.filter((type) => type.count > 0);
  return (
    <section className="highlights" aria-label="Highlights">
      <dl className="highlights-figures">
        {figures.map((figure) => (
          <div className="highlights-figure" key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="highlights-percentage">
        <strong>{highlights.percentage}%</strong> in op position
      </p>
      <div className="highlights-chart">
        <TypeDoughnut types={highlights.types} />
        <ul className="highlights-legend" aria-label="Doughnut legend">
          {drawn.map((type) => (
            <li key={type.type}>
              <span className="highlights-swatch" style={{ background: `var(--type-${type.type})` }} aria-hidden="true" />
              {type.label} <span className="muted">{type.percent}%</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="highlights-types" aria-label="Open opportunities by type">
        {highlights.types.map((type) => (
          <li className="highlights-type" key={type.type}>
            <Link className="highlights-type-label" href={type.href}>
              {type.label}
            </Link>
            <span className="highlights-type-count">{formatNumber(type.count)}</span>
            <span className="highlights-type-percent">{type.percent}%</span>
            <span className="highlights-bar" aria-hidden="true">
              <span className="highlights-bar-fill" style={{ width: `${type.bar}%`, background: `var(--type-${type.type})` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
