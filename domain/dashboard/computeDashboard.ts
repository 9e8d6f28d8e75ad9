import type { Dashboard, DashboardInput, DashboardQuery } from './dashboard.ts';
import { dashboardAppointments } from './dashboardAppointments.ts';
import { dashboardStats } from './dashboardStats.ts';
import { highlights, soldCounts } from './highlights.ts';
import { recentActivity } from './recentActivity.ts';
import { topOpportunities } from './topOpportunities.ts';

/** The whole dashboard for a query (docs/dashboard.md): each part computed by its own module from the same data. */
export function computeDashboard(input: DashboardInput, query: DashboardQuery): Dashboard {
  const appointments = dashboardAppointments(input, query);
  const top = topOpportunities(input, query);
  const activity = recentActivity(input, query);
  return {
    sold: soldCounts(input, query),
    highlights: highlights(input, query),
    totals: { appointments: appointments.sales_total + appointments.service_total, opportunities: top.total, recent: activity.total },
    appointments,
    top,
    activity,
    stats: dashboardStats(input, query),
  };
}
