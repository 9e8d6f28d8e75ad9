import type { PortfolioTotals as Totals } from '../../domain/customers/customerPortfolio.ts';
import { formatMoney, formatNumber } from '../../domain/format/numbers.ts';

/** The overview's portfolio totals (spec 000 §2: sales, revenue, total, customer; docs/customers.md). */
export function PortfolioTotals({ totals }: { totals: Totals }) {
  return (
    <section className="profile-panel portfolio" aria-label="Portfolio">
      <h2 className="profile-panel-title">Portfolio</h2>
      <dl className="portfolio-totals">
        <div>
          <dt>SALES</dt>
          <dd>{formatNumber(totals.sales)}</dd>
        </div>
        <div>
          <dt>REVENUE</dt>
          <dd>{formatMoney(totals.revenue)}</dd>
        </div>
        <div>
          <dt>TOTAL</dt>
          <dd>{formatNumber(totals.total)}</dd>
        </div>
        <div>
          <dt>CUSTOMER</dt>
          <dd>{totals.customer}</dd>
        </div>
      </dl>
    </section>
  );
}
