import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { compareDealerUsers, userListPredicate } from '../../domain/users/userListFilter.ts';
import type { ListWindow, SettingsUserListQuery } from '../api.ts';
import type { DealerUserList } from '../lists/dealerUserList.ts';
import { createListSubscribers } from '../lists/listSubscribers.ts';
import { sendWindow, sliceWindow } from '../lists/liveWindow.ts';

/**
 * The settings users list (spec 002 "Users screen") over the active dealer's user documents, which the dealer's
 * user list keeps current: a user saved in another browser (a dealer.user_set pulled after a poke) shows at once.
 * Its windows apply the same filter as GET /users (userListPredicate), A to Z.
 */
export type SettingsUserLists = {
  subscribe(id: number, query: SettingsUserListQuery, callback: (window: ListWindow<DealerUser>) => void): Promise<void>;
  update(id: number, query: SettingsUserListQuery): Promise<void>;
  remove(id: number): void;
};

export function createSettingsUserLists(users: DealerUserList): SettingsUserLists {
  const subscribers = createListSubscribers<SettingsUserListQuery, DealerUser>((subscriber) => {
    const all = users.current();
    const rows = all.filter(userListPredicate(subscriber.query.filter)).sort(compareDealerUsers);
    // A dealer always holds the signed-in user: none at all means its users are not read yet.
    sendWindow(subscriber, sliceWindow(rows, subscriber.query, rows.length, all.length === 0));
  });
  users.listen(() => subscribers.serveAll());
  return { subscribe: subscribers.subscribe, update: subscribers.update, remove: subscribers.remove };
}
