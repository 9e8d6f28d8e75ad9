import { ADMIN } from '../session/roles.ts';
import type { DealerUser } from './dealerUsers.ts';

export type OfferedUser<U> = { user: U; offered: boolean };

/**
 * The users a picker lists (issue 28: inactive users are never offered), in the order given: every active user,
 * offered; an inactive one only when it is already chosen (a customer's salesperson who left, a mailbox's former
 * user), shown so the field does not lie about its value, and not offered.
 */
export function offeredUsers<U extends Pick<DealerUser, 'user_id' | 'admin'>>(users: readonly U[], chosen: readonly (number | null)[] = []): OfferedUser<U>[] {
  return users.flatMap((user): OfferedUser<U>[] => {
    if (user.admin !== ADMIN.inactive) return [{ user, offered: true }];
    return chosen.includes(user.user_id) ? [{ user, offered: false }] : [];
  });
}

/** What follows the name of a user shown but not offered. */
export function notOfferedMark(offered: boolean): string {
  return offered ? '' : ' (inactive)';
}
