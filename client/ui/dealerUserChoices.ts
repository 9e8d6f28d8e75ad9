import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { notOfferedMark, offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import type { Choice } from './formChoices.tsx';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The choices of a user of the dealer: the active users by name, with their e-mail where the user documents carry it
 * (to those who may see User Management, and one's own); "Select User" means none chosen. An inactive user is listed
 * only when already chosen, marked and not choosable (offeredUsers).
 */
export function dealerUserChoices(users: DealerUser[] | null, chosen: number | null): Choice<number | null>[] {
  const sorted = [...(users ?? [])].sort((a, b) => byName.compare(displayName(a), displayName(b)));
  return [
    { value: null, label: users === null ? 'Loading users…' : 'Select User' },
    ...offeredUsers(sorted, [chosen]).map(({ user, offered }) => ({
      value: user.user_id,
      label: `${user.email ? `${displayName(user)} (${user.email})` : displayName(user)}${notOfferedMark(offered)}`,
      disabled: !offered,
    })),
  ];
}
