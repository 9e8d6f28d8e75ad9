import { ROLE } from '../../domain/session/roles.ts';
import type { AuthUser } from '../context.ts';

/** Role 6 sees the service rows and columns in place of equity (spec 001 §2.2; listedType, opportunityColumns). */
export function isServiceRole(user: Pick<AuthUser, 'role'>): boolean {
  return user.role === ROLE.service;
}
