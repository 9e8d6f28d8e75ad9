import * as v from 'valibot';

/** Role ids used by the spec: 1 is the salesperson-type role, 6 the service role. */
export const ROLE = {
  salesperson: 1,
  salesManager: 2,
  generalManager: 3,
  bdcAgent: 4,
  financeManager: 5,
  service: 6,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: 'Salesperson',
  2: 'Sales Manager',
  3: 'General Manager',
  4: 'BDC Agent',
  5: 'Finance Manager',
  6: 'Service Advisor',
};

export const RoleSchema = v.object({
  id: v.picklist([1, 2, 3, 4, 5, 6] as const),
  name: v.string(),
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** The admin flag of a user: 0 standard, 1 administrator, 2 inactive (spec 002 §3). */
export const ADMIN = { standard: 0, administrator: 1, inactive: 2 } as const;
export const AdminFlagSchema = v.picklist([0, 1, 2] as const);
export type AdminFlag = v.InferOutput<typeof AdminFlagSchema>;

export function roleOf(id: RoleId): Role {
  return { id, name: ROLE_NAMES[id] };
}
