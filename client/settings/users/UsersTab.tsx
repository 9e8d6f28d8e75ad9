import { NEEDS_SERVER_MESSAGE } from '../../../domain/settings/needsServer.ts';
import { useCallback, useMemo, useState } from 'react';
import type { DealerUser } from '../../../domain/dealers/dealerUsers.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { EMPTY_USER_FORM, userFormOf, type UserDetails } from '../../../domain/users/userForm.ts';
import { userList, type UserListFilter } from '../../../domain/users/userListFilter.ts';
import { LiveList } from '../../lists/LiveList.tsx';
import { useListScreen } from '../../lists/useListScreen.tsx';
import { useDealerTimeZone } from '../../session/dealerTimeZone.ts';
import { useSync } from '../../sync/useSync.ts';
import './settings-users.css';
import { EditUserPopup } from './EditUserPopup.tsx';
import { ImportUserPopup } from './ImportUserPopup.tsx';
import { userColumns } from './userColumns.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserFormPopup } from './UserFormPopup.tsx';

type UsersView = { filter: UserListFilter };

type Opened =
  | { kind: 'create' }
  | { kind: 'choose-import' }
  | { kind: 'import'; user: UserDetails }
  | { kind: 'edit'; user: DealerUser };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'settingsUsers' } as const;

/**
 * /settings/users (spec 002 §2 "Users screen"): the dealer's users from local data, 15 a page, filtered by search,
 * role and type; a row links to the user's page, EDIT opens the user form. ADD USER, IMPORT USER (a login of more
 * than one dealership), and the popups' saves are server calls: off line they say so instead of opening.
 */
export function UsersTab({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const online = useSync()?.online !== false;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [offline, setOffline] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const screen = useListScreen(userList, user.dealer.token);
  const actor = { role: user.role.id, admin: user.admin };

  const open = useCallback(
    (next: Opened) => {
      setNotice(null);
      setOffline(!online);
      if (online) setOpened(next);
    },
    [online],
  );
  const view: UsersView = useMemo(() => ({ filter: screen.url.filter }), [screen.url.filter]);
  const columns = useMemo(() => userColumns(timeZone, (row) => open({ kind: 'edit', user: row })), [timeZone, open]);
  const rowHref = useCallback((row: DealerUser) => `/user/${row.token}`, []);
  const close = () => setOpened(null);
  const saved = (text: string) => {
    setOpened(null);
    setNotice(text);
  };

  return (
    <div className="settings-users">
      <UserFilters
        key={screen.filterKey}
        {...screen.filters}
        actions={screen.actions(
          <>
            <button className="button button-primary" type="button" onClick={() => open({ kind: 'create' })}>
              ADD USER
            </button>
            {user.dealers.length > 1 && (
              <button className="button" type="button" onClick={() => open({ kind: 'choose-import' })}>
                IMPORT USER
              </button>
            )}
          </>,
        )}
      />
      {offline && (
        <p className="form-error" role="alert">
          {NEEDS_SERVER_MESSAGE}
        </p>
      )}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <LiveList<UsersView, DealerUser> {...screen.list} source={LIST_SOURCE} view={view} className="lead-list user-list" columns={columns} rowHref={rowHref} />
      {screen.sharePopup}
      {opened?.kind === 'create' && <UserFormPopup mode="create" userId={null} initial={EMPTY_USER_FORM} actor={actor} self={false} onClose={close} onSaved={saved} />}
      {opened?.kind === 'choose-import' && <ImportUserPopup onClose={close} onPick={(picked) => setOpened({ kind: 'import', user: picked })} />}
      {opened?.kind === 'import' && (
        <UserFormPopup mode="import" userId={opened.user.user_id} initial={userFormOf(opened.user)} actor={actor} self={false} onClose={close} onSaved={saved} />
      )}
      {opened?.kind === 'edit' && <EditUserPopup user={opened.user} actor={actor} self={opened.user.user_id === user.id} onClose={close} onSaved={saved} />}
    </div>
  );
}
