import type { DashboardInput, DashboardQuery } from './dashboard.ts';

/** Test data: a dealer with nothing, the parts a test gives laid over it. */
export function dashboardInput(parts: Partial<DashboardInput>): DashboardInput {
  return {
    opportunities: [],
    sales: [],
    customers: [],
    appointments: [],
    records: [],
    vehicle: () => undefined,
    person: () => null,
    users: [],
    timeZone: 'America/Toronto',
    ...parts,
  };
}

/** Test data: November 2026 for All, now Thursday 26 at 09:30, every list on its first page, the changes laid over. */
export function dashboardQuery(overrides: Partial<DashboardQuery> = {}): DashboardQuery {
  return {
    user: null,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    now: '2026-11-26T09:30:00',
    appointments_page: null,
    service_page: 1,
    top_page: 1,
    activity_page: 1,
    activity_order_by: 'date',
    activity_order: 'desc',
    ...overrides,
  };
}
