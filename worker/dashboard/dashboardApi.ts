import { listView, type ViewParts } from '../api/viewApi.ts';

/** The dashboard's live views, computed from local data, a query changed as a list's is. */
export const dashboardViews: ViewParts<'dashboard'> = { dashboard: listView((c) => c.dashboards) };
