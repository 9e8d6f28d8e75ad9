import { describe, expect, it } from 'vitest';
import type { DealerUser } from '../dealers/dealerUsers.ts';
import { DEFAULT_USER_LIST_FILTER, userListPredicate } from './userListFilter.ts';
import { userManagementCount } from './userManagementCount.ts';

const user = (user_id: number, admin: 0 | 1 | 2): DealerUser => ({
  user_id,
  token: `t${user_id}`,
  first_name: `F${user_id}`,
  last_name: `L${user_id}`,
  email: '',
  phone: '',
  role: { id: 1, name: 'Salesperson' },
  admin,
  created_at: '2025-01-01T00:00:00Z',
});

describe('the User Management count', () => {
  it('counts the users the list shows before any filter: the inactive ones too', () => {
    const users = [user(1, 0), user(2, 1), user(3, 2)];
    expect(userManagementCount(users)).toBe(3);
    expect(userManagementCount(users)).toBe(users.filter(userListPredicate(DEFAULT_USER_LIST_FILTER)).length);
    expect(userManagementCount([])).toBe(0);
  });
});
