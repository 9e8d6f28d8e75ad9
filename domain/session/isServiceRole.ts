import { ROLE, type RoleId } from './roles.ts';

/**
 * Role 6 (service) sees the service rows and columns in place of equity (spec 001 §2.2; listedType,
 * opportunityColumns): the one home of that rule for the screens, the worker and the server.
 */
export function isServiceRole(role: RoleId): boolean {
  return role === ROLE.service;
}
