import { describe, expect, it } from 'vitest';
import { isUserListType, ofUserListType } from './userList.ts';

describe('the user list types', () => {
  it('sorts users by their admin flag: 0 standard, 1 administrator, 2 inactive', () => {
    const standard = { admin: 0 as const };
    const admin = { admin: 1 as const };
    const inactive = { admin: 2 as const };
    const of = (type: Parameters<typeof ofUserListType>[1]) => [standard, admin, inactive].filter((user) => ofUserListType(user, type));
    expect(of('all')).toEqual([standard, admin, inactive]);
    expect(of('active')).toEqual([standard, admin]);
    expect(of('admin')).toEqual([admin]);
    expect(of('standard')).toEqual([standard]);
    expect(of('inactive')).toEqual([inactive]);
  });

  it('knows the types of spec 002 only', () => {
    expect(['all', 'active', 'admin', 'standard', 'inactive'].every(isUserListType)).toBe(true);
    expect(isUserListType('managers')).toBe(false);
  });
});
