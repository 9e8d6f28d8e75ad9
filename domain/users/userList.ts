import type { DealerUser } from '../dealers/dealerUsers.ts';
import { ADMIN, type AdminFlag } from '../session/roles.ts';

/** The user list's types (spec 002 "Users screen": all, active, admin, standard, inactive), the path's {type} of /users/{type}. */
export const USER_LIST_TYPES = ['all', 'active', 'admin', 'standard', 'inactive'] as const;
export type UserListType = (typeof USER_LIST_TYPES)[number];

export const USER_LIST_TYPE_LABELS: Record<UserListType, string> = {
  all: 'All',
  active: 'Active',
  admin: 'Administrators',
  standard: 'Standard',
  inactive: 'Inactive',
};

/** The empty list's text (spec 002 "Users screen"). */
export const NO_USERS_TEXT = 'NO USERS FOR THIS QUERY';

/** A user's type as the user form names it (spec 002: Standard User, Administrator, Inactive). */
export const USER_TYPE_NAMES: Record<AdminFlag, string> = {
  [ADMIN.standard]: 'Standard User',
  [ADMIN.administrator]: 'Administrator',
  [ADMIN.inactive]: 'Inactive',
};

export function isUserListType(value: string): value is UserListType {
  return (USER_LIST_TYPES as readonly string[]).includes(value);
}

/** Whether a user belongs on a type's list: active is every user not inactive. */
export function ofUserListType(user: Pick<DealerUser, 'admin'>, type: UserListType): boolean {
  switch (type) {
    case 'all':
      return true;
    case 'active':
      return user.admin !== ADMIN.inactive;
    case 'admin':
      return user.admin === ADMIN.administrator;
    case 'standard':
      return user.admin === ADMIN.standard;
    case 'inactive':
      return user.admin === ADMIN.inactive;
  }
}
