import { describe, expect, it } from 'vitest';
import { offeredUsers } from './offeredUsers.ts';

const ann = { user_id: 1, admin: 0 as const };
const bob = { user_id: 2, admin: 1 as const };
const gone = { user_id: 3, admin: 2 as const };
const alsoGone = { user_id: 4, admin: 2 as const };

describe('the users a picker offers', () => {
  it('never offers an inactive user', () => {
    expect(offeredUsers([ann, gone, bob, alsoGone])).toEqual([
      { user: ann, offered: true },
      { user: bob, offered: true },
    ]);
  });

  it('keeps an inactive user already chosen in sight, in its place, not offered', () => {
    expect(offeredUsers([ann, gone, bob, alsoGone], [3])).toEqual([
      { user: ann, offered: true },
      { user: gone, offered: false },
      { user: bob, offered: true },
    ]);
    expect(offeredUsers([ann, gone, bob, alsoGone], [null])).toEqual([
      { user: ann, offered: true },
      { user: bob, offered: true },
    ]);
    expect(offeredUsers([ann, gone, bob, alsoGone], [4, 1])).toEqual([
      { user: ann, offered: true },
      { user: bob, offered: true },
      { user: alsoGone, offered: false },
    ]);
  });
});
