import type { DashboardQuery, DashboardState } from '../../domain/dashboard/dashboard.ts';
import { useQuerySubscription, type QueryView } from '../worker/useQuerySubscription.ts';

/** The query's fields in one order, so equal queries give the same key (and the key reads back as the query). */
const queryKey = (query: DashboardQuery) =>
  JSON.stringify({
    user: query.user,
    start_date: query.start_date,
    end_date: query.end_date,
    now: query.now,
    appointments_page: query.appointments_page,
    service_page: query.service_page,
    top_page: query.top_page,
    activity_page: query.activity_page,
    activity_order_by: query.activity_order_by,
    activity_order: query.activity_order,
  } satisfies DashboardQuery);

const DASHBOARD_VIEW: QueryView<'dashboard'> = { view: 'dashboard', key: queryKey };

const LOADING: DashboardState = { status: 'loading' };

/** The dashboard for a query, live from the worker (computed there from the dealer's local data). */
export function useDashboard(query: DashboardQuery): DashboardState {
  return useQuerySubscription(DASHBOARD_VIEW, query, LOADING);
}
