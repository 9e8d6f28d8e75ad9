import { Link } from 'wouter';
import type { SoldCount } from '../../domain/dashboard/dashboard.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import './dashboard-highlights.css';

/** The dashboard's grid of sold counts per opportunity type (spec 001 §2.1); each cell opens the sold list so filtered. */
export function SoldGrid({ sold }: { sold: SoldCount[] }) {
  return (
    <ul className="sold-grid" aria-label="Sold by opportunity type">
      {sold.map((cell) => (
        <li key={cell.type}>
          <Link className="sold-cell" href={cell.href} style={{ borderLeftColor: `var(--type-${cell.type})` }}>
            <span className="sold-cell-count">{formatNumber(cell.count)}</span>
            <span className="sold-cell-label">{cell.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
