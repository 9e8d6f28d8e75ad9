import { describe, expect, it } from 'vitest';
import type { DealerUser } from '../dealers/dealerUsers.ts';
import { USER_COLUMNS, appliedUserFilter, readUserListUrl, userFilterCount, userListPredicate, writeUserListUrl } from './userListFilter.ts';

const user = (overrides: Partial<DealerUser>): DealerUser => ({
  user_id: 1,
  token: 't1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@dealer.test',
  phone: '5195550101',
  role: { id: 1, name: 'Salesperson' },
  admin: 0,
  created_at: '2025-03-04T03:00:00.000Z',
  ...overrides,
});

describe('the users list filter (spec 002 §2)', () => {
  it('searches the name, e-mail and phone in any case, and filters by role and type', () => {
    const ada = user({});
    const bob = user({ user_id: 2, first_name: 'Bob', last_name: 'Stone', email: 'bob@x.test', phone: '', role: { id: 2, name: 'Sales Manager' }, admin: 2 });
    const shown = (filter: Parameters<typeof userListPredicate>[0]) => [ada, bob].filter(userListPredicate(filter)).map((u) => u.first_name);
    expect(shown({ search: 'ADA LOVE', role: null, type: 'all' })).toEqual(['Ada']);
    expect(shown({ search: 'x.test', role: null, type: 'all' })).toEqual(['Bob']);
    expect(shown({ search: '555', role: null, type: 'all' })).toEqual(['Ada']);
    expect(shown({ search: '', role: 2, type: 'all' })).toEqual(['Bob']);
    expect(shown({ search: '', role: null, type: 'inactive' })).toEqual(['Bob']);
    expect(shown({ search: '', role: null, type: 'active' })).toEqual(['Ada']);
  });

  it('sends the type all as active once a filter is applied', () => {
    expect(appliedUserFilter({ search: ' ada ', role: null, type: 'all' })).toEqual({ search: 'ada', role: null, type: 'active' });
    expect(appliedUserFilter({ search: '', role: 4, type: 'all' }).type).toBe('active');
    expect(appliedUserFilter({ search: '', role: null, type: 'all' }).type).toBe('all');
    expect(appliedUserFilter({ search: 'ada', role: null, type: 'inactive' }).type).toBe('inactive');
  });

  it('counts one per filter set, and keeps the view in the address', () => {
    expect(userFilterCount({ search: '', role: null, type: 'all' })).toBe(0);
    expect(userFilterCount({ search: 'a', role: 2, type: 'active' })).toBe(3);
    const url = { page: 2, filter: { search: 'ada', role: 4 as const, type: 'admin' as const } };
    expect(writeUserListUrl(url).toString()).toBe('page=2&search=ada&role=4&type=admin');
    expect(readUserListUrl(writeUserListUrl(url))).toEqual(url);
    expect(readUserListUrl(new URLSearchParams('page=x&role=9&type=boss'))).toEqual({ page: 1, filter: { search: '', role: null, type: 'all' } });
  });

  it('shows the columns type, name, email, phone, role and created (the dealer’s day)', () => {
    const texts = USER_COLUMNS.map((column) => column.text(user({}), 'America/Toronto'));
    expect(USER_COLUMNS.map((column) => column.header)).toEqual(['Type', 'Name', 'Email', 'Phone', 'Role', 'Created']);
    expect(texts).toEqual(['Standard User', 'Ada Lovelace', 'ada@dealer.test', '5195550101', 'Salesperson', '2025-03-03']);
  });
});
