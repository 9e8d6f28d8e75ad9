import { describe, expect, it } from 'vitest';
import { canChooseDashboardUser, dashboardUser } from './dashboardUser.ts';

describe('the dashboard user filter (spec 001 §2.1, §6)', () => {
  it('gives role id 1 no selector and keeps it on its own id whatever is asked', () => {
    expect(canChooseDashboardUser({ role: 1 })).toBe(false);
    expect(dashboardUser({ id: 7, role: 1 }, null)).toBe(7);
    expect(dashboardUser({ id: 7, role: 1 }, 9)).toBe(7);
  });

  it('lets every other role choose, All by default', () => {
    for (const role of [2, 3, 4, 5, 6] as const) expect(canChooseDashboardUser({ role })).toBe(true);
    expect(dashboardUser({ id: 7, role: 2 }, null)).toBeNull();
    expect(dashboardUser({ id: 7, role: 6 }, 9)).toBe(9);
  });
});
