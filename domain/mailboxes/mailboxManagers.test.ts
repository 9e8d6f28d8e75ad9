import { describe, expect, it } from 'vitest';
import type { DealerUser } from '../dealers/dealerUsers.ts';
import { ROLE, roleOf, type AdminFlag, type RoleId } from '../session/roles.ts';
import { askForMailboxText, mailboxManagerNames } from './mailboxManagers.ts';

const user = (first: string, last: string, role: RoleId, admin: AdminFlag = 0): DealerUser => ({
  user_id: 1,
  token: first,
  first_name: first,
  last_name: last,
  email: `${first}@dealer.test`,
  phone: '',
  role: roleOf(role),
  admin,
  created_at: '2025-01-01T00:00:00.000Z',
});

describe('whom to ask for a mailbox', () => {
  it('names the active administrators and managers, A to Z, never a salesperson or an inactive manager', () => {
    const users = [
      user('Zoe', 'Zhang', ROLE.salesManager),
      user('Sam', 'Seller', ROLE.salesperson),
      user('Ann', 'Admin', ROLE.salesperson, 1),
      user('Gary', 'Gone', ROLE.generalManager, 2),
      user('Fay', 'Finance', ROLE.financeManager),
    ];
    expect(mailboxManagerNames(users)).toEqual(['Ann Admin', 'Fay Finance', 'Zoe Zhang']);
  });

  it('says whom to ask, by name, or the dealer’s administrator when there is nobody to name', () => {
    expect(askForMailboxText(['Ann Admin', 'Fay Finance', 'Zoe Zhang'])).toBe(
      'You have no mailbox to send e-mail from at this dealer. Ask Ann Admin, Fay Finance or Zoe Zhang to set one up for you in Settings > Mailboxes.',
    );
    expect(askForMailboxText(['Ann Admin'])).toBe('You have no mailbox to send e-mail from at this dealer. Ask Ann Admin to set one up for you in Settings > Mailboxes.');
    expect(askForMailboxText([])).toBe(
      "You have no mailbox to send e-mail from at this dealer. Ask the dealer's administrator to set one up for you in Settings > Mailboxes.",
    );
  });
});
