import { useCallback, useMemo } from 'react';
import { displayName } from '../../domain/session/sessionUser.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';

/** The names of the active dealer's users by id, kept live: what the salesperson cells show. */
export function useUserNames(): (id: number) => string | null {
  const users = useDealerUsers();
  const names = useMemo(() => new Map((users ?? []).map((user) => [user.user_id, displayName(user)])), [users]);
  return useCallback((id: number) => names.get(id) ?? null, [names]);
}
