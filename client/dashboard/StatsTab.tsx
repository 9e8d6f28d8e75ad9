import type { DashboardStats } from '../../domain/dashboard/dashboard.ts';
import './dashboard-stats.css';
import { LeaderboardChart } from './charts/LeaderboardChart.tsx';
import { ProfitChart } from './charts/ProfitChart.tsx';
import { SaleTypeChart } from './charts/SaleTypeChart.tsx';
import { ServiceTypeChart } from './charts/ServiceTypeChart.tsx';
import { TopModelsList } from './charts/TopModelsList.tsx';

/**
 * The dashboard's STATS tab (spec 001 §2.1; docs/dashboard.md "Statistics"): the leaderboard, average profit, close
 * by sale type and by service type, and Top Models, in a grid of panels that folds to one column on a phone. The
 * response-rate chart waits for marketing (campaigns and automations do not exist yet).
 */
export function StatsTab({ stats }: { stats: DashboardStats }) {
  return (
    <div className="stats-grid">
      <LeaderboardChart series={stats.leaderboard} />
      <ProfitChart points={stats.profit} />
      <SaleTypeChart series={stats.saleTypes} />
      <ServiceTypeChart series={stats.serviceTypes} />
      <TopModelsList models={stats.topModels} />
    </div>
  );
}
