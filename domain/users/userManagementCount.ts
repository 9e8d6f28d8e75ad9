import type { DealerUser } from '../dealers/dealerUsers.ts';
import { DEFAULT_USER_LIST_FILTER, userListPredicate } from './userListFilter.ts';

/**
 * The count on the User Management tab (spec 002 §2 "with the user count"): the rows its list shows before any
 * filter (type All: inactive users too), so the badge and the list's total agree (issue 28).
 */
export function userManagementCount(users: readonly DealerUser[]): number {
  return users.filter(userListPredicate(DEFAULT_USER_LIST_FILTER)).length;
}
