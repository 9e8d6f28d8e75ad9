import type { DealerUser } from '../dealers/dealerUsers.ts';
import { canManageMailboxes } from '../permissions/permissions.ts';
import { displayName } from '../session/sessionUser.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Whom a user without a mailbox asks for one (issue 28): the dealer's users who may set one up and choose its users
 * (canManageMailboxes: its active administrators and managers), by name, A to Z.
 */
export function mailboxManagerNames(users: readonly DealerUser[]): string[] {
  return users
    .filter((user) => canManageMailboxes({ role: user.role.id, admin: user.admin }))
    .map((user) => displayName(user) || user.email)
    .sort(collator.compare);
}

/** "Ann", "Ann or Bob", "Ann, Bob or Cleo". */
function eitherOf(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * What the no-mailbox popups tell a user who may not set a mailbox up (spec 001 §2.5 asks everyone "would you like to
 * set one up now?", which only a manager can answer yes to): there is none for them, and whom to ask, by name.
 */
export function askForMailboxText(managerNames: readonly string[]): string {
  const whom = managerNames.length > 0 ? eitherOf(managerNames) : "the dealer's administrator";
  return `You have no mailbox to send e-mail from at this dealer. Ask ${whom} to set one up for you in Settings > Mailboxes.`;
}
