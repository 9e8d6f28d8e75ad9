import { ROLE, type RoleId } from '../session/roles.ts';

/** Who looks at the dashboard: the session user's id and role. */
export type DashboardViewer = { id: number; role: RoleId };

/** Role id 1 gets no user selector and sees only their own name (spec 001 §2.1, §6); every other role chooses. */
export function canChooseDashboardUser(viewer: Pick<DashboardViewer, 'role'>): boolean {
  return viewer.role !== ROLE.salesperson;
}

/**
 * The user the dashboard is filtered to (null: All). Role id 1 starts with and keeps its own id whatever the address
 * asks (the reading of spec 001 §2.1 applied, docs/decisions.md); other roles get what they asked, All by default.
 */
export function dashboardUser(viewer: DashboardViewer, requested: number | null): number | null {
  return canChooseDashboardUser(viewer) ? requested : viewer.id;
}
