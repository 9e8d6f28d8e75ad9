import { describe, expect, it } from 'vitest';
import { ADMIN, ROLE } from '../session/roles.ts';
import { canManageMailboxes } from './permissions.ts';

describe('who manages mailboxes', () => {
  it('is the administrators and the managers, never an inactive user', () => {
    expect(canManageMailboxes({ role: ROLE.salesperson, admin: ADMIN.administrator })).toBe(true);
    expect(canManageMailboxes({ role: ROLE.salesManager, admin: ADMIN.standard })).toBe(true);
    expect(canManageMailboxes({ role: ROLE.generalManager, admin: ADMIN.standard })).toBe(true);
    expect(canManageMailboxes({ role: ROLE.financeManager, admin: ADMIN.standard })).toBe(true);
    expect(canManageMailboxes({ role: ROLE.salesperson, admin: ADMIN.standard })).toBe(false);
    expect(canManageMailboxes({ role: ROLE.bdcAgent, admin: ADMIN.standard })).toBe(false);
    expect(canManageMailboxes({ role: ROLE.service, admin: ADMIN.standard })).toBe(false);
    expect(canManageMailboxes({ role: ROLE.salesManager, admin: ADMIN.inactive })).toBe(false);
  });
});
